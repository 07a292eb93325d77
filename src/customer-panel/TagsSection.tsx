import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_TAGS_MAX, CUSTOMER_TAGS_SHOWN, addTagToInput, tagCountBadge } from '../../common/notes-tags';
import { pendingTagChanges } from '../../local/notes-queries';
import type { CustomerRecord, PendingActionRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';
import { PendingLabel } from './PendingLabel';
import { TagInput } from './TagInput';

/** The waiting change that names the tag, if any (the newest). */
function changeOf(changes: readonly PendingActionRecord[], kind: 'tag.add' | 'tag.remove', tag: string): PendingActionRecord | undefined {
  return [...changes].reverse().find((action) => action.kind === kind && 'tags' in action.payload && action.payload.tags.includes(tag));
}

/** The customer's tags (at most 12 shown, 02 §3), remove buttons, and the tag input. */
export function TagsSection({ orgId, customer }: { orgId: string; customer: CustomerRecord }) {
  const { t } = useLingui();
  const changes = useLiveQuery(() => pendingTagChanges(customer.conversationId), [customer.conversationId]) ?? [];
  const shown = customer.tags.slice(0, CUSTOMER_TAGS_SHOWN);
  const hidden = customer.tags.length - shown.length;
  const count = tagCountBadge(customer.tags.length);
  const removals = changes.filter((action) => action.kind === 'tag.remove');
  const input = { orgId, customerId: customer.objectId, conversationId: customer.conversationId };

  async function change(kind: 'tag.add' | 'tag.remove', tags: string[]) {
    try {
      await getSync().act({ kind, ...input, tags });
    } catch {
      showToast('error', t`The tag could not be saved on this device. Try again.`);
    }
  }

  function add(text: string) {
    const next = addTagToInput(customer.tags, text, CUSTOMER_TAGS_MAX);
    const added = next.slice(customer.tags.length);
    if (added.length > 0) void change('tag.add', added);
  }

  return (
    <section aria-labelledby="customer-tags-heading" className="border-t border-slate-200 px-4 py-3">
      <h2 id="customer-tags-heading" className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t`Tags`}
        <span className="rounded-full bg-slate-200 px-1.5 text-[11px] text-slate-700" aria-label={t`${count} tags`}>
          {count}
        </span>
      </h2>
      <ul className="mt-2 flex flex-wrap gap-1" aria-label={t`Customer tags`}>
        {shown.map((tag) => {
          const waiting = changeOf(changes, 'tag.add', tag);
          return (
            <li key={tag} className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2 pr-1 text-xs text-indigo-900">
              <span>{tag}</span>
              {waiting && <PendingLabel action={waiting} />}
              <button
                type="button"
                aria-label={t`Remove tag ${tag}`}
                onClick={() => void change('tag.remove', [tag])}
                className="rounded-full px-1 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && <p className="mt-1 text-xs text-slate-500">{t`and ${hidden} more`}</p>}
      {removals.map((action) => {
        const names = 'tags' in action.payload ? action.payload.tags.join(', ') : '';
        return (
          <p key={action.id} className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-500">
            {t`Removing ${names}`} <PendingLabel action={action} />
          </p>
        );
      })}
      <TagInput orgId={orgId} canAdd={customer.tags.length < CUSTOMER_TAGS_MAX} onConfirm={add} />
    </section>
  );
}
