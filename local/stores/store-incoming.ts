// Writes of what the server sends: change-feed pages, socket messages and customers, sent and older messages.
// A message that carries the receiptId of an outbox entry confirms it: both change in one transaction,
// so the UI never shows the message twice (pending and stored) nor loses it in between.
import { Dexie } from 'dexie';
import { db } from '../db';
import { customerRecordFrom, messageRecordFrom } from '../mapping';
import type { CustomerRecord, MessageRecord } from '../records';
import type { Change, ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import { withPendingActions } from '../outbox/actions';
import { kindsShownOn } from '../outbox/kinds/registry';
import { directWrites } from './direct-writes';
import { metaCursorKey } from '../meta';

/** The kinds of pending action that shape a customer row while they wait (others change the notes or kept messages). */
const ROW_KINDS = kindsShownOn('customer');

/** The rows to write: those the store has no newer copy of (a late pull page must not undo a fresher event). */
function notStale<Row extends { updatedAt: string }>(rows: readonly Row[], stored: readonly (Row | undefined)[]): Row[] {
  return rows.filter((row, index) => {
    const current = stored[index];
    return current === undefined || current.updatedAt <= row.updatedAt;
  });
}

/**
 * Writes customer rows; a row no newer than one the agent acted on, while that action waits in the
 * action outbox, keeps the action's effect (badge 0, the move of an assign). The transaction must
 * include customers and pendingActions.
 */
async function writeCustomers(rows: readonly CustomerRecord[]): Promise<void> {
  if (rows.length === 0) return;
  const waiting = await db.pendingActions.where('[target+kind]')
    .anyOf(rows.flatMap((row) => ROW_KINDS.map((kind) => [row.conversationId, kind])))
    .toArray();
  await db.customers.bulkPut(waiting.length === 0 ? rows : rows.map((row) => withPendingActions(row, waiting)));
}

/** Writes message rows; one carrying the receiptId of an outbox entry confirms it. */
async function writeMessagesConfirming(rows: readonly MessageRecord[], receiptIds: string[]): Promise<void> {
  await db.messages.bulkPut(rows);
  if (receiptIds.length > 0) await db.pendingMessages.bulkDelete(receiptIds);
}

const receiptIdsOf = (messages: readonly Message[]) => messages.flatMap((message) => (message.receiptId ? [message.receiptId] : []));

/**
 * Stores customers the server sent outside the change feed (no older copy over a newer one). The
 * transaction must include customers and pendingActions.
 */
export async function putCustomers(customers: readonly Customer[]): Promise<void> {
  if (customers.length === 0) return;
  const rows = customers.map(customerRecordFrom);
  const fresh = notStale(rows, await db.customers.bulkGet(rows.map((row) => row.objectId)));
  directWrites.note('Customer', fresh);
  await writeCustomers(fresh);
}

async function putMessagesConfirming(messages: readonly Message[]): Promise<void> {
  const rows = messages.map(messageRecordFrom);
  const fresh = notStale(rows, await db.messages.bulkGet(rows.map((row) => row.objectId)));
  directWrites.note('Message', fresh);
  await writeMessagesConfirming(fresh, receiptIdsOf(messages));
}

/** Keeps the last change of each object of a page (the feed is in sequence order). */
function lastChangePerObject(changes: readonly Change[]): Change[] {
  const latest = new Map<string, Change>();
  for (const change of changes) {
    const key = `${change.className}:${change.objectId}`;
    const kept = latest.get(key);
    if (!kept || kept.seq < change.seq) latest.set(key, change);
  }
  return [...latest.values()];
}

/**
 * Applies consecutive change-feed pages (in feed order) and advances the cursor to the last one's, all
 * in one transaction: a failure leaves none of them behind.
 */
export function applyChangesPages(orgId: string, pages: readonly ChangesResult[]): Promise<void> {
  const last = pages.at(-1);
  if (!last) return Promise.resolve();
  const changes = lastChangePerObject(pages.flatMap((page) => page.changes));
  const customers: Customer[] = [];
  const messages: Message[] = [];
  const deletedCustomers: string[] = [];
  const deletedMessages: string[] = [];
  for (const change of changes) {
    if (change.op === 'delete') {
      (change.className === 'Customer' ? deletedCustomers : deletedMessages).push(change.objectId);
    } else if (change.className === 'Customer') {
      customers.push(change.object);
    } else {
      messages.push(change.object);
    }
  }
  return db.transaction('rw', [db.customers, db.messages, db.pendingMessages, db.pendingActions, db.meta], async () => {
    // Checked against this worker's direct writes, not read back row by row (direct-writes.ts).
    await writeCustomers(directWrites.notOlder('Customer', customers.map(customerRecordFrom)));
    await writeMessagesConfirming(directWrites.notOlder('Message', messages.map(messageRecordFrom)), receiptIdsOf(messages));
    await db.customers.bulkDelete(deletedCustomers);
    await db.messages.bulkDelete(deletedMessages);
    await db.meta.put({ key: metaCursorKey(orgId), value: last.cursor });
  });
}

/** A message from the socket or an older page: stored, and confirming its outbox entry if it has one. */
export function storeMessages(messages: readonly Message[]): Promise<void> {
  return db.transaction('rw', [db.messages, db.pendingMessages], () => putMessagesConfirming(messages));
}

/**
 * A socket `message` and the customer (inbox row) it changed, when it came with one: both in one
 * transaction, so the inbox never shows a last message the conversation does not have yet.
 */
export function storeSocketMessage(message: Message, customer?: Customer): Promise<void> {
  if (!customer) return storeMessages([message]);
  return db.transaction('rw', [db.messages, db.pendingMessages, db.customers, db.pendingActions], async () => {
    await putMessagesConfirming([message]);
    await putCustomers([customer]);
  });
}

/** The server's answer to a send: the stored message replaces the outbox entry. */
export function confirmSent(receiptId: string, message: Message): Promise<void> {
  return db.transaction('rw', [db.messages, db.pendingMessages], async () => {
    await putMessagesConfirming([message]);
    await db.pendingMessages.delete(receiptId);
  });
}

export async function storeCustomer(customer: Customer): Promise<void> {
  await db.transaction('rw', [db.customers, db.pendingActions], () => putCustomers([customer]));
}

/** The oldest message stored for a conversation: where the next older page starts. */
export function oldestStoredMessage(conversationId: string): Promise<MessageRecord | undefined> {
  return db.messages
    .where('[conversationId+createdAt]')
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
    .first();
}
