// Notes in the database: every read and write is scoped by the organization; a note or customer of
// another organization is simply not found (404).
import { and, count, desc, eq } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import { NOTE_COUNT_LIMIT, NOTES_PER_CUSTOMER_MAX } from '../../common/notes-tags';
import { ParseErrorCode } from '../../common/parse';
import type { Note } from '../../common/contracts/notes-tags';
import type { Db } from '../db/client';
import { customers, notes, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { toNote } from './serialize';

const withAuthor = { note: notes, firstName: users.firstName, lastName: users.lastName, username: users.username };

async function readNote(db: Db, orgId: string, objectId: string): Promise<Note | undefined> {
  const [row] = await db.select(withAuthor).from(notes).innerJoin(users, eq(users.objectId, notes.authorId))
    .where(and(eq(notes.orgId, orgId), eq(notes.objectId, objectId))).limit(1);
  return row && toNote(row.note, row);
}

async function requireCustomer(db: Db, orgId: string, customerId: string): Promise<void> {
  const [found] = await db.select({ objectId: customers.objectId }).from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.objectId, customerId), eq(customers.deleted, false))).limit(1);
  if (!found) throw notFound();
}

/** Refuses (400 error/note_count_limit) when the customer already has the most notes a customer may have. */
export async function requireNoteRoom(db: Db, orgId: string, customerId: string): Promise<void> {
  const [row] = await db.select({ total: count() }).from(notes).where(and(eq(notes.orgId, orgId), eq(notes.customerId, customerId)));
  if ((row?.total ?? 0) >= NOTES_PER_CUSTOMER_MAX) throw new ApiError(400, ParseErrorCode.SCRIPT_FAILED, NOTE_COUNT_LIMIT);
}

/**
 * Creates the note; with the client's `objectId` a repeated create (a retry after a lost answer)
 * answers the note stored the first time instead of a second one.
 */
export async function createNote(db: Db, input: { orgId: string; customerId: string; authorId: string; note: string; objectId?: string }): Promise<Note> {
  await requireCustomer(db, input.orgId, input.customerId);
  // A retry of a create that was stored already is answered, full or not.
  if (!input.objectId || !(await readNote(db, input.orgId, input.objectId))) await requireNoteRoom(db, input.orgId, input.customerId);
  const objectId = input.objectId ?? randomId();
  await db.insert(notes).values({
    objectId, orgId: input.orgId, customerId: input.customerId, authorId: input.authorId, note: input.note,
  }).onConflictDoNothing();
  const stored = await readNote(db, input.orgId, objectId);
  // The id is taken by a note of another organization or customer: not this caller's.
  if (!stored || stored.customer.objectId !== input.customerId) throw notFound();
  return stored;
}

export async function updateNote(db: Db, orgId: string, objectId: string, note: string): Promise<Note> {
  const [updated] = await db.update(notes).set({ note, updatedAt: new Date() })
    .where(and(eq(notes.orgId, orgId), eq(notes.objectId, objectId))).returning({ objectId: notes.objectId });
  if (!updated) throw notFound();
  return (await readNote(db, orgId, objectId))!;
}

/** Deletes the note; false when there is none of that id in the organization (gone already, or never). */
export async function deleteNote(db: Db, orgId: string, objectId: string): Promise<boolean> {
  const deleted = await db.delete(notes).where(and(eq(notes.orgId, orgId), eq(notes.objectId, objectId))).returning({ objectId: notes.objectId });
  return deleted.length > 0;
}

/** The customer's notes, newest first (at most `limit`). */
export async function listNotes(db: Db, orgId: string, customerId: string, limit: number): Promise<Note[]> {
  await requireCustomer(db, orgId, customerId);
  const rows = await db.select(withAuthor).from(notes).innerJoin(users, eq(users.objectId, notes.authorId))
    .where(and(eq(notes.orgId, orgId), eq(notes.customerId, customerId)))
    .orderBy(desc(notes.createdAt), desc(notes.objectId)).limit(limit);
  return rows.map((row) => toNote(row.note, row));
}
