// The announcement calls (01 §7); answers land in IndexedDB, where the panel reads them.
import { ANNOUNCEMENT_PAGE_SIZE } from '../../common/notifications';
import type { Announcement, AnnouncementListResult, AnnouncementNailed } from '../../common/contracts/notifications';
import { serviceCall } from '../notifications/service-api';
import { forgetAnnouncement, replaceFirstPage, storeAnnouncements } from '../../local/announcement-store';

/** One page (20, pinned first) stored; answers how many came. A short first page is the whole list. */
export async function fetchAnnouncements(orgId: string, skip: number): Promise<number> {
  const { announcements } = await serviceCall<AnnouncementListResult>('GET', '/announcements/list', orgId, {
    query: { orgId, limit: ANNOUNCEMENT_PAGE_SIZE, skip },
  });
  if (skip === 0) await replaceFirstPage(orgId, announcements, announcements.length < ANNOUNCEMENT_PAGE_SIZE);
  else await storeAnnouncements(announcements);
  return announcements.length;
}

export interface AnnouncementDraft { name: string; content: string; nailed: AnnouncementNailed }

export async function createAnnouncement(orgId: string, draft: AnnouncementDraft): Promise<void> {
  await storeAnnouncements([await serviceCall<Announcement>('POST', '/announcements/create', orgId, { json: { orgId, ...draft } })]);
}

export async function updateAnnouncement(orgId: string, id: string, draft: Partial<AnnouncementDraft>): Promise<void> {
  await storeAnnouncements([await serviceCall<Announcement>('PUT', '/announcements/update', orgId, { json: { orgId, id, ...draft } })]);
}

export async function removeAnnouncement(orgId: string, id: string): Promise<void> {
  await serviceCall('DELETE', '/announcements/remove', orgId, { query: { orgId, id } });
  await forgetAnnouncement(id);
}

/** Tells the server only: the panel stores it as seen when it closes (storeSeen). */
export async function markAnnouncementSeen(orgId: string, id: string): Promise<void> {
  await serviceCall<Announcement>('PUT', '/announcements/mark_seen', orgId, { json: { orgId, id } });
}
