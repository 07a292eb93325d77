// The durable task runner: claims runnable rows one at a time (FOR UPDATE SKIP LOCKED, so several
// processes on one PostgreSQL share the work), runs the registered handler, and reports every
// status change. A claim is held by a lease renewed while the handler runs; a row whose lease ran
// out (its process died) is re-queued, or failed once its attempts are used up: never lost.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { TaskErrorKey } from '../../common/error-keys';
import { WakeLoop } from '../background/wake-loop';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { tasks } from '../db/schema';
import type { TaskEmitter } from './emit';
import type { TaskContext, TaskOutput, TaskRegistry } from './registry';
import type { TaskRow } from './serialize';
import { taskFailure } from './task-error';

/** Runs a task may start; an interrupted run counts, so a task that kills its process is not retried forever. */
export const MAX_ATTEMPTS = 3;
export const INTERRUPTED_ERROR = 'interrupted: the server stopped while the task ran, too many times';

export interface RunnerOptions {
  db: Db;
  config: ServerConfig;
  emit: TaskEmitter;
  log: FastifyBaseLogger;
  /** The task types this runner works. */
  registry: TaskRegistry;
  /** How often to look for runnable and stale tasks (ms). */
  pollMs?: number;
  /** How long a claim holds without renewal (ms). */
  leaseMs?: number;
  /** Least time between two progress reports of one task (ms). */
  progressEveryMs?: number;
  /**
   * The database belongs to this process alone (PGlite): at start, every preparing/working row was
   * left by a previous run, whatever its lease says.
   */
  exclusiveDatabase: boolean;
}

const ACTIVE = ['preparing', 'working'] as const;

export class TaskRunner {
  private readonly leaseMs: number;
  private readonly progressEveryMs: number;
  private readonly registry: TaskRegistry;
  private readonly shutdown = new AbortController();
  private readonly loop: WakeLoop;

  constructor(private readonly options: RunnerOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.progressEveryMs = options.progressEveryMs ?? 250;
    this.registry = options.registry;
    this.loop = new WakeLoop('task runner', options.log, options.pollMs ?? 1000, () => this.drain());
  }

  /** Recovers what a previous process left, then works until stopped. */
  async start(): Promise<void> {
    await this.recover(this.options.exclusiveDatabase);
    this.loop.start();
  }

  /** Look for work now (e.g. a task was just created). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops claiming; a running task is aborted and goes back to `pending` for the next start. */
  async stop(): Promise<void> {
    this.shutdown.abort();
    await this.loop.stop();
  }

  /**
   * Re-queues (or fails, attempts used up) tasks left preparing/working by a stopped process:
   * those whose lease ran out, or all of them when `all` (nobody else can be working them).
   */
  async recover(all = false): Promise<TaskRow[]> {
    const now = new Date();
    const stale = all ? inArray(tasks.status, [...ACTIVE]) : and(inArray(tasks.status, [...ACTIVE]), lt(tasks.leaseUntil, now));
    const rows = await this.options.db.update(tasks).set({
      status: sql`case when ${tasks.attempts} < ${MAX_ATTEMPTS} then 'pending' else 'error' end`,
      error: sql`case when ${tasks.attempts} < ${MAX_ATTEMPTS} then null else ${INTERRUPTED_ERROR} end`,
      errorKey: sql`case when ${tasks.attempts} < ${MAX_ATTEMPTS} then null else ${TaskErrorKey.INTERRUPTED} end`,
      leaseUntil: null,
      updatedAt: now,
    }).where(stale).returning();
    for (const row of rows) this.options.emit(row);
    return rows;
  }

  private async drain(): Promise<void> {
    await this.recover();
    while (!this.shutdown.signal.aborted) {
      const task = await this.claim();
      if (!task) return;
      await this.run(task);
    }
  }

  /** Takes the oldest runnable task of a registered type, or nothing. */
  async claim(): Promise<TaskRow | undefined> {
    const types = this.registry.types();
    if (types.length === 0) return undefined;
    const now = new Date();
    const runnable = this.options.db.select({ objectId: tasks.objectId }).from(tasks)
      .where(and(
        inArray(tasks.type, types),
        or(inArray(tasks.status, ['started', 'pending']), and(eq(tasks.status, 'scheduled'), lte(tasks.scheduleAt, now))),
      ))
      .orderBy(tasks.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.options.db.update(tasks)
      .set({ status: 'preparing', attempts: sql`${tasks.attempts} + 1`, leaseUntil: new Date(now.getTime() + this.leaseMs), updatedAt: now })
      .where(inArray(tasks.objectId, runnable))
      .returning();
    if (row) this.options.emit(row);
    return row;
  }

  /**
   * Updates the claimed row while this run still holds it: `attempts` is the fencing token (a
   * re-queue and a new claim elsewhere bump it). Answers undefined when the claim is lost.
   */
  private async update(claimed: TaskRow, values: PgUpdateSetSource<typeof tasks>): Promise<TaskRow | undefined> {
    const [row] = await this.options.db.update(tasks)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(tasks.objectId, claimed.objectId), eq(tasks.attempts, claimed.attempts), inArray(tasks.status, [...ACTIVE])))
      .returning();
    return row;
  }

  async run(claimed: TaskRow): Promise<void> {
    const handler = this.registry.handler(claimed.type);
    const { log } = this.options;
    const lease = () => new Date(Date.now() + this.leaseMs);
    const heartbeat = setInterval(() => {
      void this.update(claimed, { leaseUntil: lease() }).catch((error: unknown) => log.warn({ err: error }, 'task lease renewal failed'));
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    let lastReport = 0;
    let lost = false;
    const report = async (values: PgUpdateSetSource<typeof tasks>, always: boolean) => {
      if (lost) throw new Error('the task was taken over');
      const due = always || Date.now() - lastReport >= this.progressEveryMs;
      const row = await this.update(claimed, { ...values, leaseUntil: lease() });
      if (!row) {
        lost = true;
        throw new Error('the task was taken over');
      }
      if (due) {
        lastReport = Date.now();
        this.options.emit(row);
      }
    };
    const context: TaskContext = {
      task: claimed,
      db: this.options.db,
      config: this.options.config,
      signal: this.shutdown.signal,
      start: (total) => report({ status: 'working', total, progress: 0 }, true),
      // Between a task's batches, requests get a turn (PGlite answers in microtasks: docs/server.md).
      progress: async (done) => {
        await report({ progress: done }, false);
        await nextTurn();
      },
    };
    try {
      if (!handler) throw new Error(`unknown task type ${claimed.type}`);
      const output: TaskOutput = (await handler(context)) ?? {};
      if (output.park) {
        const parked = await this.update(claimed, { status: 'scheduled', scheduleAt: null, leaseUntil: null });
        if (parked) this.options.emit(parked);
        return;
      }
      const done = await this.update(claimed, {
        status: 'done', progress: sql`greatest(${tasks.progress}, ${tasks.total})`, leaseUntil: null,
        url: output.url ?? null, filePath: output.filePath ?? null, result: output.result ?? null,
      });
      if (done) this.options.emit(done);
    } catch (error) {
      if (lost) return;
      // Shut down mid-run: back in the queue, to run again after the restart.
      const interrupted = this.shutdown.signal.aborted;
      if (!interrupted) log.warn({ err: error, taskId: claimed.objectId, type: claimed.type }, 'task failed');
      const row = await this.update(claimed, interrupted
        ? { status: 'pending', leaseUntil: null }
        : { status: 'error', ...taskFailure(error), leaseUntil: null });
      if (row) this.options.emit(row);
    } finally {
      clearInterval(heartbeat);
    }
  }
}
