// Notes and tags (02 §7; server/notes, server/tags; docs/notes-tags.md).
import type { ParsePointer } from '../parse';

/** A note an agent keeps on a customer. */
export interface Note {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  customer: ParsePointer<'Customer'>;
  note: string;
  /** The user who wrote it (last edit keeps the author). */
  author: { objectId: string; displayName: string };
  createdAt: string;
  updatedAt: string;
}
/** POST /note/create — `objectId` (10 of A–Z a–z 0–9) is the client's id: a repeat answers the same note. */
export interface NoteCreateRequest { orgId: string; customerId: string; note: string; objectId?: string }
/** POST /note/update/{id}. */
export interface NoteUpdateRequest { orgId: string; note: string }
/** Answer of create and update. */
export interface NoteResponse { note: Note }
/** POST /note/delete/{id} (a repeat answers the same). */
export interface NoteDeleteResponse { objectId: string; deleted: true }
/** GET /note/get?customerId= (or a POST with `_method: 'GET'` and this body) — the customer's notes, newest first. */
export interface NoteListRequest { orgId: string; customerId: string; limit?: number; _method?: 'GET' }
export interface NoteListResponse { notes: Note[] }
/** POST /functions/tagging — add tags (or remove them with `_method: 'DELETE'`); answers {result: Customer}. */
export interface TaggingRequest {
  orgId?: string;
  tags: string[];
  where: { customer: string; organization?: string };
  options?: { version: 2 };
  _method?: 'DELETE';
}
/** POST /functions/findTagV3 — the organization's tags whose name contains the keyword, most used first. */
export interface FindTagRequest { orgId: string; keyword?: string; limit?: number }
export interface TagCount { name: string; count: number }
export interface FindTagResult { tags: TagCount[] }
