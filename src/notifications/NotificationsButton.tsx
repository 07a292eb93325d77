import { lazy, Suspense, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import type { StoredUser } from '../auth/session-store';
import { useSyncStart } from '../inbox/use-sync-start';
import { badgeText } from '../tasks/badge';
import { BadgeButton } from '../ui/BadgeButton';
import { notificationBadge } from '../../local/notification-store';
import { fetchNotificationBadge, resetNotificationBadge } from './notifications-api';
import { NOTIFICATIONS_PANEL, PANEL_PARAM } from '../pwa/web-manifest';

// Not on a page's first screen: loaded when the center first opens.
const NotificationPanel = lazy(() => import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel })));

interface NotificationsButtonProps {
  user: StoredUser;
  orgId: string;
  /** The shell places the entry (01 §2: the sidebar's bottom area) and styles it. */
  className: string;
  /** Show "Notifications" beside the bell (the open sidebar). */
  showLabel: boolean;
}

/**
 * The bell: its badge counts system messages since the center was last opened (the server's
 * count at start, raised by the socket's notify events) and clears when the center opens (01 §4).
 */
export function NotificationsButton({ user, orgId, className, showLabel }: NotificationsButtonProps) {
  const { t } = useLingui();
  const userId = user.objectId;
  // The bell (and the other shell badges) hear the socket on every organization page, not only
  // in the message center: the sync worker's start is idempotent.
  useSyncStart(user, orgId);
  const [open, setOpen] = useState(false);
  // Stays true after the first open, so the panel keeps its closing transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
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

  // `?panel=notifications` (the web app's Notifications shortcut) opens the center on arrival, once.
  const [searchParams, setSearchParams] = useSearchParams();
  const askedFor = searchParams.get(PANEL_PARAM) === NOTIFICATIONS_PANEL;
  const [wasAskedFor, setWasAskedFor] = useState(false);
  if (askedFor !== wasAskedFor) {
    setWasAskedFor(askedFor);
    if (askedFor) setOpen(true);
  }
  useEffect(() => {
    if (!askedFor) return;
    resetNotificationBadge(userId, orgId).catch(() => {});
    setSearchParams((params) => {
      params.delete(PANEL_PARAM);
      return params;
    }, { replace: true });
  }, [askedFor, userId, orgId, setSearchParams]);
  return (
    <>
      <BadgeButton
        label={badge ? t`Notifications, ${badge} new` : t`Notifications`}
        text={showLabel ? t`Notifications` : undefined}
        badge={badge}
        badgeTestId="notification-badge"
        className={className}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
        }
        onClick={openCenter}
      />
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel userId={userId} orgId={orgId} open={open} onClose={() => {
            // Whatever arrived while the center was open has been seen.
            if (count > 0) resetNotificationBadge(userId, orgId).catch(() => {});
            setOpen(false);
          }} />
        </Suspense>
      )}
    </>
  );
}
