import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AI_BOT_INSTRUCTIONS_MAX, AI_BOT_NAME_MAX } from '../../common/ai-bot';
import type { AiBotResponse } from '../../common/contracts/ai';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { FormError } from '../ui/FormError';
import { SettingSwitch } from '../ui/SettingSwitch';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { saveAiBot } from './ai-bot-api';

/** The bot's name, what the business tells it, and whether it answers; saved for the whole organization. */
export function AiBotForm({ orgId, loaded }: { orgId: string; loaded: AiBotResponse }) {
  const { t } = useLingui();
  const instructionsId = useId();
  const countId = useId();
  const [saved, setSaved] = useState(loaded.bot);
  const [name, setName] = useState(loaded.bot?.name ?? '');
  const [instructions, setInstructions] = useState(loaded.bot?.instructions ?? '');
  const [enabled, setEnabled] = useState(loaded.bot?.enabled ?? true);
  const [answersCustomers, setAnswersCustomers] = useState(loaded.bot?.answersCustomers ?? false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...instructions].length;
  const over = length > AI_BOT_INSTRUCTIONS_MAX;
  const { service } = loaded;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setError(t`Give the bot a name.`);
    if (over) return setError(t`The instructions are too long.`);
    setBusy(true);
    setError(null);
    try {
      // What was typed stays in the form whatever the answer.
      const answer = await saveAiBot({ orgId, name, instructions, enabled, answersCustomers });
      setSaved(answer.bot);
      showToast('success', t`AI bot saved.`);
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-5" aria-label={t`AI bot settings`}>
      <output className={`block rounded-md px-3 py-2 text-sm ${service.configured ? 'bg-slate-100 text-slate-700' : 'bg-amber-50 text-amber-900'}`}>
        {service.configured
          ? t`AI service: ${service.model}, ${service.pointsPerRequest} points per suggestion or summary.`
          : t`This server has no AI service set up, so the bot cannot answer yet. Ask whoever runs Parley to configure one.`}
      </output>
      {!saved && <p className="text-sm text-slate-700">{t`This organization has no AI bot yet. Name it and save to create it.`}</p>}
      <TextField label={t`Bot name`} name="name" required maxLength={AI_BOT_NAME_MAX} value={name} onChange={(event) => setName(event.target.value)} />
      <div>
        <label htmlFor={instructionsId} className="mb-1 block text-sm font-medium text-slate-700">{t`What the bot should know`}</label>
        <textarea
          id={instructionsId}
          name="instructions"
          rows={8}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          aria-describedby={countId}
          aria-invalid={over}
          placeholder={t`Opening hours, delivery times, return policy, the tone to write in…`}
          className={`block w-full rounded-md border px-3 py-2 text-sm focus:ring-2 focus:ring-indigo-200 focus:outline-none ${over ? 'border-red-500' : 'border-slate-300 focus:border-indigo-500'}`}
        />
        <p id={countId} className={`mt-1 text-right text-xs ${over ? 'font-semibold text-red-600' : 'text-slate-500'}`}>
          {length}/{AI_BOT_INSTRUCTIONS_MAX}
        </p>
      </div>
      <SettingSwitch label={t`Suggest replies and summaries`} checked={enabled} onChange={setEnabled} />
      <SettingSwitch
        label={t`Answer customers by itself`}
        description={service.configured
          ? t`In conversations in the Bot inbox that no keyword reply answers. When it is unsure, the customer asks for a person or the AI points run out, the conversation goes to Unassigned and the team is notified.`
          : t`Needs an AI service on the server.`}
        // Without a service the bot never answers: the switch stays as saved, and cannot be turned on.
        disabled={!service.configured}
        checked={answersCustomers && service.configured}
        onChange={setAnswersCustomers}
      />
      <FormError message={error} />
      <button type="submit" className={primaryButton} disabled={busy || over}>{t`Save`}</button>
    </form>
  );
}
