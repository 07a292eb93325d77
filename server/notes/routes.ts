// Notes on customers (02 §5, §7): POST /note/create, /note/update/{id}, /note/delete/{id}, GET /note/get.
// Plain JSON answers; the caller must be a member of the organization, whose data alone it sees.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NOTES_LIST_MAX, NoteRoutes } from '../../common/contracts/notes-tags';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { createNote, deleteNote, listNotes, updateNote } from './store';

/** The note as stored: trimmed; blank is refused (02 §5: a note is required). */
function noteText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw badRequest('note is required');
  return trimmed;
}

export async function noteRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/note/create', { schema: NoteRoutes.create }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { customerId, note, objectId } = request.body;
    return { note: await createNote(db, { orgId, customerId, authorId: user.objectId, note: noteText(note), objectId }) };
  });

  app.post('/note/update/:id', { schema: NoteRoutes.update }, async (request) => {
    const { orgId } = await requireMember(db, request);
    return { note: await updateNote(db, orgId, request.params.id, noteText(request.body.note)) };
  });

  app.post('/note/delete/:id', { schema: NoteRoutes.delete }, async (request) => {
    const { orgId } = await requireMember(db, request);
    if (!(await deleteNote(db, orgId, request.params.id))) throw notFound();
    return { objectId: request.params.id, deleted: true as const };
  });

  app.get('/note/get', { schema: NoteRoutes.list }, async (request) => {
    // GET has no body: the organization comes as X-Org-Id or ?orgId=.
    request.envelope.orgId ??= request.query.orgId;
    const { orgId } = await requireMember(db, request);
    return { notes: await listNotes(db, orgId, request.query.customerId, request.query.limit ?? NOTES_LIST_MAX) };
  });

  app.post('/note/get', { schema: NoteRoutes.listByPost }, async (request) => {
    if (request.envelope.method !== 'GET') throw badRequest('_method must be GET');
    const { orgId } = await requireMember(db, request);
    return { notes: await listNotes(db, orgId, request.body.customerId, request.body.limit ?? NOTES_LIST_MAX) };
  });
}
