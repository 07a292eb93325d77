// Reply delivery jobs (message_deliveries) and the delivery state the message carries to the consoles.
import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { MessageDelivery } from '../../../common/contracts/messages';
import type { Db, Queryable } from '../../db/client';
import { customers, messageDeliveries, messages, orgSequences } from '../../db/schema';
import { reserveSeq } from '../../db/sequence';
import type { MessageRow } from '../../messages/serialize';
import { withinRoom, type ClaimRoom } from '../lanes/claim-room';

export type DeliveryRow = typeof messageDeliveries.$inferSelect;

/** A claimed job; `interrupted`: its last try was cut off (the process died), so what it did is unknown. */
export type DeliveryJob = DeliveryRow & { interrupted: boolean };

/** Whom a job goes through: its account, or '' for a customer of no connected account. */
export const deliveryAccount = (row: Pick<DeliveryRow, 'integrationId'>) => row.integrationId ?? '';

/**
 * Claims due lane heads (each conversation's oldest pending reply: a reply never overtakes an earlier
 * one), oldest due first, within `room`, for `claimMs` (a claim that runs out is taken again). A job
 * whose last claim was never answered by an outcome comes back `interrupted`, and its round `ambiguous`.
 */
export function claimDeliveries(db: Db, room: ClaimRoom, claimMs: number): Promise<DeliveryJob[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const account = sql<string>`coalesce(${messageDeliveries.integrationId}, '')`;
    const candidates = await tx.select().from(messageDeliveries)
      .where(and(
        eq(messageDeliveries.status, 'pending'),
        lte(messageDeliveries.nextAttemptAt, now),
        room.full.length > 0 ? notInArray(account, room.full) : undefined,
        sql`not exists (select 1 from ${messageDeliveries} as older where older.customer_id = ${messageDeliveries.customerId}
          and older.status = 'pending' and older.queued < ${messageDeliveries.queued})`,
      ))
      .orderBy(asc(messageDeliveries.nextAttemptAt)).limit(room.limit).for('update', { skipLocked: true });
    const chosen = withinRoom(candidates, room, deliveryAccount);
    if (chosen.length === 0) return [];
    const updated = await tx.update(messageDeliveries).set({
      nextAttemptAt: new Date(now.getTime() + claimMs),
      attempts: sql`${messageDeliveries.attempts} + 1`,
      claimedAt: now,
      // A try cut off may have reached the platform.
      ambiguous: sql`${messageDeliveries.ambiguous} or ${messageDeliveries.claimedAt} is not null`,
      updatedAt: now,
    }).where(inArray(messageDeliveries.messageId, chosen.map((row) => row.messageId))).returning();
    const interrupted = new Set(chosen.filter((row) => row.claimedAt !== null).map((row) => row.messageId));
    return updated.map((row) => ({ ...row, interrupted: interrupted.has(row.messageId) }));
  });
}

/** Whether the customer's kept reply token is younger than `maxAgeMs` (LINE wants it used soon). */
export const hasFreshReplyToken = (customer: { replyToken: string | null; replyTokenAt: Date | null }, maxAgeMs: number) =>
  customer.replyToken !== null && customer.replyTokenAt !== null && customer.replyTokenAt.getTime() >= Date.now() - maxAgeMs;

/**
 * The customer's reply token when fresh, taken for this try (used once): the try then goes without a
 * retry key, which the job records in the same transaction, so a try cut off is known as keyless.
 */
export function takeReplyTokenFor(db: Db, job: DeliveryRow, maxAgeMs: number): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ replyToken: customers.replyToken, replyTokenAt: customers.replyTokenAt }).from(customers)
      .where(eq(customers.objectId, job.customerId)).for('update');
    if (!row?.replyToken || !hasFreshReplyToken(row, maxAgeMs)) return undefined;
    await tx.update(customers).set({ replyToken: null, replyTokenAt: null }).where(eq(customers.objectId, job.customerId));
    await tx.update(messageDeliveries).set({ keylessTry: true }).where(eq(messageDeliveries.messageId, job.messageId));
    return row.replyToken;
  });
}

/**
 * The job waits until `at` for its next try. `ambiguous`: this try may have reached the platform.
 * `counted: false`: the try does not count towards the round's (the platform asked us to wait).
 */
export async function retryDeliveryAt(db: Db, messageId: string, at: Date, { ambiguous, counted }: { ambiguous: boolean; counted: boolean }): Promise<void> {
  await db.update(messageDeliveries).set({
    nextAttemptAt: at,
    claimedAt: null,
    keylessTry: false,
    ...(ambiguous ? { ambiguous: true } : {}),
    ...(counted ? {} : { attempts: sql`${messageDeliveries.attempts} - 1` }),
    updatedAt: new Date(),
  }).where(eq(messageDeliveries.messageId, messageId));
}

/**
 * The job is over (sent, or refused for good): the message says so, and goes out on the change feed.
 * `platformMessageId` is kept for the platform's echoes and receipts that name it. One statement (the
 * sequence number, the job and the message), as this runs for every reply: the organization's sequence
 * row stays locked until it commits, as in a transaction.
 */
export async function settleDelivery(db: Db, job: DeliveryRow, delivery: MessageDelivery, platformMessageId?: string): Promise<MessageRow | undefined> {
  const nextSeq = db.$with('next_seq', { seq: sql<number>`seq` })
    .as(sql`update ${orgSequences} set seq = seq + 1 where org_id = ${job.orgId} returning seq`);
  const finished = db.$with('finished', { messageId: sql<string>`message_id` }).as(sql`update ${messageDeliveries}
    set status = 'done', claimed_at = null, updated_at = now(), platform_message_id = coalesce(${platformMessageId ?? null}, platform_message_id)
    where message_id = ${job.messageId} returning message_id`);
  const [row] = await db.with(nextSeq, finished).update(messages)
    .set({ delivery, seq: sql`(select seq from next_seq)`, updatedAt: new Date() })
    .where(eq(messages.objectId, job.messageId)).returning();
  return row;
}

