// Dexie side of the outbox: each function is one transaction around a decision of outbox.ts.
import { Dexie } from 'dexie';
import { db } from '../../src/data/db';
import {
  createPendingEntry, planFlushPass, recoverInterrupted, resendEntry,
  type FlushPlan, type NewTextMessage, type OutboxStep,
} from './outbox';

/**
 * Stores a new outbox entry and drops the conversation's draft. createdAt is kept strictly increasing
 * within a conversation so two messages sent in the same millisecond keep their order.
 */
export function addPendingMessage(input: NewTextMessage, receiptId: string, now: number): Promise<void> {
  return db.transaction('rw', [db.pendingMessages, db.drafts], async () => {
    const newest = await db.pendingMessages
      .where('[conversationId+createdAt]')
      .between([input.conversationId, Dexie.minKey], [input.conversationId, Dexie.maxKey])
      .last();
    const createdAt = newest && newest.createdAt >= now ? newest.createdAt + 1 : now;
    await db.pendingMessages.add(createPendingEntry(input, receiptId, createdAt));
    await db.drafts.delete(input.conversationId);
  });
}

/** One pass of the flush loop, atomically: two passes never claim the same entry. */
export function claimDueEntries(now: number): Promise<FlushPlan> {
  return db.transaction('rw', db.pendingMessages, async () => {
    const plan = planFlushPass(await db.pendingMessages.toArray(), now);
    await db.pendingMessages.bulkPut(plan.updates);
    return plan;
  });
}

/** Applies the result of a send, unless the entry was confirmed (by the socket) or discarded meanwhile. */
export function applyOutboxStep(receiptId: string, step: OutboxStep): Promise<void> {
  return db.transaction('rw', db.pendingMessages, async () => {
    const current = await db.pendingMessages.get(receiptId);
    if (current?.status !== 'sending') return;
    if (step.kind === 'remove') await db.pendingMessages.delete(receiptId);
    else await db.pendingMessages.put(step.entry);
  });
}

/** Entries a crashed or stopped worker left 'sending' go back to the queue. */
export function requeueInterrupted(): Promise<void> {
  return db.transaction('rw', db.pendingMessages, async () => {
    const sending = await db.pendingMessages.where('status').equals('sending').toArray();
    await db.pendingMessages.bulkPut(recoverInterrupted(sending));
  });
}

/** The agent's Resend; false when the entry is not waiting for one. */
export function resendPending(receiptId: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.pendingMessages, async () => {
    const entry = await db.pendingMessages.get(receiptId);
    const renewed = entry && resendEntry(entry, now);
    if (renewed) await db.pendingMessages.put(renewed);
    return renewed !== undefined;
  });
}

export async function discardPending(receiptId: string): Promise<void> {
  await db.pendingMessages.delete(receiptId);
}
