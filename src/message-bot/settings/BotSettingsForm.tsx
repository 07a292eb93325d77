// The bot's settings: the welcome and away messages (each on or off, with its replies), the business
// hours the away message follows (time zone, weekdays, holidays) and which accounts' new conversations
// start with the bot. A refused save keeps the form and shows the server's words at the part it names.
import { useCallback, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BotSettings } from '../../../common/contracts/message-bot';
import { toApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { ShownUrlContext } from '../../cards/shown-url';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import { BusinessHoursFields } from '../../org-settings/livechat/BusinessHoursFields';
import { useOffline } from '../../shell/use-offline';
import { FormError } from '../../ui/FormError';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import type { Uploader } from '../../uploads/upload-client';
import { saveBotSettings } from '../bot-api';
import { KeptDraftNote } from '../KeptDraftNote';
import { RepliesEditor } from '../replies/RepliesEditor';
import { useShownUrlState } from '../replies/use-shown-urls';
import { errorPath } from '../server-field';
import { useBotAccounts } from '../use-bot-accounts';
import { useSessionDraft } from '../use-session-draft';
import { HolidaysField } from './HolidaysField';
import { hoursProblem, occasionProblem, settingsDraftOf, settingsOf, type OccasionDraft, type SettingsDraft } from './settings-draft';

/** The parts of the form a server's 400 may name. */
type Part = 'welcome' | 'away' | 'businessHours' | 'holidays' | 'startWithBot' | 'form';

function partOf(path: readonly string[]): Part {
  const [first, second] = path;
  if (first === 'businessHours') return second === 'holidays' ? 'holidays' : 'businessHours';
  return first === 'welcome' || first === 'away' || first === 'startWithBot' ? first : 'form';
}

const sectionClass = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4';

export function BotSettingsForm({ orgId, loaded, upload }: { orgId: string; loaded: BotSettings; upload?: Uploader }) {
  const { t, i18n } = useLingui();
  const offline = useOffline();
  const accounts = useBotAccounts(orgId);
  const shown = useShownUrlState();
  const saved = useCallback(() => settingsDraftOf(loaded), [loaded]);
  const kept = useSessionDraft<SettingsDraft>(`parley.botSettings.${orgId}`, saved);
  const draft = kept.value;
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ part: Part; text: string } | null>(null);
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => kept.setValue((current) => ({ ...current, [key]: value }));
  const refused = (part: Part) => (refusal?.part === part ? refusal.text : undefined);

  // The welcome and away messages go to every platform the organization has an account on.
  const platforms = [...new Set(accounts.accounts?.map((account) => account.platform))];
  const welcomeProblem = occasionProblem(draft.welcome, platforms);
  const awayProblem = occasionProblem(draft.away, platforms);
  const badHours = hoursProblem(draft.businessHours);
  const valid = !welcomeProblem && !awayProblem && !badHours;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!valid || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      // What was typed stays in the form whatever the answer.
      await saveBotSettings(orgId, settingsOf(draft));
      kept.clear();
      showToast('success', t`Bot settings saved.`);
    } catch (cause) {
      const text = errorText(await toApiError(cause));
      setRefusal({ part: partOf(errorPath(text)), text });
    } finally {
      setBusy(false);
    }
  }

  function occasion(key: 'welcome' | 'away', title: string, switchLabel: string, description: string, problem: ReturnType<typeof occasionProblem>) {
    const value = draft[key];
    const change = (next: Partial<OccasionDraft>) => set(key, { ...value, ...next });
    return (
      <section aria-label={title} className={sectionClass}>
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <SettingSwitch label={switchLabel} description={description} checked={value.enabled} onChange={(enabled) => change({ enabled })} />
        <RepliesEditor orgId={orgId} title={t`Replies`} replies={value.replies} onChange={(replies) => change({ replies })} platforms={platforms}
          quickReply={value.quickReply ?? null} onQuickReply={(quickReply) => change({ quickReply })}
          showProblems={tried && problem !== undefined} serverProblem={refused(key)} upload={upload} />
        {tried && problem === 'noReply' && <p className="text-xs text-red-700">{t`Add a reply, or switch this message off.`}</p>}
      </section>
    );
  }

  return (
    <ShownUrlContext value={shown}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Bot settings`} className="flex max-w-3xl flex-col gap-6">
        {kept.restored && <KeptDraftNote onDiscard={kept.discard} />}
        {occasion('welcome', t`Welcome message`, t`Send a welcome message`,
          t`Sent once per conversation: when a customer follows a LINE account, or writes for the first time on any channel.`, welcomeProblem)}
        {occasion('away', t`Away message`, t`Send an away message`,
          t`Sent when a customer writes outside the business hours or on a holiday, once per conversation each time you are closed.`, awayProblem)}
        <section aria-label={t`Business hours`} className={sectionClass}>
          <p className="text-xs text-slate-600">{t`The bot's away message follows these hours.`}</p>
          <BusinessHoursFields value={draft.businessHours} disabled={false} onChange={(hours) => set('businessHours', { ...draft.businessHours, ...hours })} />
          {tried && badHours && <p className="text-xs text-red-700">{t`Each open day must close after it opens.`}</p>}
          {refused('businessHours') && <p role="alert" className="text-xs text-red-700">{refused('businessHours')}</p>}
          <HolidaysField holidays={draft.businessHours.holidays} problem={refused('holidays')}
            onChange={(holidays) => set('businessHours', { ...draft.businessHours, holidays })} />
        </section>
        <section aria-label={t`Start with the bot`} className={sectionClass}>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-base font-semibold text-slate-900">{t`New conversations start with the bot`}</legend>
            <p className="text-xs text-slate-600">
              {t`New conversations of the ticked accounts go to the Bot inbox, where keyword replies and the AI bot answer. An agent who replies or assigns takes the conversation over.`}
            </p>
            {accounts.accounts === null && <p className="text-sm text-slate-500">{t`Loading…`}</p>}
            {accounts.note && <p className="text-xs text-amber-800">{accounts.note}</p>}
            {accounts.accounts?.length === 0 && <p className="text-sm text-slate-500">{t`No account is connected yet.`}</p>}
            {accounts.accounts?.map((account) => (
              <label key={account.id} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={draft.startWithBot.includes(account.id)}
                  onChange={(event) => set('startWithBot', event.target.checked
                    ? [...draft.startWithBot, account.id]
                    : draft.startWithBot.filter((id) => id !== account.id))}
                />
                {account.name} <span className="text-xs text-slate-500">({i18n._(PLATFORM_LABELS[account.platform])})</span>
              </label>
            ))}
            {refused('startWithBot') && <p role="alert" className="text-xs text-red-700">{refused('startWithBot')}</p>}
          </fieldset>
        </section>
        {refused('form') && <FormError message={refused('form')!} />}
        {tried && !valid && <p className="text-sm text-red-700">{t`Fix the parts marked above.`}</p>}
        {offline && <p className="text-sm text-amber-800">{t`You are offline. The settings can be saved once the connection is back; what you changed stays here.`}</p>}
        <div>
          <button type="submit" className={primaryButton} disabled={busy || offline}>{t`Save bot settings`}</button>
        </div>
      </form>
    </ShownUrlContext>
  );
}
