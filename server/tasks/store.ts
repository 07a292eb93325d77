// Task rows: creation, the organization's list, and retry. Every query is scoped by the organization.
import { and, desc, eq, ne, or } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import { canRetry, TaskType } from '../../common/tasks';
import type { Db } from '../db/client';
import { tasks } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { TaskRow } from './serialize';

/** A new task, `started`: the runner picks it up (at once when woken). `createdBy`: the member who started it. */
export async function createTask(db: Db, orgId: string, type: string, options: Record<string, unknown>, createdBy?: string): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values({ objectId: randomId(), orgId, type, status: 'started', options, createdBy }).returning();
  return row!;
}

/** Newest first; scheduled broadcasts are left out (01 §4). */
export async function findTasks(db: Db, orgId: string, skip: number, limit: number): Promise<TaskRow[]> {
  return db.select().from(tasks)
    .where(and(eq(tasks.orgId, orgId), or(ne(tasks.status, 'scheduled'), ne(tasks.type, TaskType.BROADCAST))))
    .orderBy(desc(tasks.createdAt), desc(tasks.objectId))
    .offset(skip)
    .limit(limit);
}

export async function taskOfOrg(db: Db, orgId: string, taskId: string): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(and(eq(tasks.orgId, orgId), eq(tasks.objectId, taskId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** An export in error goes back to `pending` with fresh attempts; anything else is refused (400). */
export async function retryTask(db: Db, orgId: string, taskId: string): Promise<TaskRow> {
  const current = await taskOfOrg(db, orgId, taskId);
  if (!canRetry(current)) throw badRequest('only an export task in error can be retried');
  const [row] = await db.update(tasks)
    .set({ status: 'pending', error: null, errorKey: null, total: 0, progress: 0, attempts: 0, url: null, filePath: null, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(tasks.objectId, taskId), eq(tasks.orgId, orgId), eq(tasks.status, 'error')))
    .returning();
  // Retried twice at once: the other call already moved it on.
  if (!row) throw badRequest('only an export task in error can be retried');
  return row;
}
