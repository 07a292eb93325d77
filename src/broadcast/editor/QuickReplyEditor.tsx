// Quick reply buttons (LINE, Messenger, Instagram): shown under the last message; each a label and the
// text it sends. A broadcast's, and the message bot's under its replies (several on one page).
import { useId, type FocusEventHandler } from 'react';
import { useLingui } from '@lingui/react/macro';
import { QUICK_REPLY_ITEMS_MAX, QUICK_REPLY_LABEL_MAX, QUICK_REPLY_TEXT_MAX, type ContentProblem } from '../../../common/broadcast-content';
import { TextField } from '../../cards/fields';
import { secondaryButton } from '../../ui/buttons';
import { problemText } from '../../cards/problem-text';

type Item = { label: string; text: string };

export function QuickReplyEditor({ items, onChange, problem, onBlur }: {
  items: Item[] | null;
  onChange: (items: Item[] | null) => void;
  problem?: ContentProblem;
  /** Focus leaving one of its controls (the page marks the quick replies touched when it leaves them). */
  onBlur?: FocusEventHandler<HTMLElement>;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const text = problem && problemText(i18n, problem.message);
  const at = (index: number, field: 'label' | 'text') => (problem?.field === `quickReply/items/${index}/${field}` ? text : undefined);
  const set = (index: number, item: Item) => onChange((items ?? []).map((other, i) => (i === index ? item : other)));
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus leaving the area's own controls (its touched state), not a control itself
    <section aria-labelledby={headingId} onBlur={onBlur} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">{t`Quick replies`}</h2>
      <p className="text-xs text-slate-600">{t`Buttons under the last message on LINE, Messenger and Instagram; a tap sends its text. Other platforms do not show them.`}</p>
      {items?.map((item, index) => (
        <fieldset key={index} aria-label={t`Quick reply ${index + 1}`} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
          <TextField label={t`Quick reply ${index + 1}: label`} value={item.label} maxLength={QUICK_REPLY_LABEL_MAX} problem={at(index, 'label')}
            onChange={(label) => set(index, { ...item, label })} />
          <TextField label={t`Quick reply ${index + 1}: text sent`} value={item.text} maxLength={QUICK_REPLY_TEXT_MAX} problem={at(index, 'text')}
            onChange={(value) => set(index, { ...item, text: value })} />
          <button type="button" className={secondaryButton} aria-label={t`Remove quick reply ${index + 1}`}
            onClick={() => { const rest = items.filter((_, i) => i !== index); onChange(rest.length ? rest : null); }}>{t`Remove`}</button>
        </fieldset>
      ))}
      {(items?.length ?? 0) < QUICK_REPLY_ITEMS_MAX && (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => onChange([...(items ?? []), { label: '', text: '' }])}>{t`Add a quick reply`}</button>
      )}
      {text && problem?.field === 'quickReply/items' && <p className="text-xs text-red-700">{text}</p>}
    </section>
  );
}
