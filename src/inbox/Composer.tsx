import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { primaryButton } from '../ui/buttons';
import { AttachButton } from '../uploads/AttachButton';
import { useDraft } from './use-draft';

interface ComposerProps {
  orgId: string;
  conversationId: string;
  /** Queue the text for sending; resolves once it is stored locally, rejects (after telling the agent) if not. */
  onSend: (text: string) => Promise<void>;
}

/** The reply box: Enter sends, Shift+Enter starts a new line, the draft is kept as the agent types. */
export function Composer({ orgId, conversationId, onSend }: ComposerProps) {
  const { t } = useLingui();
  const hintId = useId();
  const draft = useDraft(orgId, conversationId);
  const canSend = draft.text.trim() !== '';

  async function send() {
    const text = draft.text;
    if (text.trim() === '') return;
    draft.clear();
    try {
      await onSend(text);
    } catch {
      // Nothing typed is lost: the text goes back into the box (and its draft).
      draft.change(text);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an IME is composing (Japanese, Chinese) confirms the composition, it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
      <textarea
        aria-label={t`Message`}
        aria-describedby={hintId}
        rows={3}
        value={draft.text}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={() => void draft.flush()}
        onKeyDown={onKeyDown}
        className="min-h-16 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
      <span id={hintId} className="sr-only">
        {t`Enter sends, Shift+Enter adds a new line.`}
      </span>
      <AttachButton orgId={orgId} />
      <button type="submit" className={primaryButton} disabled={!canSend}>
        {t`Send`}
      </button>
    </form>
  );
}
