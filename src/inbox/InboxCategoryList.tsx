import { useEffect, useRef, useState } from 'react';
import { useMatch } from 'react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BindScope } from '../../common/customer-profile';
import { INBOX_BULK_MAX, INBOX_PAGE_SIZE } from '../../common/inbox-rules';
import type { InboxCategory } from '../../common/contracts/base';
import { inboxCategoryPage, orgLoaded, pendingAssignments } from '../../local/queries';
import { AssignMenu } from './AssignMenu';
import { BulkActionBar } from './BulkActionBar';
import { customerName } from './customer-name';
import { EmptyCategory } from './EmptyCategory';
import { InboxRow } from './InboxRow';
import { useFirstRowsShown } from './first-screen';
import { PendingAssignment } from './PendingAssignment';
import { useRowKeyboard } from './use-row-keyboard';

/** A row's height before it is measured (rows with a notice under them are taller). */
const ESTIMATED_ROW_PX = 64;
/** Rows rendered beyond the visible ones, so scrolling and Tab find them ready. */
const OVERSCAN = 8;
/** The next page is read when the last rendered row is this close to the end of the loaded ones. */
const LOAD_AHEAD = 5;

const CONVERSATION_PATH = '/message-center/:orgId/conversation/:conversationId/customer/:customerId';

/**
 * One category's conversations, virtualized: only the rows in view are rendered, so 50,000 synced
 * customers scroll smoothly. Rows are read from IndexedDB 20 more at a time as the list nears its end,
 * and only while the last page was full (02 §4). Arrow keys, Home and End move between rows; the
 * open conversation is scrolled into view. Rows can be selected (at most 50) for the bulk action bar.
 */
export function InboxCategoryList({ orgId, userId, category, scope }: {
  orgId: string; userId: string; category: InboxCategory; scope: BindScope;
}) {
  const { t } = useLingui();
  const [limit, setLimit] = useState(INBOX_PAGE_SIZE);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const customers = useLiveQuery(() => inboxCategoryPage(orgId, category, userId, limit, scope), [orgId, category, userId, limit, scope]);
  const pending = useLiveQuery(() => pendingAssignments(orgId), [orgId]);
  const loaded = useLiveQuery(() => orgLoaded(orgId), [orgId]);
  useFirstRowsShown(customers !== undefined);
  const openCustomerId = useMatch(CONVERSATION_PATH)?.params.customerId;
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const rows = customers ?? [];
  const hasMore = rows.length === limit;
  // oxlint-disable-next-line react/incompatible-library -- the console is built without React Compiler: nothing memoizes this
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.objectId ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  useRowKeyboard(listRef, virtualizer, rows.length);

  useEffect(() => {
    if (hasMore && lastRendered >= rows.length - LOAD_AHEAD) setLimit((current) => Math.max(current, rows.length + INBOX_PAGE_SIZE));
  }, [hasMore, lastRendered, rows.length]);

  // The open conversation comes into view when it is opened (or first read), not on every change after.
  const openIndex = openCustomerId ? rows.findIndex((row) => row.objectId === openCustomerId) : -1;
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (openIndex < 0 || scrolledTo.current === openCustomerId) return;
    scrolledTo.current = openCustomerId;
    virtualizer.scrollToIndex(openIndex, { align: 'auto' });
  }, [openCustomerId, openIndex, virtualizer]);

  // Rows that left the category (moved here or in another tab) drop out of the selection.
  const selected = rows.filter((customer) => selectedIds.has(customer.objectId));
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
    if (loaded) return <EmptyCategory orgId={orgId} category={category} />;
    return <p className="px-4 py-8 text-center text-sm text-slate-500">{t`Loading conversations…`}</p>;
  }
  return (
    <>
      {selected.length > 0 && <BulkActionBar selected={selected} onDone={() => setSelectedIds(new Set())} />}
      <div ref={scrollRef} className="flex-1 overflow-y-auto">
        <ul ref={listRef} aria-label={t`Conversation list`} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const customer = rows[item.index]!;
            const name = customerName(customer);
            const checked = selectedIds.has(customer.objectId);
            const action = pending?.get(customer.objectId);
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                // Only some rows exist in the page: tell assistive technology where this one is.
                aria-setsize={hasMore ? -1 : rows.length}
                aria-posinset={item.index + 1}
                className="absolute top-0 left-0 w-full border-b border-slate-100"
                style={{ transform: `translateY(${item.start}px)` }}
              >
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
      </div>
    </>
  );
}
