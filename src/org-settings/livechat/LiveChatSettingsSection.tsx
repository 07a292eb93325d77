import { useCallback, useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LivechatSettings, PrechatForm } from '../../../common/contracts/livechat';
import { LIVECHAT_AWAY_MESSAGE_MAX, PRECHAT_FIELD_MODES, WEEKDAYS, type PrechatFieldMode } from '../../../common/livechat';
import { dayHoursProblem } from '../../../common/livechat-hours';
import { toApiError } from '../../api/api-error';
import { useServerRead } from '../../api/use-server-read';
import { FormError } from '../../ui/FormError';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { memberErrorText } from '../member-errors';
import { BusinessHoursFields } from './BusinessHoursFields';
import { fetchLivechatSettings, saveLivechatSettings } from './livechat-settings-api';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { weekdayNames } from './weekday-names';

const inputClass = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-50';

/**
 * Linked apps › Live chat: what the visitor's widget shows (the agent on replies, times), the
 * pre-chat form, business hours and the away message. Everyone who opens the page sees them; admins change them.
 */
export function LiveChatSettingsSection({ orgId, isAdmin }: { orgId: string; isAdmin: boolean }) {
  const { t } = useLingui();
  const read = useCallback(() => fetchLivechatSettings(orgId), [orgId]);
  const { value: loaded, error, reload } = useServerRead(read, memberErrorText);
  // What this page saved last; a reload starts from the server's again.
  const [saved, setSaved] = useState<LivechatSettings | null>(null);
  const settings = saved ?? loaded;

  return (
    <section aria-labelledby="livechat-settings-heading" className="mt-4 border-t border-slate-200 pt-4">
      <h4 id="livechat-settings-heading" className="font-semibold text-slate-900">{t`Widget settings`}</h4>
      {!isAdmin && <p className="mt-1 text-sm text-slate-600">{t`Only admins can change these details.`}</p>}
      {settings ? (
        <SettingsForm orgId={orgId} saved={settings} isAdmin={isAdmin} onSaved={setSaved} />
      ) : error ? (
        <div className="mt-2 flex items-center gap-3">
          <FormError message={error} />
          <button type="button" className={secondaryButton} onClick={() => reload()}>{t`Try again`}</button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{t`Loading…`}</p>
      )}
    </section>
  );
}

interface SettingsFormProps {
  orgId: string;
  saved: LivechatSettings;
  isAdmin: boolean;
  onSaved: (settings: LivechatSettings) => void;
}

function SettingsForm({ orgId, saved, isAdmin, onSaved }: SettingsFormProps) {
  const { t, i18n } = useLingui();
  const awayId = useId();
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (next: Partial<LivechatSettings>) => setDraft((current) => ({ ...current, ...next }));
  const changeForm = (field: keyof PrechatForm, mode: PrechatFieldMode) => change({ preChatForm: { ...draft.preChatForm, [field]: mode } });
  const modeLabel = (mode: PrechatFieldMode) => ({ off: t`Don't ask`, optional: t`Optional`, required: t`Required` })[mode];

  /** Opening hours that end before they start, named by their day (the server refuses them too). */
  function hoursProblem(): string | null {
    if (!draft.businessHours.enabled) return null;
    const names = weekdayNames(i18n.locale);
    const day = WEEKDAYS.find((candidate) => dayHoursProblem(draft.businessHours.days[candidate]));
    if (!day) return null;
    const dayName = names[day];
    return t`${dayName}: the closing time must be later than the opening time.`;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = hoursProblem();
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const stored = await saveLivechatSettings(orgId, draft);
      setDraft(stored);
      onSaved(stored);
      showToast('success', t`Live chat settings saved.`);
    } catch (cause) {
      setError(memberErrorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  /** Turning business hours on for the first time starts from the admin's own time zone. */
  function changeHours(businessHours: LivechatSettings['businessHours']) {
    const firstTime = businessHours.enabled && !draft.businessHours.enabled && !saved.businessHours.enabled;
    change({ businessHours: firstTime ? { ...businessHours, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } : businessHours });
  }

  return (
    <form onSubmit={save} noValidate className="mt-3 space-y-5">
      <fieldset className="space-y-3" disabled={!isAdmin}>
        <legend className="sr-only">{t`Messages`}</legend>
        <SettingSwitch
          label={t`Show the agent's name and picture on replies`}
          checked={draft.showAgent}
          disabled={!isAdmin}
          onChange={(showAgent) => change({ showAgent })}
        />
        <SettingSwitch
          label={t`Show the time of each message`}
          checked={draft.showTimes}
          disabled={!isAdmin}
          onChange={(showTimes) => change({ showTimes })}
        />
      </fieldset>

      <fieldset className="space-y-2" disabled={!isAdmin}>
        <legend className="text-sm font-semibold text-slate-900">{t`Pre-chat form`}</legend>
        <p className="text-sm text-slate-600">{t`Asked before a new visitor's first message. The answers become the customer's name and e-mail.`}</p>
        <div className="flex flex-wrap gap-4">
          {(['name', 'email'] as const).map((field) => (
            <label key={field} className="text-sm font-medium text-slate-700">
              {field === 'name' ? t`Visitor's name` : t`Visitor's e-mail`}
              <select
                value={draft.preChatForm[field]}
                onChange={(event) => changeForm(field, event.target.value as PrechatFieldMode)}
                className={`${inputClass} mt-1`}
              >
                {PRECHAT_FIELD_MODES.map((mode) => <option key={mode} value={mode}>{modeLabel(mode)}</option>)}
              </select>
            </label>
          ))}
        </div>
      </fieldset>

      <BusinessHoursFields value={draft.businessHours} disabled={!isAdmin} onChange={changeHours} />

      <div>
        <label htmlFor={awayId} className="mb-1 block text-sm font-medium text-slate-700">{t`Away message`}</label>
        <textarea
          id={awayId}
          rows={2}
          maxLength={LIVECHAT_AWAY_MESSAGE_MAX}
          disabled={!isAdmin}
          value={draft.awayMessage}
          placeholder={t`We are away right now. Leave a message and we will reply when we are back.`}
          aria-describedby={`${awayId}-hint`}
          onChange={(event) => change({ awayMessage: event.target.value })}
          className={inputClass}
        />
        <p id={`${awayId}-hint`} className="mt-1 text-xs text-slate-500">
          {t`Shown outside business hours. Left empty, visitors see the standard message in their language.`}
        </p>
      </div>

      <FormError message={error} />
      {isAdmin && <button type="submit" className={primaryButton} disabled={busy}>{t`Save`}</button>}
    </form>
  );
}
