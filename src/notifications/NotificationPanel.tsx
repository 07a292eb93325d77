import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { NOTIFICATION_PAGE_SIZE } from '../../common/notifications';
import { formatMessageTime } from '../i18n/format';
import { showToast } from '../ui/toast-store';
import { shouldLoadMore } from './list-scroll';
import { notificationText } from './notification-text';
import { notificationsPage } from '../../local/notification-store';
import { fetchNotifications } from './notifications-api';
import { SidePanel } from '../ui/SidePanel';

/**
 * The notification center: the user's system messages from IndexedDB (the last known state, offline
 * too), refreshed at each opening and 20 more each time the list nears its end.
 */
export function NotificationPanel({ userId, orgId, open, onClose }: { userId: string; orgId: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [limit, setLimit] = useState(NOTIFICATION_PAGE_SIZE);
  const [lastPage, setLastPage] = useState(0);
  const loading = useRef(false);
  const items = useLiveQuery(() => (open ? notificationsPage(userId, orgId, limit) : []), [open, userId, orgId, limit]);

  const load = useCallback((skip: number) => {
    loading.current = true;
    fetchNotifications(userId, orgId, skip)
      .then(setLastPage, (error: { offline?: boolean }) => {
        // Offline the panel shows what IndexedDB has; any other failure says so (01 §8).
        if (!error.offline) showToast('error', t`The notifications could not be loaded.`);
      })
      .finally(() => { loading.current = false; });
  }, [userId, orgId, t]);
  useEffect(() => {
    if (open) load(0);
  }, [open, load]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (loading.current || !shouldLoadMore(lastPage, NOTIFICATION_PAGE_SIZE, event.currentTarget)) return;
    setLastPage(0);
    setLimit(limit + NOTIFICATION_PAGE_SIZE);
    load(limit);
  };

  return (
    <SidePanel open={open} onClose={onClose} title={t`Notifications`} closeLabel={t`Close notifications`}>
      <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll} data-testid="notification-list-scroller">
        {items?.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-500">{t`No notifications yet.`}</p>
        ) : (
          <ul aria-label={t`Notification list`} className="divide-y divide-slate-100">
            {items?.map((item) => {
              const text = notificationText(item.eventType, item.body);
              return (
                <li key={item.objectId} className="px-4 py-3">
                  <p className="text-sm text-slate-900">
                    {item.body.link?.href && (item.eventType === 'event/join' || item.body.context?.eventType === 'lowStock' || item.body.context?.eventType === 'paidAfterCancel')
                      ? <a className="hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" href={item.body.link.href}>{text.title}</a>
                      : text.title}
                  </p>
                  {text.detail && <p className="mt-1 text-xs break-words text-slate-600">{text.detail}</p>}
                  <p className="mt-1 text-xs text-slate-500">{formatMessageTime(item.createdAt, i18n.locale)}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </SidePanel>
  );
}
