import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_TAGS_SHOWN, tagCountBadge } from '../../common/notes-tags';

/** A row's tags: at most 12 (02 §9 "Tags per customer slice"), then "+N" for the rest (99+ above 99). */
export function RowTags({ tags }: { tags: readonly string[] }) {
  const { t } = useLingui();
  if (tags.length === 0) return null;
  const shown = tags.slice(0, CUSTOMER_TAGS_SHOWN);
  const hidden = tags.length - shown.length;
  const rest = tagCountBadge(hidden);
  return (
    <ul className="flex max-h-10 flex-wrap gap-1 overflow-hidden" aria-label={t`Tags`}>
      {shown.map((tag) => (
        <li key={tag} className="max-w-24 truncate rounded-full bg-indigo-50 px-1.5 text-[11px] text-indigo-900">{tag}</li>
      ))}
      {hidden > 0 && (
        <li className="rounded-full bg-slate-200 px-1.5 text-[11px] text-slate-700">
          <span aria-hidden="true">+{rest}</span>
          <span className="sr-only">{t`and ${rest} more tags`}</span>
        </li>
      )}
    </ul>
  );
}
