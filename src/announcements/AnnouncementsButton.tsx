import { lazy, Suspense, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { badgeText } from '../tasks/badge';
import { BadgeButton } from '../ui/BadgeButton';
import { unseenAnnouncementCount } from '../../local/announcement-store';
import { fetchAnnouncements } from './announcements-api';

// The panel carries the HTML sanitizer (DOMPurify): loaded on first open, not with every page.
const AnnouncementPanel = lazy(() => import('./AnnouncementPanel').then((module) => ({ default: module.AnnouncementPanel })));

interface AnnouncementsButtonProps {
  userId: string;
  orgId: string;
  isAdmin: boolean;
  /** The shell places the entry (01 §2: the sidebar's bottom area) and styles it. */
  className: string;
  /** Show "Announcements" beside the megaphone (the open sidebar). */
  showLabel: boolean;
}

/** The megaphone: its badge counts announcements the user has not seen. */
export function AnnouncementsButton({ userId, orgId, isAdmin, className, showLabel }: AnnouncementsButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Stays true after the first open, so the panel keeps its closing transition.
  const [opened, setOpened] = useState(false);
  const unseen = useLiveQuery(() => unseenAnnouncementCount(orgId, userId), [orgId, userId]) ?? 0;

  // The first page when the organization opens, so the badge is right before the panel is.
  useEffect(() => {
    fetchAnnouncements(orgId, 0).catch(() => {});
  }, [orgId]);

  const badge = badgeText(unseen);
  return (
    <>
      <BadgeButton
        label={badge ? t`Announcements, ${badge} new` : t`Announcements`}
        text={showLabel ? t`Announcements` : undefined}
        badge={badge}
        badgeTestId="announcement-badge"
        className={className}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
            <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z" />
            <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
          </svg>
        }
        onClick={() => { setOpened(true); setOpen(true); }}
      />
      {opened && (
        <Suspense fallback={null}>
          <AnnouncementPanel userId={userId} orgId={orgId} isAdmin={isAdmin} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
