// Broadcast rows and their runner tasks. Every query is scoped by the organization; a broadcast of
// another organization (or deleted) answers 404. Status changes follow common/broadcasts.ts: a change
// that the status does not allow answers error/data-immutable.
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  canDeleteBroadcast, canEditBroadcast, canPauseBroadcast, canResumeBroadcast, canStopBroadcast, DATA_IMMUTABLE,
  type BroadcastStatus,
} from '../../common/broadcasts';
import type { BroadcastCreateRequest, BroadcastListQuery } from '../../common/contracts/broadcasts';
import { randomId } from '../../common/ids';
import { ParseErrorCode } from '../../common/parse';
import { TaskType } from '../../common/tasks';
import type { Db, Queryable, Tx } from '../db/client';
import { broadcasts, tasks } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { TaskRow } from '../tasks/serialize';
import type { BroadcastRow } from './serialize';

export const dataImmutable = () => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, DATA_IMMUTABLE);

export async function broadcastOfOrg(db: Queryable, orgId: string, objectId: string, lock = false): Promise<BroadcastRow> {
  const query = db.select().from(broadcasts)
    .where(and(eq(broadcasts.orgId, orgId), eq(broadcasts.objectId, objectId), eq(broadcasts.deleted, false))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** What a save asks for: a draft, a time, or now. */
function statusOf(body: Pick<BroadcastCreateRequest, 'scheduleAt' | 'options'>): BroadcastStatus {
  if (body.options?.isDraft) return 'draft';
  return body.scheduleAt ? 'scheduled' : 'started';
}

/** A new runner task for the broadcast: `started` now, or `scheduled` for its time. */
async function queueRun(tx: Tx, row: Pick<BroadcastRow, 'objectId' | 'orgId' | 'name'>, scheduleAt: Date | null, createdBy: string | null): Promise<TaskRow> {
  const [task] = await tx.insert(tasks).values({
    objectId: randomId(), orgId: row.orgId, type: TaskType.BROADCAST, status: scheduleAt ? 'scheduled' : 'started',
    scheduleAt, options: { broadcastId: row.objectId, name: row.name }, createdBy,
  }).returning();
  await tx.update(broadcasts).set({ taskId: task!.objectId }).where(eq(broadcasts.objectId, row.objectId));
  return task!;
}

/**
 * Takes the broadcast's waiting task off the queue. False when a runner claimed it already (it has
 * started): the caller refuses the change.
 */
async function unqueue(tx: Tx, row: BroadcastRow): Promise<boolean> {
  if (!row.taskId) return true;
  const removed = await tx.delete(tasks)
    .where(and(eq(tasks.objectId, row.taskId), inArray(tasks.status, ['scheduled', 'started', 'pending']))).returning({ id: tasks.objectId });
  return removed.length > 0;
}

export interface SavedBroadcast {
  row: BroadcastRow;
  /** The runner task queued by the save, if any (the caller announces it and wakes the runner). */
  task?: TaskRow;
}

type Content = Pick<BroadcastCreateRequest, 'name' | 'query' | 'messages' | 'quickReply' | 'shareMessageSetting' | 'scheduleAt' | 'options'>;

function contentColumns(body: Content) {
  const { taskId: _taskId, ...query } = body.query as Content['query'] & { taskId?: string };
  const { applyFacebook24Policy: _facebook, applyLineUnfollowFilter: _line, ...options } = body.options ?? {};
  return {
    name: body.name,
    query,
    messages: body.messages.map(({ contentType, data }) => ({ contentType, data }) as BroadcastRow['messages'][number]),
    quickReply: body.quickReply ?? null,
    // Kept only beside a share message (a setting without one says nothing).
    shareMessageSetting: body.messages.some((message) => message.contentType === 'shareMessage') ? body.shareMessageSetting ?? null : null,
    options,
    scheduleAt: body.scheduleAt ? new Date(body.scheduleAt) : null,
    resendOf: query.resendTaskId ?? null,
    status: statusOf(body),
  };
}

export function createBroadcast(db: Db, orgId: string, userId: string, body: Content): Promise<SavedBroadcast> {
  return db.transaction(async (tx) => {
    const columns = contentColumns(body);
    const [row] = await tx.insert(broadcasts).values({ objectId: randomId(), orgId, createdBy: userId, ...columns }).returning();
    if (columns.status === 'draft') return { row: row! };
    const task = await queueRun(tx, row!, columns.scheduleAt, userId);
    return { row: { ...row!, taskId: task.objectId }, task };
  });
}

/** A draft or scheduled broadcast saved again: its content, audience, options and timing (error/data-immutable once it started). */
export function updateBroadcast(db: Db, orgId: string, userId: string, objectId: string, body: Content): Promise<SavedBroadcast> {
  return db.transaction(async (tx) => {
    const current = await broadcastOfOrg(tx, orgId, objectId, true);
    if (!canEditBroadcast(current.status) || !(await unqueue(tx, current))) throw dataImmutable();
    const columns = contentColumns(body);
    const [row] = await tx.update(broadcasts).set({ ...columns, taskId: null, updatedAt: new Date() }).where(eq(broadcasts.objectId, objectId)).returning();
    if (columns.status === 'draft') return { row: row! };
    const task = await queueRun(tx, row!, columns.scheduleAt, userId);
    return { row: { ...row!, taskId: task.objectId }, task };
  });
}

/** Pause: a waiting broadcast leaves the queue; a running one stops after its batch (the dispatcher reads the status). */
export function pauseBroadcast(db: Db, orgId: string, objectId: string): Promise<BroadcastRow> {
  return db.transaction(async (tx) => {
    const current = await broadcastOfOrg(tx, orgId, objectId, true);
    if (!canPauseBroadcast(current.status)) throw dataImmutable();
    // A run that claimed its task already keeps it until it sees `pausing` (between two batches).
    const released = await unqueue(tx, current);
    const [row] = await tx.update(broadcasts).set({ status: 'pausing', ...(released ? { taskId: null } : {}), updatedAt: new Date() })
      .where(eq(broadcasts.objectId, objectId)).returning();
    return row!;
  });
}

/**
 * Resume: a new run continues from the recipients still pending (a broadcast paused before it ever
 * started waits for its time again, if that is still ahead). The paused run's task was set aside.
 */
export function resumeBroadcast(db: Db, orgId: string, userId: string, objectId: string): Promise<SavedBroadcast> {
  return db.transaction(async (tx) => {
    const current = await broadcastOfOrg(tx, orgId, objectId, true);
    if (!canResumeBroadcast(current.status)) throw dataImmutable();
    const later = !current.snapshotAt && current.scheduleAt && current.scheduleAt.getTime() > Date.now() ? current.scheduleAt : null;
    const [row] = await tx.update(broadcasts).set({ status: later ? 'scheduled' : 'started', updatedAt: new Date() })
      .where(eq(broadcasts.objectId, objectId)).returning();
    const task = await queueRun(tx, row!, later, userId);
    return { row: { ...row!, taskId: task.objectId }, task };
  });
}

/** Stop: what was not sent stays unsent (error/data-immutable for what is over already). */
export function stopBroadcast(db: Db, orgId: string, objectId: string): Promise<BroadcastRow> {
  return db.transaction(async (tx) => {
    const current = await broadcastOfOrg(tx, orgId, objectId, true);
    if (!canStopBroadcast(current.status)) throw dataImmutable();
    await unqueue(tx, current);
    const [row] = await tx.update(broadcasts).set({ status: 'terminated', finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(broadcasts.objectId, objectId)).returning();
    return row!;
  });
}

/** A copy is a new draft with the same content and audience (no schedule). */
export async function copyBroadcast(db: Db, orgId: string, userId: string, objectId: string): Promise<BroadcastRow> {
  const source = await broadcastOfOrg(db, orgId, objectId);
  const [row] = await db.insert(broadcasts).values({
    objectId: randomId(), orgId, createdBy: userId, name: source.name, status: 'draft', query: source.query, messages: source.messages,
    quickReply: source.quickReply, shareMessageSetting: source.shareMessageSetting, options: { ...source.options, isDraft: true }, resendOf: source.resendOf,
  }).returning();
  return row!;
}

/** Delete (PUT /broadcast/delete/{id}): anything not running; its recipients go with it. */
export function deleteBroadcast(db: Db, orgId: string, objectId: string): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await broadcastOfOrg(tx, orgId, objectId, true);
    if (!canDeleteBroadcast(current.status) || !(await unqueue(tx, current))) throw dataImmutable();
    await tx.update(broadcasts).set({ deleted: true, taskId: null, updatedAt: new Date() }).where(eq(broadcasts.objectId, objectId));
  });
}

