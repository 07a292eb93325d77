import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { NOTIFICATION_PAGE_SIZE } from '../../common/notifications';
import { formatMessageTime } from '../i18n/format';
import { showToast } from '../ui/toast-store';
import { shouldLoadMore } from './list-scroll';
import { notificationText } from './notification-text';
import { notificationsPage } from './notification-store';
import { fetchNotifications } from './notifications-api';

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
    <Dialog open={open} onClose={onClose} transition className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/20 transition duration-200 data-closed:opacity-0" aria-hidden="true" />
      <DialogPanel transition className="fixed inset-y-0 right-0 flex w-[368px] flex-col border-l border-slate-200 bg-white shadow-xl transition duration-200 ease-out data-closed:translate-x-full">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <DialogTitle className="text-base font-semibold text-slate-900">{t`Notifications`}</DialogTitle>
          <button type="button" aria-label={t`Close notifications`} onClick={onClose}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="size-5">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
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
                      {item.body.link?.href && item.eventType === 'event/join'
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
      </DialogPanel>
    </Dialog>
  );
}
