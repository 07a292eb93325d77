// Dexie side of the message outbox: each function is one transaction around a decision of outbox.ts.
import { Dexie } from 'dexie';
import { db } from '../db';
import { createPendingEntry, messageOutbox, type NewTextMessage } from '../outbox/outbox';
import { outboxTable } from './store-queue';

/**
 * Stores a new outbox entry and drops the conversation's draft (unless `keepDraft`: a template sent
 * beside what the agent typed). createdAt is kept strictly increasing within a conversation so two
 * messages sent in the same millisecond keep their order.
 */
export function addPendingMessage(input: NewTextMessage, receiptId: string, now: number, { keepDraft = false } = {}): Promise<void> {
  return db.transaction('rw', [db.pendingMessages, db.drafts], async () => {
    const newest = await db.pendingMessages
      .where('[conversationId+createdAt]')
      .between([input.conversationId, Dexie.minKey], [input.conversationId, Dexie.maxKey])
      .last();
    const createdAt = newest && newest.createdAt >= now ? newest.createdAt + 1 : now;
    await db.pendingMessages.add(createPendingEntry(input, receiptId, createdAt));
    if (!keepDraft) await db.drafts.delete(input.conversationId);
  });
}

/** The message outbox table: keyed by receiptId, in order per conversation. */
export const messageTable = outboxTable(db.pendingMessages, messageOutbox);

/** One pass of the flush loop, atomically: two passes never claim the same entry. */
export const claimDueEntries = messageTable.claimDue;

/** Applies the result of a send, unless the entry was confirmed (by the socket) or discarded meanwhile. */
export const applyOutboxStep = messageTable.applyStep;

/** Entries a crashed or stopped worker left 'sending' go back to the queue. */
export const requeueInterrupted = messageTable.requeueInterrupted;

/** The agent's Resend; false when the entry is not waiting for one. */
export const resendPending = messageTable.resend;

export async function discardPending(receiptId: string): Promise<void> {
  await db.pendingMessages.delete(receiptId);
}
