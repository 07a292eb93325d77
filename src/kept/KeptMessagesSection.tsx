import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { KEPT_PAGE_SIZE } from '../../common/kept-templates';
import { previewTextOf } from '../../common/message-content';
import { PendingLabel } from '../customer-panel/PendingLabel';
import type { KeptMessageRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';
import { conversationKept, pendingKeeps } from '../../local/kept-queries';

const linkButton = 'rounded px-1 text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The conversation's kept messages, newest kept first, 20 more at a time; readable offline. Keeps
 * and removals not yet on the server say "Waiting to sync".
 */
export function KeptMessagesSection({ orgId, conversationId, customerId }: { orgId: string; conversationId: string; customerId: string }) {
  const { t, i18n } = useLingui();
  const kept = useLiveQuery(() => conversationKept(conversationId), [conversationId]);
  const pending = useLiveQuery(() => pendingKeeps(conversationId), [conversationId]);
  const [hasMore, setHasMore] = useState(false);
  const [pagesLoaded, setPagesLoaded] = useState(1);
  const [loading, setLoading] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

  useEffect(() => {
    // Fresh from the server when online; offline the stored ones show (the call just fails).
    getSync().loadKept(orgId, conversationId, 0).then(setHasMore, () => undefined);
  }, [orgId, conversationId]);

  async function loadMore() {
    setLoading(true);
    try {
      setHasMore(await getSync().loadKept(orgId, conversationId, pagesLoaded * KEPT_PAGE_SIZE));
      setPagesLoaded(pagesLoaded + 1);
    } catch {
      showToast('error', t`Kept messages could not be loaded. Check your connection.`);
    } finally {
      setLoading(false);
    }
  }

  async function remove(record: KeptMessageRecord) {
    try {
      await getSync().act({ kind: 'unkeep', kept: record, customerId });
    } catch {
      showToast('error', t`The change could not be saved on this device. Try again.`);
    }
  }

  return (
    <section aria-labelledby="kept-messages-heading" className="border-t border-slate-200 px-4 py-3">
      <h2 id="kept-messages-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t`Kept messages`}</h2>
      {kept?.length === 0 && <p className="mt-2 text-sm text-slate-500">{t`No kept messages yet.`}</p>}
      <ul aria-label={t`Kept messages`} className="mt-2 space-y-2">
        {kept?.map((record) => {
          const text = previewTextOf(record) || record.contentType;
          const action = pending?.get(record.messageId);
          return (
            <li key={record.messageId} className="rounded-md bg-indigo-50 p-2 text-sm text-slate-800">
              <p className="line-clamp-3 whitespace-pre-wrap break-words">{text}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <span>{record.senderName ? `${record.senderName} · ` : ''}{dateFormat.format(new Date(record.messageCreatedAt))}</span>
                {action && <PendingLabel action={action} />}
                <button type="button" className={`${linkButton} ml-auto`} aria-label={t`Remove kept message: ${text}`} onClick={() => void remove(record)}>
                  {t`Remove`}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <button type="button" className={`${linkButton} mt-2`} onClick={() => void loadMore()} disabled={loading}>
          {loading ? t`Loading…` : t`Show more`}
        </button>
      )}
    </section>
  );
}
