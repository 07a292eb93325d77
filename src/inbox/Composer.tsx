import { useId, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Platform } from '../../common/contracts/base';
import type { TemplateData } from '../../common/contracts/message-data';
import { AiAssist, type DraftUse } from '../ai/AiAssist';
import { TEXT_MESSAGE_MAX, editorCount, insertText, pastedText, withCustomerName } from '../../common/message-editor';
import { EditorCount, editorBorder } from '../templates/EditorCount';
import { TemplatePicker } from '../templates/TemplatePicker';
import { primaryButton } from '../ui/buttons';
import type { UploadChannel, UploadedMedia } from '../../common/uploads';
import { AttachButton } from '../uploads/AttachButton';
import { CardAction } from './CardDialog';
import { useDraft } from './use-draft';

interface ComposerProps {
  orgId: string;
  conversationId: string;
  /** Queue the text for sending; resolves once it is stored locally, rejects (after telling the agent) if not. */
  onSend: (text: string) => Promise<void>;
  /** Queue an uploaded file as a message; with it the composer offers "Attach". */
  onSendMedia?: (media: UploadedMedia) => void;
  /** The upload rules of the customer's channel (01 §5). */
  channel?: UploadChannel;
  /** The customer's name, sent in place of the customer-name token (02 §5); counted as its length. */
  customerName?: string;
  /** The editor's maximum length (02 §5: optional); the server's text limit by default. */
  maxLength?: number;
  /** The conversation's customer: with it the composer offers the AI's suggested reply and summary. */
  aiCustomer?: { customerId: string; platform: Platform };
  /** The id of a notice saying why nothing can be sent now: Send waits (the draft stays) and points to it. */
  blockedBy?: string;
  /** With it the composer offers "Card": a card, carousel or confirm checked for the platform, queued by `onSend`. */
  cards?: { platform: Platform; onSend: (card: TemplateData) => Promise<void> };
  /** The agent changed the text (typing), or it was sent (''): other agents see who is typing (docs/presence.md). */
  onType?: (text: string) => void;
  /** Asked before a text is sent; false keeps it in the box (another agent just replied, docs/presence.md). */
  confirmSend?: () => Promise<boolean>;
  /** More actions in the row, after Card (chatPay's Send product). */
  tools?: ReactNode;
}

/** The reply box: Enter sends, Shift+Enter starts a new line, the draft is kept as the agent types. */
export function Composer({
  orgId, conversationId, onSend, onSendMedia, channel, customerName = '', maxLength = TEXT_MESSAGE_MAX, aiCustomer, blockedBy, cards, onType,
  confirmSend, tools,
}: ComposerProps) {
  const { t } = useLingui();
  const hintId = useId();
  const countId = useId();
  const editor = useRef<HTMLTextAreaElement>(null);
  const draft = useDraft(orgId, conversationId);
  const count = editorCount(draft.text, customerName, maxLength);
  const canSend = draft.text.trim() !== '' && !count.over && !blockedBy;
  const confirming = useRef(false);

  function change(text: string) {
    draft.change(text);
    onType?.(text);
  }

  async function send() {
    const text = draft.text;
    if (!canSend || confirming.current) return;
    if (confirmSend) {
      confirming.current = true;
      // A check that fails never holds a reply back.
      const go = await confirmSend().catch(() => true).finally(() => { confirming.current = false; });
      if (!go) return;
    }
    draft.clear();
    onType?.('');
    try {
      await onSend(withCustomerName(text, customerName));
    } catch {
      // Nothing typed is lost: the text goes back into the box (and its draft).
      draft.change(text);
    }
  }

  /** Puts text in place of the selection (a template, or pasted text), caret after it. */
  function insert(text: string) {
    const box = editor.current;
    const next = insertText(draft.text, box?.selectionStart ?? draft.text.length, box?.selectionEnd ?? draft.text.length, text);
    change(next.text);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  }

  /** The AI's suggestion in place of the draft or after it (the agent chose), caret at the end. */
  function takeSuggestion(text: string, use: DraftUse) {
    const next = use === 'replace' || draft.text.trim() === '' ? text : `${draft.text.trimEnd()}\n${text}`;
    change(next);
    requestAnimationFrame(() => {
      editor.current?.focus();
      editor.current?.setSelectionRange(next.length, next.length);
    });
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    event.preventDefault();
    insert(pastedText(event.clipboardData.getData('text')));
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

  // The text takes the pane's width; the actions sit in a row below it, so they never narrow the box.
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-slate-200 bg-white p-3">
      {aiCustomer && <AiAssist request={{ orgId, conversationId, ...aiCustomer }} draftText={draft.text} onUseReply={takeSuggestion} />}
      <textarea
        ref={editor}
        aria-label={t`Message`}
        aria-describedby={`${hintId} ${countId}`}
        aria-invalid={count.over}
        rows={3}
        value={draft.text}
        onChange={(event) => change(event.target.value)}
        onPaste={onPaste}
        onBlur={() => void draft.flush()}
        onKeyDown={onKeyDown}
        className={`min-h-16 w-full resize-none rounded-md border px-3 py-2 text-sm focus:ring-2 focus:outline-none ${editorBorder(count.over)}`}
      />
      <span id={hintId} className="sr-only">
        {t`Enter sends, Shift+Enter adds a new line.`}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <TemplatePicker orgId={orgId} onInsert={insert} cards={cards && { onSend: cards.onSend, blockedBy }} />
        {onSendMedia && !blockedBy && <AttachButton orgId={orgId} channel={channel} onAttach={onSendMedia} />}
        {cards && <CardAction orgId={orgId} platform={cards.platform} blockedBy={blockedBy} onSend={cards.onSend} />}
        {tools}
        <span className="ml-auto">
          <EditorCount id={countId} {...count} />
        </span>
        <button type="submit" className={primaryButton} disabled={!canSend} aria-describedby={blockedBy}>
          {t`Send`}
        </button>
      </div>
    </form>
  );
}
