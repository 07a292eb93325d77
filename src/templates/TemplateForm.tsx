import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TEMPLATE_CONTENT_MAX, TEMPLATE_NAME_MAX } from '../../common/kept-templates';
import { CUSTOMER_NAME_TOKEN, editorCount, insertText, pastedText } from '../../common/message-editor';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { EditorCount, editorBorder } from './EditorCount';

interface TemplateFormProps {
  /** Saves the template; a thrown error's text is shown and the form stays. */
  onSave: (input: { name: string; content: string }) => Promise<void>;
  onCancel: () => void;
}

/** A new text template: a name and the text, which may hold the customer-name token. */
export function TemplateForm({ onSave, onCancel }: TemplateFormProps) {
  const { t } = useLingui();
  const contentId = useId();
  const countId = useId();
  const editor = useRef<HTMLTextAreaElement>(null);
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A template has no customer yet: the token counts as its own length here.
  const count = editorCount(content, CUSTOMER_NAME_TOKEN, TEMPLATE_CONTENT_MAX);
  const canSave = name.trim() !== '' && content.trim() !== '' && !count.over && !busy;

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
      await onSave({ name: name.trim(), content: content.trim() });
    } catch {
      setError(t`The template could not be saved. Check your connection and try again.`);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`New template`} className="space-y-3">
      <TextField label={t`Template name`} value={name} maxLength={TEMPLATE_NAME_MAX} onChange={(event) => setName(event.target.value)} required />
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
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>{t`Cancel`}</button>
        <button type="submit" className={primaryButton} disabled={!canSave}>{t`Save template`}</button>
      </div>
    </form>
  );
}
