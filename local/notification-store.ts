// Notifications in IndexedDB: what the socket (sync worker) and the center's fetches write, the
// center and the bell read. No DOM here: the sync worker imports it too.
import { Dexie } from 'dexie';
import type { SystemMessage } from '../common/contracts/notifications';
import { db } from './db';
import type { NotificationRecord } from './records';

export function notificationRecordFrom(userId: string, message: SystemMessage): NotificationRecord {
  return {
    objectId: message.objectId,
    orgId: message.orgId,
    userId,
    eventType: message.eventType,
    body: message.data.body,
    createdAt: message.createdAt.iso,
  };
}

export async function storeNotifications(userId: string, messages: readonly SystemMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.notifications.bulkPut(messages.map((message) => notificationRecordFrom(userId, message)));
}

/** The user's newest `limit` notifications of the organization. */
export function notificationsPage(userId: string, orgId: string, limit: number): Promise<NotificationRecord[]> {
  return db.notifications.where('[userId+orgId+createdAt]')
    .between([userId, orgId, Dexie.minKey], [userId, orgId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();
}

const badgeKey = (userId: string, orgId: string) => `notificationBadge:${userId}:${orgId}`;

/** The bell's badge as last known (the server's count, plus what the socket brought since). */
export async function notificationBadge(userId: string, orgId: string): Promise<number> {
  const row = await db.meta.get(badgeKey(userId, orgId));
  return typeof row?.value === 'number' ? row.value : 0;
}

export async function setNotificationBadge(userId: string, orgId: string, badge: number): Promise<void> {
  await db.meta.put({ key: badgeKey(userId, orgId), value: badge });
}

/** A system-notify event arrived (01 §4): store it and raise the badge, once per message. */
export async function receiveNotification(userId: string, message: SystemMessage): Promise<void> {
  await db.transaction('rw', db.notifications, db.meta, async () => {
    const known = await db.notifications.get(message.objectId);
    await db.notifications.put(notificationRecordFrom(userId, message));
    if (!known) await setNotificationBadge(userId, message.orgId, (await notificationBadge(userId, message.orgId)) + 1);
  });
}
