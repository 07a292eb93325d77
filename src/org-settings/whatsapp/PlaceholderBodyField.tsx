import { useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WHATSAPP_TEMPLATE_LIMITS } from '../../../common/whatsapp-templates';
import { secondaryButton } from '../../ui/buttons';
import { canAddPlaceholder, insertPlaceholder, placeholderCount, renumberPlaceholders } from './placeholders';

/**
 * A template's body (02 §5 message editor): the add button puts the next {{n}} at the caret and hides
 * at 5; placeholders stay numbered in order whatever the admin edits.
 */
export function PlaceholderBodyField({ value, onChange, error, inputRef }: {
  value: string;
  onChange: (body: string) => void;
  error: string | null;
  inputRef: (element: HTMLTextAreaElement | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const next = `{{${placeholderCount(value) + 1}}}`;

  function add() {
    const element = box.current;
    const inserted = insertPlaceholder(value, element?.selectionStart ?? value.length, element?.selectionEnd ?? value.length);
    onChange(inserted.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(inserted.caret, inserted.caret);
    });
  }

  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">{t`Body`}</label>
        {canAddPlaceholder(value) && (
          <button type="button" className={secondaryButton} onClick={add}>{t`Add placeholder ${next}`}</button>
        )}
      </div>
      <textarea
        id={id}
        ref={(element) => { box.current = element; inputRef(element); }}
        rows={4}
        maxLength={WHATSAPP_TEMPLATE_LIMITS.body}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(event) => onChange(renumberPlaceholders(event.target.value))}
        className={`block w-full rounded-md border px-3 py-2 text-sm focus:ring-2 focus:outline-none ${error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-200'}`}
      />
      {error
        ? <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">{error}</p>
        : <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">{t`Placeholders are filled in when an agent sends the template: a customer's name, an order number…`}</p>}
    </div>
  );
}
