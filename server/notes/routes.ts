// Notes on customers (02 §5, §7): POST /note/create, /note/update/{id}, /note/delete/{id}, GET /note/get.
// Plain JSON answers; the caller must be a member of the organization, whose data alone it sees.
import type { FastifyInstance } from 'fastify';
import { NOTE_MAX_LENGTH } from '../../common/notes-tags';
import type { NoteCreateRequest, NoteDeleteResponse, NoteListRequest, NoteListResponse, NoteResponse, NoteUpdateRequest } from '../../common/contracts/notes-tags';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { createNote, deleteNote, listNotes, updateNote } from './store';
import { idProperty } from '../http/schemas';

const objectIdProperty = { type: 'string', pattern: '^[A-Za-z0-9]{10}$' };
// maxLength counts characters (code points), as the console's counter does.
const noteProperty = { type: 'string', maxLength: NOTE_MAX_LENGTH };
const NOTES_LIST_MAX = 200;

const createSchema = {
  body: {
    type: 'object',
    required: ['orgId', 'customerId', 'note'],
    properties: { orgId: idProperty, customerId: idProperty, note: noteProperty, objectId: objectIdProperty },
  },
};
const updateSchema = {
  params: { type: 'object', required: ['id'], properties: { id: idProperty } },
  body: { type: 'object', required: ['orgId', 'note'], properties: { orgId: idProperty, note: noteProperty } },
};
const deleteSchema = {
  params: { type: 'object', required: ['id'], properties: { id: idProperty } },
};
const listSchema = {
  querystring: {
    type: 'object',
    required: ['customerId'],
    properties: { customerId: idProperty, orgId: idProperty, limit: { type: 'integer', minimum: 1, maximum: NOTES_LIST_MAX } },
  },
};

const listBodySchema = {
  body: {
    type: 'object',
    required: ['orgId', 'customerId'],
    properties: { orgId: idProperty, customerId: idProperty, limit: { type: 'integer', minimum: 1, maximum: NOTES_LIST_MAX } },
  },
};

/** The note as stored: trimmed; blank is refused (02 §5: a note is required). */
function noteText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw badRequest('note is required');
  return trimmed;
}

export async function noteRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  app.post<{ Body: NoteCreateRequest }>('/note/create', { schema: createSchema }, async (request): Promise<NoteResponse> => {
    const { orgId, user } = await requireMember(db, request);
    const { customerId, note, objectId } = request.body;
    return { note: await createNote(db, { orgId, customerId, authorId: user.objectId, note: noteText(note), objectId }) };
  });

  app.post<{ Body: NoteUpdateRequest; Params: { id: string } }>('/note/update/:id', { schema: updateSchema }, async (request): Promise<NoteResponse> => {
    const { orgId } = await requireMember(db, request);
    return { note: await updateNote(db, orgId, request.params.id, noteText(request.body.note)) };
  });

  app.post<{ Params: { id: string } }>('/note/delete/:id', { schema: deleteSchema }, async (request): Promise<NoteDeleteResponse> => {
    const { orgId } = await requireMember(db, request);
    if (!(await deleteNote(db, orgId, request.params.id))) throw notFound();
    return { objectId: request.params.id, deleted: true };
  });

  app.get<{ Querystring: { customerId: string; orgId?: string; limit?: number } }>('/note/get', { schema: listSchema }, async (request): Promise<NoteListResponse> => {
    // GET has no body: the organization comes as X-Org-Id or ?orgId=.
    request.envelope.orgId ??= request.query.orgId;
    const { orgId } = await requireMember(db, request);
    return { notes: await listNotes(db, orgId, request.query.customerId, request.query.limit ?? NOTES_LIST_MAX) };
  });

  // The same read as a POST with `_method: 'GET'` (the Parse envelope's way; the session rides in the body).
  app.post<{ Body: NoteListRequest }>('/note/get', { schema: listBodySchema }, async (request): Promise<NoteListResponse> => {
    if (request.envelope.method !== 'GET') throw badRequest('_method must be GET');
    const { orgId } = await requireMember(db, request);
    return { notes: await listNotes(db, orgId, request.body.customerId, request.body.limit ?? NOTES_LIST_MAX) };
  });
}
