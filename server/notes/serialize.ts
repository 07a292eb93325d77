// Note rows (with their author's name) to the wire shape of common/contracts/notes-tags.ts.
import type { Note } from '../../common/contracts/notes-tags';
import { pointer } from '../../common/parse';
import type { notes } from '../db/schema';

export type NoteRow = typeof notes.$inferSelect;
export interface NoteAuthor { firstName: string; lastName: string; username: string }

export function authorName(author: NoteAuthor): string {
  return `${author.firstName} ${author.lastName}`.trim() || author.username;
}

export function toNote(row: NoteRow, author: NoteAuthor): Note {
  return {
    objectId: row.objectId,
    organization: pointer('Organization', row.orgId),
    customer: pointer('Customer', row.customerId),
    note: row.note,
    author: { objectId: row.authorId, displayName: authorName(author) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
