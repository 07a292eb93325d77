import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '../../common/constants';
import { inboxPage, orgLoaded } from '../data/queries';
import { secondaryButton } from '../ui/buttons';
import { InboxRow } from './InboxRow';

/** The conversations of an organization, newest first, read from IndexedDB and paged locally. */
export function InboxList({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const customers = useLiveQuery(() => inboxPage(orgId, limit), [orgId, limit]);
  const loaded = useLiveQuery(() => orgLoaded(orgId), [orgId]);

  let emptyText: string | null = null;
  if (customers?.length === 0) {
    emptyText = loaded ? t`No conversations yet. Messages from your customers will appear here.` : t`Loading conversations…`;
  }

  return (
    <nav aria-label={t`Conversations`} className="flex h-full w-80 shrink-0 flex-col border-r border-slate-200 bg-white">
      <h2 className="border-b border-slate-200 px-3 py-3 text-sm font-semibold text-slate-900">{t`Inbox`}</h2>
      {emptyText ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500">{emptyText}</p>
      ) : (
        <div className="flex-1 overflow-y-auto">
          <ul>
            {customers?.map((customer) => (
              <li key={customer.objectId}>
                <InboxRow customer={customer} />
              </li>
            ))}
          </ul>
          {customers?.length === limit && (
            <div className="p-3 text-center">
              <button type="button" className={secondaryButton} onClick={() => setLimit((current) => current + PAGE_SIZE)}>
                {t`Show more conversations`}
              </button>
            </div>
          )}
        </div>
      )}
    </nav>
  );
}
