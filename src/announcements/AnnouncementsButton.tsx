import { lazy, Suspense, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { badgeText } from '../tasks/badge';
import { unseenAnnouncementCount } from './announcement-store';
import { fetchAnnouncements } from './announcements-api';

// The panel carries the HTML sanitizer (DOMPurify): loaded on first open, not with every page.
const AnnouncementPanel = lazy(() => import('./AnnouncementPanel').then((module) => ({ default: module.AnnouncementPanel })));

/** The top-bar megaphone: its badge counts announcements the user has not seen. */
export function AnnouncementsButton({ userId, orgId, isAdmin }: { userId: string; orgId: string; isAdmin: boolean }) {
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
      <button
        type="button"
        aria-label={badge ? t`Announcements, ${badge} new` : t`Announcements`}
        aria-haspopup="dialog"
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        onClick={() => { setOpened(true); setOpen(true); }}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
          <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z" />
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
        </svg>
        {badge && (
          <span aria-hidden="true" data-testid="announcement-badge" className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
            {badge}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AnnouncementPanel userId={userId} orgId={orgId} isAdmin={isAdmin} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
