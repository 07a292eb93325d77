// The notification center's calls (01 §7): findSystemMessage (newest first, 20 a page) and the
// badge of GET /last_read/notification with its reset. Each user reads only their own messages of
// an organization they belong to.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NOTIFICATION_PAGE_SIZE } from '../../common/notifications';
import { NotificationRoutes } from '../../common/contracts/notifications';
import { requireMember } from '../http/auth';
import type { Services } from '../services';
import { findSystemMessages, lastReadAt, markAllRead, unreadCount } from './store';

export async function notificationRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/functions/findSystemMessage', { schema: NotificationRoutes.find }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { limit = NOTIFICATION_PAGE_SIZE, skip = 0 } = request.body;
    return { result: await findSystemMessages(db, orgId, user.objectId, limit, skip) };
  });

  app.get('/last_read/notification', { schema: NotificationRoutes.badge }, async (request) => {
    // A GET has no body: the organization comes as ?orgId= (or X-Org-Id).
    request.envelope.orgId ??= request.query.orgId;
    const { orgId, user } = await requireMember(db, request);
    const [badge, at] = await Promise.all([unreadCount(db, orgId, user.objectId), lastReadAt(db, orgId, user.objectId)]);
    return { lastRead: { badge, ...(at ? { lastReadAt: at.toISOString() } : {}) } };
  });

  app.post('/last_read/notification/reset', { schema: NotificationRoutes.reset }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const at = new Date();
    await markAllRead(db, orgId, user.objectId, at);
    return { lastRead: { badge: 0, lastReadAt: at.toISOString() } };
  });
}
