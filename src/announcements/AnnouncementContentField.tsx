// An announcement's content: HTML in a textarea, a toolbar that writes the markup for the selection
// (bold, italic, link, lists; Ctrl/⌘+B and Ctrl/⌘+I too), and a live preview cleaned and styled as the
// announcement panel shows it. No contentEditable: the textarea stays the one field, for keyboards and
// screen readers alike.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ANNOUNCEMENT_CONTENT_MAX } from '../../common/notifications';
import { secondaryButton } from '../ui/buttons';
import { linkAddress, linkTo, listOf, wrapIn, type Edit } from './html-markup';
import { announcementHtmlClass, SafeHtml } from './SafeHtml';

/** The dialog's text controls. */
export const fieldClass = 'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-xs focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none';
const toolButton = `${secondaryButton} px-2 py-1`;

export function AnnouncementContentField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const areaId = useId();
  const hintId = useId();
  const previewId = useId();
  const addressId = useId();
  const addressProblemId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  // The selection to show once the edited text is rendered (checked after every render).
  const selectAfter = useRef<[number, number] | null>(null);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [badAddress, setBadAddress] = useState(false);

  useLayoutEffect(() => {
    const selection = selectAfter.current;
    if (!selection || !area.current) return;
    selectAfter.current = null;
    area.current.focus();
    area.current.setSelectionRange(...selection);
  });

  function apply(edit: (text: string, start: number, end: number) => Edit) {
    const element = area.current!;
    const next = edit(value, element.selectionStart, element.selectionEnd);
    selectAfter.current = [next.start, next.end];
    onChange(next.value);
  }

  function closeLink() {
    setLinking(false);
    setAddress('');
    setBadAddress(false);
  }

  function addLink() {
    const href = linkAddress(address);
    if (!href) return setBadAddress(true);
    closeLink();
    apply((text, start, end) => linkTo(text, start, end, href));
  }

  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'b' && key !== 'i') return;
    event.preventDefault();
    apply((text, start, end) => wrapIn(text, start, end, key === 'b' ? 'strong' : 'em'));
  }

  function addressKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the link (not the announcement); Escape closes this row, not the dialog (which leaves a
    // prevented Escape alone).
    if (event.key === 'Enter') {
      event.preventDefault();
      addLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
      area.current?.focus();
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={areaId} className="block text-sm font-medium text-slate-700">{t`Content`}</label>
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t`Formatting`}</legend>
        <button type="button" className={`${toolButton} font-bold`} aria-keyshortcuts="Control+B Meta+B" title={t`Bold (Ctrl+B)`}
          onClick={() => apply((text, start, end) => wrapIn(text, start, end, 'strong'))}>{t`Bold`}</button>
        <button type="button" className={`${toolButton} italic`} aria-keyshortcuts="Control+I Meta+I" title={t`Italic (Ctrl+I)`}
          onClick={() => apply((text, start, end) => wrapIn(text, start, end, 'em'))}>{t`Italic`}</button>
        <button type="button" className={toolButton} aria-expanded={linking} onClick={() => (linking ? closeLink() : setLinking(true))}>{t`Link`}</button>
        <button type="button" className={toolButton} onClick={() => apply((text, start, end) => listOf(text, start, end, 'ul'))}>{t`Bulleted list`}</button>
        <button type="button" className={toolButton} onClick={() => apply((text, start, end) => listOf(text, start, end, 'ol'))}>{t`Numbered list`}</button>
      </fieldset>
      {linking && (
        <div className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={addressId} className="mb-1 block text-xs font-medium text-slate-700">{t`Link address`}</label>
            {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- opened by the Link button to type the address at once */}
            <input id={addressId} type="url" autoFocus value={address} placeholder="https://" onKeyDown={addressKey}
              onChange={(event) => { setAddress(event.target.value); setBadAddress(false); }}
              aria-invalid={badAddress || undefined} aria-describedby={badAddress ? addressProblemId : undefined} className={fieldClass} />
          </div>
          <button type="button" className={toolButton} onClick={addLink}>{t`Add link`}</button>
          <button type="button" className={toolButton} onClick={() => { closeLink(); area.current?.focus(); }}>{t`Cancel`}</button>
          {badAddress && <p id={addressProblemId} className="w-full text-xs text-red-700">{t`Type a web address (https://…) or an e-mail link (mailto:…).`}</p>}
        </div>
      )}
      <textarea ref={area} id={areaId} rows={8} value={value} maxLength={ANNOUNCEMENT_CONTENT_MAX} onKeyDown={shortcut}
        onChange={(event) => onChange(event.target.value)} aria-describedby={hintId} className={`${fieldClass} font-mono`} />
      <p id={hintId} className="text-xs text-slate-500">
        {t`Select text and use the buttons above, or write HTML. Scripts, styles and event handlers are removed.`}
      </p>
      <section aria-labelledby={previewId}>
        <h3 id={previewId} className="text-sm font-medium text-slate-700">{t`Preview`}</h3>
        <div className="mt-1 min-h-16 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          {value.trim()
            ? <SafeHtml html={value} className={announcementHtmlClass} />
            : <p className="text-sm text-slate-500">{t`What you write shows here as members will see it.`}</p>}
        </div>
      </section>
    </div>
  );
}
