// The notification center's calls (01 §7): findSystemMessage (newest first, 20 a page) and the
// badge of GET /last_read/notification with its reset. Each user reads only their own messages of
// an organization they belong to.
import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATION_PAGE_SIZE, type FindSystemMessageRequest, type NotificationLastRead, type SystemMessage,
} from '../../common/notifications';
import type { FunctionResponse } from '../../common/contracts/base';
import { requireMember } from '../http/auth';
import type { Services } from '../services';
import { findSystemMessages, lastReadAt, markAllRead, unreadCount } from './store';
import { idProperty } from '../http/schemas';


const findSchema = {
  body: {
    type: 'object',
    required: ['orgId'],
    properties: {
      orgId: idProperty,
      // Only newest first is offered (01 §7); the field is accepted as the console sends it.
      sort: { type: 'object', properties: { createdAt: { type: 'integer', enum: [-1] } }, additionalProperties: false },
      where: { type: 'object' },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      skip: { type: 'integer', minimum: 0, maximum: 100_000 },
    },
  },
};

const badgeSchema = { querystring: { type: 'object', properties: { orgId: idProperty } } };
const resetSchema = { body: { type: 'object', required: ['orgId'], properties: { orgId: idProperty } } };

export async function notificationRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  app.post<{ Body: FindSystemMessageRequest }>('/functions/findSystemMessage', { schema: findSchema }, async (request): Promise<FunctionResponse<SystemMessage[]>> => {
    const { orgId, user } = await requireMember(db, request);
    const { limit = NOTIFICATION_PAGE_SIZE, skip = 0 } = request.body;
    return { result: await findSystemMessages(db, orgId, user.objectId, limit, skip) };
  });

  app.get<{ Querystring: { orgId?: string } }>('/last_read/notification', { schema: badgeSchema }, async (request): Promise<NotificationLastRead> => {
    // A GET has no body: the organization comes as ?orgId= (or X-Org-Id).
    request.envelope.orgId ??= request.query.orgId;
    const { orgId, user } = await requireMember(db, request);
    const [badge, at] = await Promise.all([unreadCount(db, orgId, user.objectId), lastReadAt(db, orgId, user.objectId)]);
    return { lastRead: { badge, ...(at ? { lastReadAt: at.toISOString() } : {}) } };
  });

  app.post<{ Body: { orgId: string } }>('/last_read/notification/reset', { schema: resetSchema }, async (request): Promise<NotificationLastRead> => {
    const { orgId, user } = await requireMember(db, request);
    const at = new Date();
    await markAllRead(db, orgId, user.objectId, at);
    return { lastRead: { badge: 0, lastReadAt: at.toISOString() } };
  });
}
