// Announcements in the database, always scoped by organization: an id of another one is not found.
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import type { Announcement, AnnouncementNailed } from '../../common/contracts/notifications';
import type { Queryable } from '../db/client';
import { announcements } from '../db/schema';
import { notFound } from '../http/errors';

type AnnouncementRow = typeof announcements.$inferSelect;

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    _id: row.objectId,
    orgId: row.orgId,
    name: row.name,
    content: row.content,
    nailed: row.nailed,
    seenUsers: row.seenUsers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Pinned first, then newest first.
const listOrder = [sql`(${announcements.nailed} = 'pinned') desc`, desc(announcements.createdAt), desc(announcements.objectId)];

export async function listAnnouncements(db: Queryable, orgId: string, limit: number, skip: number): Promise<Announcement[]> {
  const rows = await db.select().from(announcements).where(eq(announcements.orgId, orgId))
    .orderBy(...listOrder).limit(limit).offset(skip);
  return rows.map(toAnnouncement);
}

/** What a user has not seen yet, pinned first (GET /announcements/get_activated). */
export async function unseenAnnouncements(db: Queryable, orgId: string, userId: string): Promise<Announcement[]> {
  const rows = await db.select().from(announcements)
    .where(and(eq(announcements.orgId, orgId), sql`not (${userId} = any(${announcements.seenUsers}))`))
    .orderBy(...listOrder).limit(100);
  return rows.map(toAnnouncement);
}

export async function insertAnnouncement(
  db: Queryable, orgId: string, createdBy: string, values: { name: string; content: string; nailed: AnnouncementNailed },
): Promise<Announcement> {
  // The author has seen what they wrote.
  const [row] = await db.insert(announcements).values({ objectId: randomId(), orgId, createdBy, seenUsers: [createdBy], ...values }).returning();
  return toAnnouncement(row!);
}

export async function updateAnnouncement(
  db: Queryable, orgId: string, id: string, values: Partial<{ name: string; content: string; nailed: AnnouncementNailed }>,
): Promise<Announcement> {
  const [row] = await db.update(announcements).set({ ...values, updatedAt: new Date() })
    .where(and(eq(announcements.orgId, orgId), eq(announcements.objectId, id))).returning();
  if (!row) throw notFound();
  return toAnnouncement(row);
}

export async function deleteAnnouncement(db: Queryable, orgId: string, id: string): Promise<void> {
  const removed = await db.delete(announcements)
    .where(and(eq(announcements.orgId, orgId), eq(announcements.objectId, id))).returning({ id: announcements.objectId });
  if (removed.length === 0) throw notFound();
}

/** Adds the user to seenUsers once (array_append only when absent). */
export async function markSeen(db: Queryable, orgId: string, id: string, userId: string): Promise<Announcement> {
  const [row] = await db.update(announcements)
    .set({ seenUsers: sql`case when ${userId} = any(${announcements.seenUsers}) then ${announcements.seenUsers} else array_append(${announcements.seenUsers}, ${userId}) end` })
    .where(and(eq(announcements.orgId, orgId), eq(announcements.objectId, id))).returning();
  if (!row) throw notFound();
  return toAnnouncement(row);
}