/** Newest first; `search` in the name (case-insensitive), `status` one status. */
export async function listBroadcasts(db: Queryable, orgId: string, query: BroadcastListQuery, limit: number): Promise<{ rows: BroadcastRow[]; count: number }> {
  const conditions: SQL[] = [eq(broadcasts.orgId, orgId), eq(broadcasts.deleted, false)];
  if (query.search?.trim()) conditions.push(ilike(broadcasts.name, `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (query.status) conditions.push(eq(broadcasts.status, query.status));
  const where = and(...conditions);
  const rows = await db.select().from(broadcasts).where(where)
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.objectId)).offset(query.skip ?? 0).limit(limit);
  const [counted] = await db.select({ total: count() }).from(broadcasts).where(where);
  return { rows, count: counted?.total ?? 0 };
}

/** The organization's broadcasts created in [start, end), oldest first (the export). */
export function broadcastsBetween(db: Queryable, orgId: string, start: Date | undefined, end: Date | undefined, afterId: string, limit: number): Promise<BroadcastRow[]> {
  return db.select().from(broadcasts).where(and(
    eq(broadcasts.orgId, orgId), eq(broadcasts.deleted, false),
    start ? sql`${broadcasts.createdAt} >= ${start.toISOString()}::timestamptz` : undefined,
    end ? sql`${broadcasts.createdAt} < ${end.toISOString()}::timestamptz` : undefined,
    sql`${broadcasts.objectId} > ${afterId}`,
  )).orderBy(broadcasts.objectId).limit(limit);
}
