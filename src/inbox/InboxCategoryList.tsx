import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { INBOX_BULK_MAX, INBOX_PAGE_SIZE } from '../../common/inbox-rules';
import type { InboxCategory } from '../../common/protocol';
import { inboxCategoryPage, orgLoaded, pendingAssignments } from '../data/queries';
import { secondaryButton } from '../ui/buttons';
import { AssignMenu } from './AssignMenu';
import { BulkActionBar } from './BulkActionBar';
import { customerName } from './customer-name';
import { InboxRow } from './InboxRow';
import { PendingAssignment } from './PendingAssignment';

/**
 * One category's conversations, paged locally 20 at a time: "Load more" shows only when the last
 * page was full (02 §4). Rows can be selected (at most 50) for the bulk action bar.
 */
export function InboxCategoryList({ orgId, userId, category }: { orgId: string; userId: string; category: InboxCategory }) {
  const { t } = useLingui();
  const [limit, setLimit] = useState(INBOX_PAGE_SIZE);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const customers = useLiveQuery(() => inboxCategoryPage(orgId, category, userId, limit), [orgId, category, userId, limit]);
  const pending = useLiveQuery(() => pendingAssignments(orgId), [orgId]);
  const loaded = useLiveQuery(() => orgLoaded(orgId), [orgId]);
  // Rows that left the category (moved here or in another tab) drop out of the selection.
  const selected = customers?.filter((customer) => selectedIds.has(customer.objectId)) ?? [];
  const full = selected.length >= INBOX_BULK_MAX;

  function toggle(id: string, on: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  if (customers?.length === 0) {
    const emptyText = loaded ? t`No conversations here.` : t`Loading conversations…`;
    return <p className="px-4 py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  }
  return (
    <>
      {selected.length > 0 && <BulkActionBar selected={selected} onDone={() => setSelectedIds(new Set())} />}
      <div className="flex-1 overflow-y-auto">
        <ul>
          {customers?.map((customer) => {
            const name = customerName(customer);
            const checked = selectedIds.has(customer.objectId);
            const action = pending?.get(customer.objectId);
            return (
              <li key={customer.objectId} className="border-b border-slate-100">
                <div className="flex items-center">
                  <input
                    type="checkbox"
                    className="ml-3 size-4 shrink-0 accent-indigo-600"
                    aria-label={t`Select ${name}`}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(customer.objectId, event.target.checked)}
                  />
                  <div className="min-w-0 flex-1">
                    <InboxRow customer={customer} />
                  </div>
                  <div className="pr-2">
                    <AssignMenu customer={customer} userId={userId} label={t`Actions for ${name}`} />
                  </div>
                </div>
                {action && <PendingAssignment action={action} />}
              </li>
            );
          })}
        </ul>
        {customers?.length === limit && (
          <div className="p-3 text-center">
            <button type="button" className={secondaryButton} onClick={() => setLimit((current) => current + INBOX_PAGE_SIZE)}>
              {t`Load more`}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
