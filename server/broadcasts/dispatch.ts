// The broadcast dispatcher: the runner's `broadcast` task (server/tasks). At start it snapshots the
// audience into broadcast_recipients (one INSERT … SELECT, once), then sends in batches — LINE by
// multicast (dispatch-line.ts), Meta per recipient with a few in flight at once (dispatch-meta.ts), live
// chat by appending to the conversation — reading pause and stop between batches. Exactly once per
// platform: docs/broadcasts.md.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, inArray, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TaskType } from '../../common/tasks';
import type { ChannelServices } from '../channels/services';
import { broadcastRecipients, broadcasts, customers } from '../db/schema';
import { announceStoredMessages } from '../messages/announce';
import type { TaskContext, TaskOutput, TaskRegistry } from '../tasks/registry';
import { snapshotAudience } from './audience';
import { appendBroadcastMessages } from './conversation';
import { broadcastContents, type BroadcastPlan, planOf } from './contents';
import { sendLineBatch } from './dispatch-line';
import { MetaSends } from './dispatch-meta';
import { countOutcomes } from './recipients';
import { toBroadcast, type BroadcastRow } from './serialize';

/** Live-chat recipients appended per transaction. */
const LIVECHAT_BATCH = 500;
/** Longest wait between two looks at pause and stop while rows wait for a platform's Retry-After. */
const CONTROL_EVERY_MS = 500;
/** Least time between two broadcast events of one run (status changes always go). */
const EVENT_EVERY_MS = 250;

/** One run of a broadcast's task. */
export class Dispatch {
  private lastEvent = 0;
  private plan!: BroadcastPlan;
  private meta: MetaSends | undefined;

  constructor(private readonly services: ChannelServices, private readonly context: TaskContext, private readonly log: FastifyBaseLogger) {}

  private get broadcastId(): string {
    return String(this.context.task.options.broadcastId ?? '');
  }

  async run(): Promise<TaskOutput> {
    const row = await this.begin();
    if (!row) return { park: true };
    this.plan = await planOf(this.services.db, row);
    const meta = new MetaSends(this.services, this.plan, this.context.signal, this.log);
    this.meta = meta;
    try {
      let current = row.snapshotAt ? row : await this.snapshot(row);
      await this.recoverInterrupted();
      await this.context.start(current.total);
      for (;;) {
        this.context.signal.throwIfAborted();
        const control = await this.control();
        if (control) return control;
        const worked = await sendLineBatch(this.services, this.plan, this.log)
          || await meta.step()
          || await this.livechatBatch();
        if (worked) {
          current = await this.report(false);
          continue;
        }
        const due = await this.nextDue();
        if (due === undefined) break;
        await sleep(Math.max(10, Math.min(CONTROL_EVERY_MS, due - Date.now())), undefined, { signal: this.context.signal });
      }
      return await this.finish(current);
    } finally {
      // A shutdown (or an error) starts no new send and lets those in flight finish and be recorded.
      await meta.drain();
    }
  }

  /** The broadcast becomes this run's, unless it was paused, stopped, edited or deleted since the task was queued. */
  private async begin(): Promise<BroadcastRow | undefined> {
    const [row] = await this.services.db.update(broadcasts).set({
      status: sql`case when ${broadcasts.snapshotAt} is null then 'preparing' else 'dispatching' end`,
      startedAt: sql`coalesce(${broadcasts.startedAt}, now())`,
      updatedAt: new Date(),
    }).where(and(
      eq(broadcasts.objectId, this.broadcastId), eq(broadcasts.taskId, this.context.task.objectId), eq(broadcasts.deleted, false),
      inArray(broadcasts.status, ['scheduled', 'started', 'preparing', 'dispatching']),
    )).returning();
    if (row) this.emit(row, true);
    return row;
  }

