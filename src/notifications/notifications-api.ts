// The notification center's calls; answers land in IndexedDB, where the center and the bell read them.
import { NOTIFICATION_PAGE_SIZE } from '../../common/notifications';
import type { NotificationLastRead, SystemMessage } from '../../common/contracts/notifications';
import type { FunctionResponse } from '../../common/contracts/base';
import { post } from '../api/client';
import { serviceCall } from './service-api';
import { setNotificationBadge, storeNotifications } from '../../local/notification-store';

/** One page (20, newest first) of the user's system messages, stored; answers how many came. */
export async function fetchNotifications(userId: string, orgId: string, skip: number): Promise<number> {
  const { result } = await post<FunctionResponse<SystemMessage[]>>('/functions/findSystemMessage', {
    orgId, sort: { createdAt: -1 }, limit: NOTIFICATION_PAGE_SIZE, ...(skip ? { skip } : {}),
  });
  await storeNotifications(userId, result);
  return result.length;
}

/** The server's badge count, stored for the bell (and for offline). */
export async function fetchNotificationBadge(userId: string, orgId: string): Promise<void> {
  const { lastRead } = await serviceCall<NotificationLastRead>('GET', '/last_read/notification', orgId, { query: { orgId } });
  await setNotificationBadge(userId, orgId, lastRead.badge);
}

/** The center was opened: the badge clears here at once and on the server. */
export async function resetNotificationBadge(userId: string, orgId: string): Promise<void> {
  await setNotificationBadge(userId, orgId, 0);
  await serviceCall<NotificationLastRead>('POST', '/last_read/notification/reset', orgId, { json: { orgId } });
}
