// The template form (docs/kept-templates.md): a name, then the text (with the customer-name token)
// or a card set of the card builder (src/cards/), checked with the card rules every platform takes.
import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TemplateData } from '../../common/contracts/message-data';
import { TEMPLATE_CONTENT_MAX, TEMPLATE_NAME_MAX } from '../../common/kept-templates';
import { CARD_LIMITS, templateProblem } from '../../common/message-content';
import { CUSTOMER_NAME_TOKEN, editorCount, insertText, pastedText } from '../../common/message-editor';
import { CardBuilder } from '../cards/CardBuilder';
import { CardKindField, draftSet, draftStarted, newCardDraft, withDraftSet } from '../cards/CardKindField';
import { templateDataOf } from '../cards/card-sets';
import { problemText } from '../cards/problem-text';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { EditorCount, editorBorder } from './EditorCount';

/** What the form saves: a text template's text, or a card template's card set. */
export type TemplateFormValue = { name: string; content: string } | { name: string; card: TemplateData };

interface TemplateFormProps {
  orgId: string;
  /** Saves the template; a thrown error's text is shown and the form stays. */
  onSave: (input: TemplateFormValue) => Promise<void>;
  onCancel: () => void;
}

type TemplateKind = 'text' | 'card';

/** A new template: a name and the text, which may hold the customer-name token, or a card set. */
export function TemplateForm({ orgId, onSave, onCancel }: TemplateFormProps) {
  const { t, i18n } = useLingui();
  const contentId = useId();
  const countId = useId();
  const kindGroup = useId();
  const editor = useRef<HTMLTextAreaElement>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<TemplateKind>('text');
  const [content, setContent] = useState('');
  const [cardDraft, setCardDraft] = useState(() => newCardDraft());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A template has no customer yet: the token counts as its own length here.
  const count = editorCount(content, CUSTOMER_NAME_TOKEN, TEMPLATE_CONTENT_MAX);
  const card = templateDataOf(draftSet(cardDraft));
  // No platform yet either: the limits every platform takes (40-character titles), as the server checks.
  const cardProblem = templateProblem(card);
  const ready = kind === 'text' ? content.trim() !== '' && !count.over : !cardProblem;
  const canSave = name.trim() !== '' && ready && !busy;
  const titleMax = CARD_LIMITS.title;
  const subtitleMax = CARD_LIMITS.subtitle;
  const buttonMax = cardDraft.kind === 'confirm' ? CARD_LIMITS.confirmText : CARD_LIMITS.buttonTitle;

  function insert(text: string) {
    const box = editor.current;
    const next = insertText(content, box?.selectionStart ?? content.length, box?.selectionEnd ?? content.length, text);
    setContent(next.text);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    event.preventDefault();
    insert(pastedText(event.clipboardData.getData('text')));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(kind === 'text' ? { name: name.trim(), content: content.trim() } : { name: name.trim(), card });
    } catch {
      setError(t`The template could not be saved. Check your connection and try again.`);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`New template`} className="space-y-3">
      <TextField label={t`Template name`} value={name} maxLength={TEMPLATE_NAME_MAX} onChange={(event) => setName(event.target.value)} required />
      <fieldset className="flex items-center gap-4 text-sm">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t`Kind of template`}</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name={kindGroup} value="text" checked={kind === 'text'} onChange={() => setKind('text')} />
          {t`Text`}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name={kindGroup} value="card" checked={kind === 'card'} onChange={() => setKind('card')} />
          {t`Card`}
        </label>
      </fieldset>
      {kind === 'card' ? (
        <div className="flex flex-col gap-3 text-sm">
          <CardKindField draft={cardDraft} onDraft={setCardDraft} />
          <p className="text-xs text-slate-600">
            {t`Checked with the card rules every platform takes: titles up to ${titleMax} characters, subtitles up to ${subtitleMax}, button titles up to ${buttonMax}.`}
          </p>
          <CardBuilder orgId={orgId} value={draftSet(cardDraft)}
            problem={draftStarted(cardDraft) && cardProblem ? problemText(i18n, cardProblem) : undefined}
            onChange={(next) => setCardDraft(withDraftSet(cardDraft, next))} />
        </div>
      ) : (
        <div>
          <div className="mb-1 flex items-center justify-between">
            <label htmlFor={contentId} className="text-sm font-medium text-slate-700">{t`Template text`}</label>
            <EditorCount id={countId} {...count} />
          </div>
          <textarea
            id={contentId}
            ref={editor}
            rows={4}
            value={content}
            aria-describedby={countId}
            aria-invalid={count.over}
            onChange={(event) => setContent(event.target.value)}
            onPaste={onPaste}
            className={`block w-full resize-y rounded-md border px-3 py-2 text-sm focus:ring-2 focus:outline-none ${editorBorder(count.over)}`}
          />
          <button type="button" className={`${secondaryButton} mt-2`} onClick={() => insert(CUSTOMER_NAME_TOKEN)}>
            {t`Insert customer name`}
          </button>
        </div>
      )}
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>{t`Cancel`}</button>
        <button type="submit" className={primaryButton} disabled={!canSave}>{t`Save template`}</button>
      </div>
    </form>
  );
}
