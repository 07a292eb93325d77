// System messages in the database: written one row per recipient, read newest first per user and
// organization, and the badge (messages since the center was last opened).
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import type { NotificationEvent } from '../../common/notifications';
import type { NotificationBody, SystemMessage } from '../../common/contracts/notifications';
import type { Queryable } from '../db/client';
import { notificationReads, systemMessages } from '../db/schema';

type SystemMessageRow = typeof systemMessages.$inferSelect;

export function toSystemMessage(row: SystemMessageRow): SystemMessage {
  return {
    objectId: row.objectId,
    orgId: row.orgId,
    eventType: row.eventType,
    data: { body: row.body },
    createdAt: { __type: 'Date', iso: row.createdAt.toISOString() },
  };
}

/** Stores one system message for each recipient; answers them in the recipients' order. */
export async function insertSystemMessages(
  db: Queryable, orgId: string, userIds: readonly string[], eventType: NotificationEvent, body: NotificationBody,
): Promise<SystemMessage[]> {
  if (userIds.length === 0) return [];
  const createdAt = new Date();
  const rows = await db.insert(systemMessages)
    .values(userIds.map((userId) => ({ objectId: randomId(), orgId, userId, eventType, body, createdAt })))
    .returning();
  return rows.map(toSystemMessage);
}

/** The user's system messages in the organization, newest first. */
export async function findSystemMessages(db: Queryable, orgId: string, userId: string, limit: number, skip: number): Promise<SystemMessage[]> {
  const rows = await db.select().from(systemMessages)
    .where(and(eq(systemMessages.userId, userId), eq(systemMessages.orgId, orgId)))
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.objectId))
    .limit(limit)
    .offset(skip);
  return rows.map(toSystemMessage);
}

/** When the user last opened the organization's notification center, if ever. */
export async function lastReadAt(db: Queryable, orgId: string, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ at: notificationReads.lastReadAt }).from(notificationReads)
    .where(and(eq(notificationReads.orgId, orgId), eq(notificationReads.userId, userId)));
  return row?.at;
}

/** System messages that came after the center was last opened (all of them when never opened). */
export async function unreadCount(db: Queryable, orgId: string, userId: string): Promise<number> {
  const since = await lastReadAt(db, orgId, userId);
  const [row] = await db.select({ n: count() }).from(systemMessages)
    .where(and(eq(systemMessages.userId, userId), eq(systemMessages.orgId, orgId), since ? gt(systemMessages.createdAt, since) : undefined));
  return row?.n ?? 0;
}

export async function markAllRead(db: Queryable, orgId: string, userId: string, at: Date): Promise<void> {
  await db.insert(notificationReads).values({ orgId, userId, lastReadAt: at })
    .onConflictDoUpdate({ target: [notificationReads.orgId, notificationReads.userId], set: { lastReadAt: at } });
}
