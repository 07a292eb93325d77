// Notes and tags (02 §7; server/notes, server/tags; docs/notes-tags.md): each request and answer as a
// TypeBox schema with its inferred type under the same name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { NOTE_MAX_LENGTH, TAG_INPUT_MAX, TAG_NAME_MAX_LENGTH, TAG_SEARCH_LIMIT_MAX } from '../notes-tags';
import { errorAnswers, FunctionResponse, Id, IsoTime, ObjectId, Pointer } from './base';

/** Most notes one list answers. */
export const NOTES_LIST_MAX = 200;

/** A note an agent keeps on a customer. */
export const Note = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  customer: Pointer('Customer'),
  note: Type.String(),
  /** The user who wrote it (last edit keeps the author). */
  author: Type.Object({ objectId: Type.String(), displayName: Type.String() }),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Note = Static<typeof Note>;

// maxLength counts characters (code points), as the console's counter does.
const NoteText = Type.String({ maxLength: NOTE_MAX_LENGTH });

/** POST /note/create — `objectId` (10 of A–Z a–z 0–9) is the client's id: a repeat answers the same note. */
export const NoteCreateRequest = Type.Object({ orgId: Id, customerId: Id, note: NoteText, objectId: Type.Optional(ObjectId) });
export type NoteCreateRequest = Static<typeof NoteCreateRequest>;
/** POST /note/update/{id}. */
export const NoteUpdateRequest = Type.Object({ orgId: Id, note: NoteText });
export type NoteUpdateRequest = Static<typeof NoteUpdateRequest>;
/** Answer of create and update. */
export const NoteResponse = Type.Object({ note: Note });
export type NoteResponse = Static<typeof NoteResponse>;
/** POST /note/delete/{id} (a repeat answers the same). */
export const NoteDeleteResponse = Type.Object({ objectId: Type.String(), deleted: Type.Literal(true) });
export type NoteDeleteResponse = Static<typeof NoteDeleteResponse>;
/** GET /note/get?customerId= (or a POST with `_method: 'GET'` and this body) — the customer's notes, newest first. */
export const NoteListRequest = Type.Object({
  orgId: Id, customerId: Id, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTES_LIST_MAX })),
});
export type NoteListRequest = Static<typeof NoteListRequest>;
/** The query of GET /note/get: the organization may come as X-Org-Id instead. */
export const NoteListQuery = Type.Object({
  customerId: Id, orgId: Type.Optional(Id), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTES_LIST_MAX })),
});
export type NoteListQuery = Static<typeof NoteListQuery>;
export const NoteListResponse = Type.Object({ notes: Type.Array(Note) });
export type NoteListResponse = Static<typeof NoteListResponse>;

/** The tag names of a tagging request, one or more (02 §5). */
export const TagNames = Type.Array(Type.String({ maxLength: TAG_NAME_MAX_LENGTH }), { minItems: 1, maxItems: TAG_INPUT_MAX });

/** POST /functions/tagging — add tags (or remove them with `_method: 'DELETE'`); answers {result: Customer}. */
export const TaggingRequest = Type.Object({
  orgId: Type.Optional(Id),
  tags: TagNames,
  where: Type.Object({ customer: Id, organization: Type.Optional(Id) }),
  options: Type.Optional(Type.Object({ version: Type.Optional(Type.Literal(2)) })),
});
export type TaggingRequest = Static<typeof TaggingRequest>;

/** POST /functions/findTagV3 — the organization's tags whose name contains the keyword, most used first. */
export const FindTagRequest = Type.Object({
  orgId: Type.Optional(Id),
  keyword: Type.Optional(Type.String({ maxLength: TAG_NAME_MAX_LENGTH })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TAG_SEARCH_LIMIT_MAX })),
});
export type FindTagRequest = Static<typeof FindTagRequest>;
export const TagCount = Type.Object({ name: Type.String(), count: Type.Integer() });
export type TagCount = Static<typeof TagCount>;
export const FindTagResult = Type.Object({ tags: Type.Array(TagCount) });
export type FindTagResult = Static<typeof FindTagResult>;

const IdParams = Type.Object({ id: Id });

/** The routes' schemas: what each validates and answers. */
export const NoteRoutes = {
  create: { body: NoteCreateRequest, response: { 200: NoteResponse, ...errorAnswers } },
  update: { params: IdParams, body: NoteUpdateRequest, response: { 200: NoteResponse, ...errorAnswers } },
  delete: { params: IdParams, response: { 200: NoteDeleteResponse, ...errorAnswers } },
  list: { querystring: NoteListQuery, response: { 200: NoteListResponse, ...errorAnswers } },
  listByPost: { body: NoteListRequest, response: { 200: NoteListResponse, ...errorAnswers } },
};
export const TagRoutes = {
  /** Answers the customer (its schema joins once the customers contract has one). */
  tagging: { body: TaggingRequest },
  findTags: { body: FindTagRequest, response: { 200: FunctionResponse(FindTagResult), ...errorAnswers } },
};