/** How long LINE keeps a retry key: a resend within it may reuse the round's key. */
const RETRY_KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The agent sends a refused reply again, tried at once. A round any of whose tries may have been
 * accepted is resent under its own retry key while the platform still keeps it (a repeat is then
 * refused as already accepted, never sent twice); otherwise a new round, with a new key. Undefined when
 * the message's delivery had not failed.
 */
export function restartDelivery(db: Db, orgId: string, messageId: string): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(messages).where(and(eq(messages.orgId, orgId), eq(messages.objectId, messageId))).for('update');
    if (message?.delivery?.state !== 'failed') return undefined;
    const now = new Date();
    const [job] = await tx.select().from(messageDeliveries).where(eq(messageDeliveries.messageId, messageId));
    const sameKey = job !== undefined && job.ambiguous && job.roundAt.getTime() > now.getTime() - RETRY_KEY_KEPT_MS;
    await tx.update(messageDeliveries).set({
      status: 'pending', attempts: 0, nextAttemptAt: now, claimedAt: null, keylessTry: false, updatedAt: now,
      ...(sameKey ? {} : { round: sql`${messageDeliveries.round} + 1`, roundAt: now, ambiguous: false }),
    }).where(eq(messageDeliveries.messageId, messageId));
    const [row] = await tx.update(messages).set({ delivery: { state: 'pending' }, seq: await reserveSeq(tx, orgId), updatedAt: now })
      .where(eq(messages.objectId, messageId)).returning();
    return row;
  });
}

/** How far a delivered reply got: a receipt only moves a reply forward. */
const RECEIPT_STATES = { delivered: ['sent'], read: ['sent', 'delivered'] } as const;

/**
 * The platform showed our reply went (its echo names our message): a reply whose answer was lost
 * (`unknown`) is sent after all, and keeps the platform's id for the receipts that name it.
 */
export function confirmSent(db: Db, orgId: string, messageId: string, platformMessageId: string, unknownError: string): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(messageDeliveries).set({ platformMessageId, updatedAt: new Date() })
      .where(and(eq(messageDeliveries.orgId, orgId), eq(messageDeliveries.messageId, messageId), isNull(messageDeliveries.platformMessageId)));
    const [row] = await tx.update(messages).set({ delivery: { state: 'sent' }, seq: await reserveSeq(tx, orgId), updatedAt: new Date() })
      .where(and(eq(messages.orgId, orgId), eq(messages.objectId, messageId), sql`${messages.delivery}->>'error' = ${unknownError}`)).returning();
    return row;
  });
}

/** The reply of ours the platform knows by this id (its echo is not a new message; a reaction names it). */
export async function replyByPlatformId(db: Queryable, orgId: string, platformMessageId: string): Promise<{ objectId: string } | undefined> {
  const [row] = await db.select({ objectId: messageDeliveries.messageId }).from(messageDeliveries)
    .where(and(eq(messageDeliveries.orgId, orgId), eq(messageDeliveries.platformMessageId, platformMessageId))).limit(1);
  return row;
}

/** Our replies to the customer named by platform id, or sent before `watermark`, now `delivered` or `read`. */
export function applyReceipt(
  db: Db, orgId: string, customerId: string, state: 'delivered' | 'read', platformMessageIds: string[], watermark: Date,
): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const named = platformMessageIds.length === 0 ? [] : await tx.select({ messageId: messageDeliveries.messageId }).from(messageDeliveries)
      .where(and(eq(messageDeliveries.orgId, orgId), inArray(messageDeliveries.platformMessageId, platformMessageIds)));
    const which = or(
      named.length > 0 ? inArray(messages.objectId, named.map((row) => row.messageId)) : undefined,
      watermark.getTime() > 0 ? lte(messages.createdAt, watermark) : undefined,
    );
    if (!which) return [];
    const changed = await tx.select({ objectId: messages.objectId }).from(messages).where(and(
      eq(messages.orgId, orgId), eq(messages.customerId, customerId), eq(messages.sendType, 'send'),
      inArray(sql<string>`${messages.delivery}->>'state'`, [...RECEIPT_STATES[state]]), which,
    ));
    if (changed.length === 0) return [];
    const seq = await reserveSeq(tx, orgId, changed.length);
    const rows: MessageRow[] = [];
    for (const [index, { objectId }] of changed.entries()) {
      const [row] = await tx.update(messages).set({ delivery: { state }, seq: seq + index, updatedAt: new Date() })
        .where(eq(messages.objectId, objectId)).returning();
      rows.push(row!);
    }
    return rows;
  });
}

/**
 * The platform said later that our reply did not reach the customer (WhatsApp's `failed` status): the
 * message says so with the platform's reason, whatever it said before. By our id, else the platform's.
 */
export function markReplyUndelivered(
  db: Db, orgId: string, which: { ourMessageId?: string; platformMessageId: string }, delivery: MessageDelivery,
): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const messageId = which.ourMessageId ?? (await replyByPlatformId(tx, orgId, which.platformMessageId))?.objectId;
    if (!messageId) return undefined;
    const [row] = await tx.update(messages).set({ delivery, seq: await reserveSeq(tx, orgId), updatedAt: new Date() })
      .where(and(eq(messages.orgId, orgId), eq(messages.objectId, messageId), eq(messages.sendType, 'send'), sql`${messages.delivery} is not null`)).returning();
    return row;
  });
}
