// Announcements in IndexedDB: what the socket (sync worker) and the panel's fetches write, the panel
// reads. No DOM here: the sync worker imports it too.
import type { Announcement } from '../common/contracts/notifications';
import { db } from './db';
import type { AnnouncementRecord } from './records';

/** The index range of one organization: pinned 0..1, any ISO time. */
const orgRange = (orgId: string): [[string, number, string], [string, number, string]] => [[orgId, 0, ''], [orgId, 1, '\uffff']];

export function announcementRecordFrom(announcement: Announcement): AnnouncementRecord {
  return {
    objectId: announcement._id,
    orgId: announcement.orgId,
    name: announcement.name,
    content: announcement.content,
    nailed: announcement.nailed,
    pinned: announcement.nailed === 'pinned' ? 1 : 0,
    seenUsers: announcement.seenUsers,
    createdAt: announcement.createdAt,
    updatedAt: announcement.updatedAt,
  };
}

/** Stores announcements, except where the store already has a newer copy. */
export async function storeAnnouncements(announcements: readonly Announcement[]): Promise<void> {
  if (announcements.length === 0) return;
  await db.transaction('rw', db.announcements, async () => {
    const stored = await db.announcements.bulkGet(announcements.map((announcement) => announcement._id));
    const fresh = announcements.filter((announcement, index) => !stored[index] || stored[index]!.updatedAt <= announcement.updatedAt);
    await db.announcements.bulkPut(fresh.map(announcementRecordFrom));
  });
}

export async function forgetAnnouncement(id: string): Promise<void> {
  await db.announcements.delete(id);
}

/**
 * A fresh first page from the server replaces what the store had of the organization's newest
 * announcements: ones removed while this browser was away go.
 */
export async function replaceFirstPage(orgId: string, announcements: readonly Announcement[], complete: boolean): Promise<void> {
  await db.transaction('rw', db.announcements, async () => {
    if (complete) await db.announcements.where('[orgId+pinned+createdAt]').between(...orgRange(orgId)).delete();
    await db.announcements.bulkPut(announcements.map(announcementRecordFrom));
  });
}

/** The organization's first `limit` announcements: pinned first, then newest first. */
export function announcementsPage(orgId: string, limit: number): Promise<AnnouncementRecord[]> {
  return db.announcements.where('[orgId+pinned+createdAt]')
    .between(...orgRange(orgId))
    .reverse()
    .limit(limit)
    .toArray();
}

/** Announcements of the organization the user has not seen. */
export function unseenAnnouncementCount(orgId: string, userId: string): Promise<number> {
  return db.announcements.where('[orgId+pinned+createdAt]')
    .between(...orgRange(orgId))
    .filter((announcement) => !announcement.seenUsers.includes(userId))
    .count();
}

/** The user has seen these (the server was told already): the badge and the "New" marks go. */
export async function storeSeen(ids: readonly string[], userId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.announcements.where('objectId').anyOf([...ids]).modify((row) => {
    if (!row.seenUsers.includes(userId)) row.seenUsers = [...row.seenUsers, userId];
  });
}
