// Dexie side of any outbox table: each function is one transaction around a decision of outbox.ts.
// Used by the message outbox (store-outbox.ts) and the action outbox (store-actions.ts).
import type { Table } from 'dexie';
import { db } from '../db';
import { recoverInterrupted, resendEntry, retryNow, type FlushPlan, type OutboxEntry, type OutboxRules, type OutboxStep } from '../outbox/outbox';

export interface OutboxTable<Entry extends OutboxEntry> {
  /** One pass of the flush loop, atomically: two passes never claim the same entry. */
  claimDue(now: number): Promise<FlushPlan<Entry>>;
  /** Applies the result of a send, unless the entry was confirmed or discarded meanwhile. */
  applyStep(key: string, step: OutboxStep<Entry>): Promise<void>;
  /** Entries a crashed or stopped worker left 'sending' go back to the queue. */
  requeueInterrupted(): Promise<void>;
  /** The connection is back: queued entries are due now, their backoff reset. */
  retryNow(now: number): Promise<void>;
  /** The agent's Resend; false when the entry is not waiting for one. */
  resend(key: string, now: number): Promise<boolean>;
  /** Keys of queued entries (for a liveQuery that wakes the flush loop). */
  queuedKeys(): Promise<unknown[]>;
}

export function outboxTable<Entry extends Insert & OutboxEntry, Insert>(
  table: Table<Entry, string, Insert>,
  rules: OutboxRules<Entry>,
): OutboxTable<Entry> {
  return {
    claimDue: (now) => db.transaction('rw', table, async () => {
      const plan = rules.planFlushPass(await table.toArray(), now);
      await table.bulkPut(plan.updates);
      return plan;
    }),
    applyStep: (key, step) => db.transaction('rw', table, async () => {
      const current = await table.get(key);
      if (current?.status !== 'sending') return;
      if (step.kind === 'remove') await table.delete(key);
      else await table.put(step.entry);
    }),
    requeueInterrupted: () => db.transaction('rw', table, async () => {
      const sending = await table.where('status').equals('sending').toArray();
      await table.bulkPut(recoverInterrupted(sending));
    }),
    retryNow: (now) => db.transaction('rw', table, async () => {
      await table.bulkPut(retryNow(await table.where('status').equals('queued').toArray(), now));
    }),
    resend: (key, now) => db.transaction('rw', table, async () => {
      const entry = await table.get(key);
      const renewed = entry && resendEntry(entry, now);
      if (renewed) await table.put(renewed);
      return renewed !== undefined;
    }),
    queuedKeys: () => table.where('status').equals('queued').primaryKeys(),
  };
}