  /** The audience, once: written with the total in one transaction, so a rerun finds it taken. */
  private async snapshot(row: BroadcastRow): Promise<BroadcastRow> {
    const updated = await this.services.db.transaction(async (tx) => {
      await snapshotAudience(tx, row.objectId, this.plan.audience(new Date()));
      const [counted] = await tx.select({ total: count() }).from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, row.objectId));
      const [next] = await tx.update(broadcasts).set({ snapshotAt: new Date(), total: counted?.total ?? 0, status: 'dispatching', updatedAt: new Date() })
        .where(eq(broadcasts.objectId, row.objectId)).returning();
      return next!;
    });
    this.emit(updated, true);
    return updated;
  }

  /**
   * A Meta recipient left `sending` by a run that died may have its message (Meta has no retry key):
   * `unknown`, never sent again. (LINE rows left `sending` keep their batch and key: sent again as they were.)
   */
  private async recoverInterrupted(): Promise<void> {
    await this.services.db.transaction(async (tx) => {
      const left = await tx.update(broadcastRecipients).set({ status: 'unknown', error: sql`${broadcastRecipients.platform} || ':unknown'` })
        .where(and(
          eq(broadcastRecipients.broadcastId, this.broadcastId), eq(broadcastRecipients.status, 'sending'),
          inArray(broadcastRecipients.platform, ['facebook', 'instagram', 'whatsapp']),
        )).returning({ customerId: broadcastRecipients.customerId });
      await countOutcomes(tx, this.broadcastId, { success: 0, failed: 0, unknown: left.length });
    });
  }

  /** Pause and stop, read between batches (and every 250 ms of Meta sends): the sends in flight finish, no new one starts. */
  private async control(): Promise<TaskOutput | undefined> {
    const read = async () => (await this.services.db.select().from(broadcasts).where(eq(broadcasts.objectId, this.broadcastId)).limit(1))[0];
    let row = await read();
    if (row && !row.deleted && row.taskId === this.context.task.objectId && row.status !== 'terminated' && row.status !== 'pausing') return undefined;
    if (this.meta?.size) {
      await this.meta.drain();
      row = await read();
    }
    if (!row || row.deleted || row.taskId !== this.context.task.objectId) return { park: true };
    if (row.status === 'terminated') {
      this.emit(row, true);
      return { result: { broadcastId: row.objectId, terminated: true, total: row.total, success: row.success, failed: row.failed, unknown: row.unknown } };
    }
    if (row.status === 'pausing') {
      // The run lets go: resuming queues a new task (store.ts resumeBroadcast).
      const [released] = await this.services.db.update(broadcasts).set({ taskId: null, updatedAt: new Date() })
        .where(and(eq(broadcasts.objectId, row.objectId), eq(broadcasts.taskId, this.context.task.objectId), eq(broadcasts.status, 'pausing'))).returning();
      if (released) this.emit(released, true);
      return { park: true };
    }
    return undefined;
  }

  /** Live chat: the message in the conversation is the delivery (the visitor's pages get it as it commits). */
  private async livechatBatch(): Promise<boolean> {
    const { db, realtime, channels } = this.services;
    const plan = this.plan;
    const stored = await db.transaction(async (tx) => {
      const claimable = tx.select({ customerId: broadcastRecipients.customerId }).from(broadcastRecipients)
        .where(and(eq(broadcastRecipients.broadcastId, plan.broadcast.objectId), eq(broadcastRecipients.status, 'pending'), eq(broadcastRecipients.platform, 'livechat')))
        .orderBy(broadcastRecipients.customerId).limit(LIVECHAT_BATCH).for('update', { skipLocked: true });
      const indexes = plan.indexesFor('livechat', true, null);
      const rows = await tx.update(broadcastRecipients)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${broadcastRecipients.attempts} + 1`, messagesSent: indexes.length })
        .where(and(eq(broadcastRecipients.broadcastId, plan.broadcast.objectId), inArray(broadcastRecipients.customerId, claimable)))
        .returning({ customerId: broadcastRecipients.customerId });
      if (rows.length === 0) return undefined;
      const people = await tx.select().from(customers).where(inArray(customers.objectId, rows.map((row) => row.customerId)));
      const contents = await broadcastContents(tx, plan, indexes, null);
      const entries = people.flatMap((customer) => indexes.map((index) => ({
        broadcastId: plan.broadcast.objectId, index, customer, content: contents.get(index)!, delivery: null,
      })));
      const appended = await appendBroadcastMessages(tx, plan.broadcast.orgId, plan.senderId, entries);
      await countOutcomes(tx, plan.broadcast.objectId, { success: rows.length, failed: 0, unknown: 0 });
      return appended;
    });
    if (!stored) return false;
    announceStoredMessages(realtime, stored);
    const byId = new Map(stored.customers.map((customer) => [customer.objectId, customer]));
    for (const message of stored.messages) {
      const customer = byId.get(message.customerId);
      if (customer) await channels.livechat?.announce?.(message, customer);
    }
    return true;
  }

  /** When the next row waiting for a platform's Retry-After is due, or undefined when nothing is left to send. */
  private async nextDue(): Promise<number | undefined> {
    const [row] = await this.services.db.select({ left: count(), due: min(broadcastRecipients.nextAttemptAt) }).from(broadcastRecipients)
      .where(and(eq(broadcastRecipients.broadcastId, this.broadcastId), inArray(broadcastRecipients.status, ['pending', 'sending'])));
    if (!row || row.left === 0) return undefined;
    return row.due ? new Date(row.due).getTime() : Date.now();
  }

  private async report(always: boolean): Promise<BroadcastRow> {
    const [row] = await this.services.db.select().from(broadcasts).where(eq(broadcasts.objectId, this.broadcastId)).limit(1);
    this.emit(row!, always);
    // Yields to the event loop (the runner's progress does: docs/server.md "Background work").
    await this.context.progress(row!.sent);
    return row!;
  }

  /** Every recipient has an outcome: the counters are taken once more from the rows, exactly. */
  private async finish(current: BroadcastRow): Promise<TaskOutput> {
    const { db } = this.services;
    const [totals] = await db.select({
      total: count(),
      success: sql<number>`count(*) filter (where ${broadcastRecipients.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${broadcastRecipients.status} = 'failed')`.mapWith(Number),
      unknown: sql<number>`count(*) filter (where ${broadcastRecipients.status} = 'unknown')`.mapWith(Number),
    }).from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, current.objectId));
    const counts = { total: totals?.total ?? 0, success: totals?.success ?? 0, failed: totals?.failed ?? 0, unknown: totals?.unknown ?? 0 };
    const [done] = await db.update(broadcasts).set({
      ...counts, sent: counts.success + counts.failed + counts.unknown, status: 'done', finishedAt: new Date(), updatedAt: new Date(),
    }).where(and(eq(broadcasts.objectId, current.objectId), eq(broadcasts.taskId, this.context.task.objectId), eq(broadcasts.status, 'dispatching'))).returning();
    if (done) this.emit(done, true);
    await this.context.progress(counts.total);
    return { result: { broadcastId: current.objectId, ...counts } };
  }

  private emit(row: BroadcastRow, always: boolean): void {
    if (!always && Date.now() - this.lastEvent < EVENT_EVERY_MS) return;
    this.lastEvent = Date.now();
    this.services.realtime.broadcastChanged(row.orgId, { type: 'broadcast', broadcast: toBroadcast(row) });
  }
}

export function registerBroadcastDispatch(taskTypes: TaskRegistry, services: ChannelServices, log: FastifyBaseLogger): void {
  taskTypes.register(TaskType.BROADCAST, (context) => new Dispatch(services, context, log).run());
}
