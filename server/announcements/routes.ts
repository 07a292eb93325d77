// Organization announcements (01 §7): every member lists them (20 a page, pinned first), reads the
// ones not seen yet and marks them seen; admins create, update and remove them. Content is HTML,
// cleaned on the way in (sanitize.ts). Changes reach the organization's sockets as
// `event {type:'announcement'}`.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../common/notifications';
import { AnnouncementRoutes, type Announcement } from '../../common/contracts/notifications';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import { requireAdmin } from '../members/members';
import type { Services } from '../services';
import { sanitizeAnnouncementHtml } from './sanitize';
import { deleteAnnouncement, insertAnnouncement, listAnnouncements, markSeen, unseenAnnouncements, updateAnnouncement } from './store';

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
function orgFromQuery(request: { envelope: { orgId?: string }; query: { orgId?: string } }): void {
  request.envelope.orgId ??= request.query.orgId;
}

export async function announcementRoutes(fastify: FastifyInstance, { db, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const upserted = (announcement: Announcement) =>
    realtime.systemEvent(announcement.orgId, { type: 'announcement', orgId: announcement.orgId, action: 'upsert', announcement });

  app.get('/announcements/list', { schema: AnnouncementRoutes.list }, async (request) => {
    orgFromQuery(request);
    const { orgId } = await requireMember(db, request);
    const { limit = ANNOUNCEMENT_PAGE_SIZE, skip = 0 } = request.query;
    return { announcements: await listAnnouncements(db, orgId, limit, skip) };
  });

  app.get('/announcements/get_activated', { schema: AnnouncementRoutes.activated }, async (request) => {
    orgFromQuery(request);
    const { orgId, user } = await requireMember(db, request);
    return { announcements: await unseenAnnouncements(db, orgId, user.objectId) };
  });

  app.post('/announcements/create', { schema: AnnouncementRoutes.create }, async (request, reply) => {
    const { orgId, user } = await requireAdmin(db, request);
    const { name, content, nailed = 'normal' } = request.body;
    const announcement = await insertAnnouncement(db, orgId, user.objectId, { name: cleanName(name), content: cleanContent(content), nailed });
    upserted(announcement);
    return reply.status(201).send(announcement);
  });

  app.put('/announcements/update', { schema: AnnouncementRoutes.update }, async (request) => {
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

  app.delete('/announcements/remove', { schema: AnnouncementRoutes.remove }, async (request) => {
    orgFromQuery(request);
    const { orgId } = await requireAdmin(db, request);
    await deleteAnnouncement(db, orgId, request.query.id);
    realtime.systemEvent(orgId, { type: 'announcement', orgId, action: 'remove', id: request.query.id });
    return {};
  });

  app.put('/announcements/mark_seen', { schema: AnnouncementRoutes.markSeen }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    // Not broadcast: who has seen what matters to that user's own console only.
    return markSeen(db, orgId, request.body.id, user.objectId);
  });
}
