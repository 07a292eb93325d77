// AI in the composer (02 §7, §8): "Suggest reply" puts a suggestion into the draft (at once when the
// box is empty, else the agent chooses to replace or add), "Summarize" shows the summary the server
// saved as a note. The points used this month show beside them. Online only. On a server without an AI
// service a note says so in their place: no bot set-up would help there.
import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AiConversationRequest, AiPointUsage } from '../../common/contracts/ai';
import { ApiError, toApiError } from '../api/api-error';
import { getSync } from '../data/sync-client';
import { useOffline } from '../shell/use-offline';
import { secondaryButton } from '../ui/buttons';
import { aiBotEditorPath, askAi, fetchPointUsage, hasAiService, type AiAsk } from './ai-api';
import { aiFailure } from './ai-error-text';

export type DraftUse = 'replace' | 'append';

interface AiAssistProps {
  request: AiConversationRequest;
  /** What the agent has typed: a suggestion never overwrites it without the agent's choice. */
  draftText: string;
  onUseReply: (text: string, use: DraftUse) => void;
}

type Outcome =
  | { kind: 'suggestion'; text: string }
  | { kind: 'summary'; text: string }
  | { kind: 'info'; text: string }
  | { kind: 'error'; text: string; botEditor: boolean };

const smallButton = `${secondaryButton} px-2 py-1 text-xs`;

export function AiAssist({ request, draftText, onUseReply }: AiAssistProps) {
  const { t } = useLingui();
  const offline = useOffline();
  const offlineHintId = useId();
  const [busy, setBusy] = useState<AiAsk | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [usage, setUsage] = useState<AiPointUsage | null>(null);
  const { orgId, customerId } = request;

  useEffect(() => {
    if (offline) return;
    let active = true;
    fetchPointUsage(orgId).then((next) => active && setUsage(next), () => undefined);
    return () => { active = false; };
  }, [orgId, offline]);

  async function ask(kind: AiAsk) {
    setBusy(kind);
    setOutcome(null);
    try {
      const answer = await askAi(kind, request);
      setUsage(answer.usage);
      if (kind === 'summary') {
        // The summary was saved as a note: the customer panel shows it once the notes are read again.
        if (answer.note) getSync().loadNotes(orgId, customerId).catch(() => undefined);
        setOutcome(answer.answer ? { kind: 'summary', text: answer.answer } : { kind: 'info', text: t`The AI found nothing to summarize.` });
      } else if (!answer.answer) {
        setOutcome({ kind: 'info', text: t`The AI has no suggestion for this conversation.` });
      } else if (draftText.trim() === '') {
        onUseReply(answer.answer, 'replace');
        setOutcome({ kind: 'info', text: t`The suggested reply is in the message box. Edit it before sending.` });
      } else {
        setOutcome({ kind: 'suggestion', text: answer.answer });
      }
    } catch (cause) {
      await failed(cause);
    } finally {
      setBusy(null);
    }
  }

  async function failed(cause: unknown) {
    const failure = aiFailure(cause instanceof ApiError ? cause : await toApiError(cause));
    if (!failure.openBotEditor) {
      setOutcome({ kind: 'error', text: failure.text, botEditor: false });
      fetchPointUsage(orgId).then(setUsage, () => undefined);
      return;
    }
    // "No bot" also answers on a server without an AI service, where no bot would help: the point usage
    // tells which, and without a service the buttons give way to the note saying so.
    const latest = await fetchPointUsage(orgId).catch(() => null);
    if (latest) setUsage(latest);
    if (latest && !hasAiService(latest)) return;
    window.open(aiBotEditorPath(orgId), '_blank', 'noopener');
    setOutcome({ kind: 'error', text: failure.text, botEditor: true });
  }

  function use(text: string, how: DraftUse) {
    onUseReply(text, how);
    setOutcome(null);
  }

  if (usage && !hasAiService(usage)) {
    return <p className="text-xs text-slate-500">{t`Suggest reply and Summarize are not available: this server has no AI service. Whoever runs the server can set one up.`}</p>;
  }
  const disabled = offline || busy !== null;
  return (
    <div className="flex flex-col gap-1 text-xs">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={smallButton} disabled={disabled} aria-describedby={offline ? offlineHintId : undefined}
          aria-busy={busy === 'reply'} onClick={() => void ask('reply')}>
          {busy === 'reply' ? t`Suggesting…` : t`Suggest reply`}
        </button>
        <button type="button" className={smallButton} disabled={disabled} aria-describedby={offline ? offlineHintId : undefined}
          aria-busy={busy === 'summary'} onClick={() => void ask('summary')}>
          {busy === 'summary' ? t`Summarizing…` : t`Summarize`}
        </button>
        {offline && <span id={offlineHintId} className="text-slate-500">{t`AI needs a connection to the server.`}</span>}
        {usage && <PointUsage usage={usage} />}
      </div>
      <div aria-live="polite">
        {outcome && <OutcomePanel outcome={outcome} orgId={orgId} onUse={use} onClose={() => setOutcome(null)} />}
      </div>
    </div>
  );
}

function PointUsage({ usage: { used, limit, pointsPerRequest: cost } }: { usage: AiPointUsage }) {
  const { t } = useLingui();
  return (
    <span className="ml-auto text-slate-500">
      {t`AI points used: ${used}/${limit}`}
      {cost !== null && <span className="sr-only">{t`, each request uses ${cost} points`}</span>}
    </span>
  );
}

interface OutcomePanelProps {
  outcome: Outcome;
  orgId: string;
  onUse: (text: string, how: DraftUse) => void;
  onClose: () => void;
}

function OutcomePanel({ outcome, orgId, onUse, onClose }: OutcomePanelProps) {
  const { t } = useLingui();
  const close = <button type="button" className={smallButton} onClick={onClose}>{t`Close`}</button>;
  if (outcome.kind === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-2 py-1 text-red-700">
        <span>{outcome.text}</span>
        {outcome.botEditor && (
          <a href={aiBotEditorPath(orgId)} target="_blank" rel="noopener" className="font-medium underline">{t`Open the AI bot editor`}</a>
        )}
        {close}
      </div>
    );
  }
  if (outcome.kind === 'info') {
    return <p className="flex items-center gap-2 text-slate-600">{outcome.text}{close}</p>;
  }
  const label = outcome.kind === 'summary' ? t`Conversation summary` : t`Suggested reply`;
  return (
    <section aria-label={label} className="flex flex-col gap-1 rounded-md border border-indigo-200 bg-indigo-50 px-2 py-1">
      <p className="font-medium text-indigo-900">{label}</p>
      <p className="whitespace-pre-wrap text-slate-800">{outcome.text}</p>
      {outcome.kind === 'summary' && <p className="text-slate-500">{t`Saved as a note on this customer.`}</p>}
      <div className="flex gap-2">
        {outcome.kind === 'suggestion' && (
          <>
            <button type="button" className={smallButton} onClick={() => onUse(outcome.text, 'replace')}>{t`Replace draft`}</button>
            <button type="button" className={smallButton} onClick={() => onUse(outcome.text, 'append')}>{t`Add to draft`}</button>
          </>
        )}
        {close}
      </div>
    </section>
  );
}
