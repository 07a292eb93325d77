import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../common/notifications';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import type { AnnouncementRecord } from '../../local/records';
import { formatMessageTime } from '../i18n/format';
import { shouldLoadMore } from '../notifications/list-scroll';
import { secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { AnnouncementDialog } from './AnnouncementDialog';
import { announcementsPage, storeSeen } from '../../local/announcement-store';
import { fetchAnnouncements, markAnnouncementSeen, removeAnnouncement } from './announcements-api';
import { announcementHtmlClass, SafeHtml } from './SafeHtml';
import { SidePanel } from '../ui/SidePanel';

interface AnnouncementPanelProps {
  userId: string;
  orgId: string;
  isAdmin: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * The announcements side panel: pinned first, then newest, from IndexedDB (offline too; new ones
 * arrive through the socket). What the user had not seen is marked "New" and marked seen on open.
 */
export function AnnouncementPanel({ userId, orgId, isAdmin, open, onClose }: AnnouncementPanelProps) {
  const { t, i18n } = useLingui();
  const [limit, setLimit] = useState(ANNOUNCEMENT_PAGE_SIZE);
  const [lastPage, setLastPage] = useState(0);
  const [editing, setEditing] = useState<AnnouncementRecord | 'new' | undefined>();
  // Marked seen on the server during this opening; stored as seen here when the panel closes, so
  // they keep their "New" mark while it stays open.
  const marked = useRef(new Set<string>());
  const items = useLiveQuery(() => (open ? announcementsPage(orgId, limit) : []), [open, orgId, limit]);

  useEffect(() => {
    if (open) fetchAnnouncements(orgId, 0).then(setLastPage, () => {});
  }, [open, orgId]);

  // Mark seen what is shown and not seen yet (also ones arriving live while open).
  useEffect(() => {
    if (!open || !items) return;
    for (const item of items) {
      if (item.seenUsers.includes(userId) || marked.current.has(item.objectId)) continue;
      marked.current.add(item.objectId);
      markAnnouncementSeen(orgId, item.objectId).catch(() => marked.current.delete(item.objectId));
    }
  }, [open, items, orgId, userId]);

  const close = () => {
    if (editing !== undefined) return;
    void storeSeen([...marked.current], userId);
    marked.current.clear();
    onClose();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!shouldLoadMore(lastPage, ANNOUNCEMENT_PAGE_SIZE, event.currentTarget)) return;
    setLastPage(0);
    setLimit(limit + ANNOUNCEMENT_PAGE_SIZE);
    fetchAnnouncements(orgId, limit).then(setLastPage, () => {});
  };

  const remove = async (item: AnnouncementRecord) => {
    try {
      await removeAnnouncement(orgId, item.objectId);
    } catch (cause) {
      showToast('error', errorText(await toApiError(cause)));
    }
  };

  return (
    <>
      <SidePanel open={open} onClose={close} title={t`Announcements`} closeLabel={t`Close announcements`}
        actions={isAdmin && <button type="button" className={`${secondaryButton} shrink-0 whitespace-nowrap`} onClick={() => setEditing('new')}>{t`New announcement`}</button>}>
        <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll}>
          {items?.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500">{t`No announcements yet.`}</p>
          ) : (
            <ul aria-label={t`Announcement list`} className="divide-y divide-slate-100">
              {items?.map((item) => (
                <li key={item.objectId} className="px-4 py-3" aria-label={item.name}>
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-sm font-semibold text-slate-900">{item.name}</h3>
                    {item.nailed === 'pinned' && <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-800">{t`Pinned`}</span>}
                    {!item.seenUsers.includes(userId) && <span className="rounded bg-indigo-100 px-1.5 text-xs font-medium text-indigo-800">{t`New`}</span>}
                  </div>
                  <SafeHtml html={item.content} className={`mt-1 ${announcementHtmlClass}`} />
                  <div className="mt-1 flex items-center gap-3 text-xs text-slate-500">
                    <span>{formatMessageTime(item.createdAt, i18n.locale)}</span>
                    {isAdmin && (
                      <>
                        <button type="button" className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" onClick={() => setEditing(item)}
                          aria-label={t`Edit ${item.name}`}>{t`Edit`}</button>
                        <button type="button" className="text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" onClick={() => void remove(item)}
                          aria-label={t`Delete ${item.name}`}>{t`Delete`}</button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </SidePanel>
      {editing !== undefined && (
        <AnnouncementDialog orgId={orgId} editing={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
