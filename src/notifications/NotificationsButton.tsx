import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import type { StoredUser } from '../auth/session-store';
import { useSyncStart } from '../inbox/use-sync-start';
import { badgeText } from '../tasks/badge';
import { NotificationPanel } from './NotificationPanel';
import { notificationBadge } from './notification-store';
import { fetchNotificationBadge, resetNotificationBadge } from './notifications-api';

/**
 * The top-bar bell: its badge counts system messages since the center was last opened (the server's
 * count at start, raised by the socket's notify events) and clears when the center opens (01 §4).
 */
export function NotificationsButton({ user, orgId }: { user: StoredUser; orgId: string }) {
  const { t } = useLingui();
  const userId = user.objectId;
  // The bell (and the other top-bar badges) hear the socket on every organization page, not only
  // in the message center: the sync worker's start is idempotent.
  useSyncStart(user, orgId);
  const [open, setOpen] = useState(false);
  const count = useLiveQuery(() => notificationBadge(userId, orgId), [userId, orgId]) ?? 0;

  // The server's count when the organization opens; offline the last known one stays.
  useEffect(() => {
    fetchNotificationBadge(userId, orgId).catch(() => {});
  }, [userId, orgId]);

  const badge = badgeText(open ? 0 : count);
  const openCenter = () => {
    setOpen(true);
    resetNotificationBadge(userId, orgId).catch(() => {});
  };
  return (
    <>
      <button
        type="button"
        aria-label={badge ? t`Notifications, ${badge} new` : t`Notifications`}
        aria-haspopup="dialog"
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        onClick={openCenter}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {badge && (
          <span aria-hidden="true" data-testid="notification-badge" className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
            {badge}
          </span>
        )}
      </button>
      <NotificationPanel userId={userId} orgId={orgId} open={open} onClose={() => {
        // Whatever arrived while the center was open has been seen.
        if (count > 0) resetNotificationBadge(userId, orgId).catch(() => {});
        setOpen(false);
      }} />
    </>
  );
}
