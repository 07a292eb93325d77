// Organization announcements (01 §7): every member lists them (20 a page, pinned first), reads the
// ones not seen yet and marks them seen; admins create, update and remove them. Content is HTML,
// cleaned on the way in (sanitize.ts). Changes reach the organization's sockets as
// `event {type:'announcement'}`.
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_NAME_MAX, ANNOUNCEMENT_PAGE_SIZE,
  type Announcement, type AnnouncementListResult, type CreateAnnouncementRequest, type UpdateAnnouncementRequest,
} from '../../common/notifications';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import { requireAdmin } from '../members/members';
import type { Services } from '../services';
import { sanitizeAnnouncementHtml } from './sanitize';
import { deleteAnnouncement, insertAnnouncement, listAnnouncements, markSeen, unseenAnnouncements, updateAnnouncement } from './store';
import { idProperty } from '../http/schemas';

const nameProperty = { type: 'string', minLength: 1, maxLength: ANNOUNCEMENT_NAME_MAX };
const contentProperty = { type: 'string', minLength: 1, maxLength: ANNOUNCEMENT_CONTENT_MAX };
const nailedProperty = { type: 'string', enum: ['pinned', 'normal'] };

const listSchema = {
  querystring: {
    type: 'object',
    properties: { orgId: idProperty, limit: { type: 'integer', minimum: 1, maximum: 100 }, skip: { type: 'integer', minimum: 0, maximum: 100_000 } },
  },
};
const orgQuerySchema = { querystring: { type: 'object', properties: { orgId: idProperty } } };
const removeSchema = { querystring: { type: 'object', required: ['id'], properties: { orgId: idProperty, id: idProperty } } };
const createSchema = {
  body: {
    type: 'object',
    required: ['orgId', 'name', 'content'],
    properties: { orgId: idProperty, name: nameProperty, content: contentProperty, nailed: nailedProperty },
  },
};
const updateSchema = {
  body: {
    type: 'object',
    required: ['orgId', 'id'],
    anyOf: [{ required: ['nailed'] }, { required: ['name'] }, { required: ['content'] }],
    properties: { orgId: idProperty, id: idProperty, nailed: nailedProperty, name: nameProperty, content: contentProperty },
  },
};
const markSeenSchema = { body: { type: 'object', required: ['orgId', 'id'], properties: { orgId: idProperty, id: idProperty } } };

/** Cleans the HTML; content that is nothing once cleaned (only a script, say) is refused. */
function cleanContent(html: string): string {
  const clean = sanitizeAnnouncementHtml(html);
  if (clean.trim() === '') throw badRequest('body/content has nothing left once unsafe HTML is removed');
  return clean;
}

function cleanName(name: string): string {
  if (name.trim() === '') throw badRequest('body/name must not be blank');
  return name.trim();
}

/** GET and DELETE carry the organization as ?orgId= (or X-Org-Id): they have no body. */
function orgFromQuery(request: { envelope: { orgId?: string }; query: unknown }): void {
  request.envelope.orgId ??= (request.query as { orgId?: string }).orgId;
}

export async function announcementRoutes(app: FastifyInstance, { db, realtime }: Services): Promise<void> {
  const upserted = (announcement: Announcement) =>
    realtime.systemEvent(announcement.orgId, { type: 'announcement', orgId: announcement.orgId, action: 'upsert', announcement });

  app.get<{ Querystring: { orgId?: string; limit?: number; skip?: number } }>('/announcements/list', { schema: listSchema }, async (request): Promise<AnnouncementListResult> => {
    orgFromQuery(request);
    const { orgId } = await requireMember(db, request);
    const { limit = ANNOUNCEMENT_PAGE_SIZE, skip = 0 } = request.query;
    return { announcements: await listAnnouncements(db, orgId, limit, skip) };
  });

  app.get<{ Querystring: { orgId?: string } }>('/announcements/get_activated', { schema: orgQuerySchema }, async (request): Promise<AnnouncementListResult> => {
    orgFromQuery(request);
    const { orgId, user } = await requireMember(db, request);
    return { announcements: await unseenAnnouncements(db, orgId, user.objectId) };
  });

  app.post<{ Body: CreateAnnouncementRequest }>('/announcements/create', { schema: createSchema }, async (request, reply): Promise<Announcement> => {
    const { orgId, user } = await requireAdmin(db, request);
    const { name, content, nailed = 'normal' } = request.body;
    const announcement = await insertAnnouncement(db, orgId, user.objectId, { name: cleanName(name), content: cleanContent(content), nailed });
    upserted(announcement);
    return reply.status(201).send(announcement);
  });

  app.put<{ Body: UpdateAnnouncementRequest }>('/announcements/update', { schema: updateSchema }, async (request): Promise<Announcement> => {
    const { orgId } = await requireAdmin(db, request);
    const { id, name, content, nailed } = request.body;
    const announcement = await updateAnnouncement(db, orgId, id, {
      ...(name !== undefined ? { name: cleanName(name) } : {}),
      ...(content !== undefined ? { content: cleanContent(content) } : {}),
      ...(nailed !== undefined ? { nailed } : {}),
    });
    upserted(announcement);
    return announcement;
  });

  app.delete<{ Querystring: { orgId?: string; id: string } }>('/announcements/remove', { schema: removeSchema }, async (request) => {
    orgFromQuery(request);
    const { orgId } = await requireAdmin(db, request);
    await deleteAnnouncement(db, orgId, request.query.id);
    realtime.systemEvent(orgId, { type: 'announcement', orgId, action: 'remove', id: request.query.id });
    return {};
  });

  app.put<{ Body: { orgId: string; id: string } }>('/announcements/mark_seen', { schema: markSeenSchema }, async (request): Promise<Announcement> => {
    const { orgId, user } = await requireMember(db, request);
    // Not broadcast: who has seen what matters to that user's own console only.
    return markSeen(db, orgId, request.body.id, user.objectId);
  });
}
