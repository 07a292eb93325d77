// LINE recipients, by multicast: up to 500 users of one account per call, one X-Line-Retry-Key per
// batch. The batch id and its key are written on the rows (status `sending`) before the call, so a try
// after a lost answer, a time-out, a 429 or a crash repeats the same key, and LINE answers a repeat
// 409: the batch went once. A batch whose tries run out after one LINE may have accepted ends
// `unknown`, never `failed`: "Resend failed only" would send it a second time.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { messagingApi } from '@line/bot-sdk';
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError } from '../../common/error-keys';
import { randomId } from '../../common/ids';
import type { MessageDelivery } from '../../common/contracts/messages';
import { integrationById } from '../channels/integrations/store';
import { LINE_MULTICAST_MAX, LINE_MULTICAST_PER_SECOND, multicastToLine, type MulticastOutcome } from '../channels/line/line-multicast';
import { lineMessageOf, lineQuickReplyOf } from '../channels/line/outbound-messages';
import { withPublicMedia } from '../channels/outbound/public-media';
import { takeSendSlot } from '../channels/lanes/send-rate';
import { isUnsupported } from '../channels/outbound/unsupported';
import type { ChannelServices } from '../channels/services';
import { broadcastRecipients, customers } from '../db/schema';
import { announceStoredMessages } from '../messages/announce';
import { broadcastContents, type BroadcastPlan } from './contents';
import { appendBroadcastMessages } from './conversation';
import { countOutcomes, dueNow } from './recipients';

/** Waits before the 2nd, 3rd, … try of a batch (LINE's Retry-After when longer); after the last, the batch failed. */
const RETRY_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
const MAX_TRIES = RETRY_MS.length + 1;

/** The batch's retry key: a UUID (version 4 shape, as LINE asks) derived from the batch id. */
export function batchRetryKey(batchId: string): string {
  const hex = createHash('sha256').update(`broadcast-batch:${batchId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Batch { batchId: string; retryKey: string; integrationId: string | null; attempts: number; ambiguous: boolean }

/** A batch left `sending` (its answer lost, a crash, a Retry-After over), else a new one of pending rows. */
async function nextBatch({ db }: ChannelServices, broadcastId: string): Promise<Batch | undefined> {
  const line = and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.platform, 'line'));
  const [left] = await db.select({
    batchId: broadcastRecipients.batchId, retryKey: broadcastRecipients.retryKey, integrationId: broadcastRecipients.integrationId,
    attempts: broadcastRecipients.attempts, ambiguous: broadcastRecipients.ambiguous,
  }).from(broadcastRecipients).where(and(line, eq(broadcastRecipients.status, 'sending'), dueNow())).limit(1);
  if (left?.batchId && left.retryKey) {
    // Never tried yet, yet left sending: its first try was cut off by a crash, and LINE may have accepted it.
    return { batchId: left.batchId, retryKey: left.retryKey, integrationId: left.integrationId, attempts: left.attempts, ambiguous: left.ambiguous || left.attempts === 0 };
  }

  const [first] = await db.select({ integrationId: broadcastRecipients.integrationId }).from(broadcastRecipients)
    .where(and(line, eq(broadcastRecipients.status, 'pending'))).limit(1);
  if (!first) return undefined;
  const batchId = randomId();
  const retryKey = batchRetryKey(batchId);
  const rows = await db.transaction(async (tx) => {
    // The ids first, then the update: as a subquery of the UPDATE, the locking LIMIT may be run again
    // for each row and skip the rows this statement already changed, claiming more than 500.
    const claimable = await tx.select({ customerId: broadcastRecipients.customerId }).from(broadcastRecipients)
      .where(and(line, eq(broadcastRecipients.status, 'pending'),
        first.integrationId ? eq(broadcastRecipients.integrationId, first.integrationId) : sql`${broadcastRecipients.integrationId} is null`))
      .orderBy(broadcastRecipients.customerId).limit(LINE_MULTICAST_MAX).for('update', { skipLocked: true });
    if (claimable.length === 0) return [];
    return tx.update(broadcastRecipients).set({ status: 'sending', batchId, retryKey, attempts: 0 })
      .where(and(eq(broadcastRecipients.broadcastId, broadcastId), inArray(broadcastRecipients.customerId, claimable.map((row) => row.customerId))))
      .returning({ customerId: broadcastRecipients.customerId });
  });
  return rows.length > 0 ? { batchId, retryKey, integrationId: first.integrationId, attempts: 0, ambiguous: false } : undefined;
}

/** The LINE message objects every recipient of the account gets (the quick reply under the last). */
function lineMessagesOf(services: ChannelServices, plan: BroadcastPlan, contents: Map<number, Parameters<typeof lineMessageOf>[0]>): messagingApi.Message[] | string {
  const built: messagingApi.Message[] = [];
  for (const content of contents.values()) {
    const message = lineMessageOf(withPublicMedia(content, services.config.publicUrl, services.signer));
    if (isUnsupported(message)) return message.unsupported;
    built.push(message);
  }
  const quickReply = plan.broadcast.quickReply;
  const last = built[built.length - 1];
  if (quickReply && last) {
    last.quickReply = lineQuickReplyOf(quickReply.items);
  }
  return built;
}

/** Sends one LINE batch (or tries one again); false when no LINE recipient is left to try now. */
export async function sendLineBatch(services: ChannelServices, plan: BroadcastPlan, log: FastifyBaseLogger): Promise<boolean> {
  const { db, adapters, credentials, config } = services;
  const broadcastId = plan.broadcast.objectId;
  const batch = await nextBatch(services, broadcastId);
  if (!batch) return false;
  const inBatch = and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.batchId, batch.batchId), eq(broadcastRecipients.status, 'sending'));
  const rows = await db.select({ customerId: broadcastRecipients.customerId, to: broadcastRecipients.platformCustomerId }).from(broadcastRecipients).where(inBatch);
  if (rows.length === 0) return true;

  const indexes = plan.indexesFor('line', true, batch.integrationId);
  // The LIFF app deleted after the broadcast was saved: its share button would open nothing.
  const liffGone = !plan.share && indexes.some((index) => plan.broadcast.messages[index]!.contentType === 'shareMessage');
  const contents = liffGone ? new Map<number, never>() : await broadcastContents(db, plan, indexes, null);
  const messages = liffGone ? 'the organization\'s LIFF app was deleted: the share message cannot go' : lineMessagesOf(services, plan, contents);
  const integration = batch.integrationId ? await integrationById(db, batch.integrationId) : undefined;
  let outcome: MulticastOutcome;
  if (typeof messages === 'string') outcome = { kind: 'failed', error: DeliveryError.LINE_UNSUPPORTED, detail: messages };
  else if (messages.length === 0) outcome = { kind: 'failed', error: DeliveryError.LINE_UNSUPPORTED, detail: 'none of the broadcast\'s messages can go to LINE' };
  else if (!integration || !adapters.line) outcome = { kind: 'failed', error: DeliveryError.DISCONNECTED, detail: 'the LINE account of these customers is not connected' };
  else {
    // LINE counts multicasts apart from pushes and replies (200 a second per channel): a broadcast never takes the agents' share.
    await takeSendSlot(services.bus, integration.objectId, LINE_MULTICAST_PER_SECOND, { endpoint: 'multicast' });
    outcome = await multicastToLine(config.channels.line, credentials.open(integration.objectId, integration.credentials),
      { to: rows.map((row) => row.to), messages, retryKey: batch.retryKey });
  }

  const tries = batch.attempts + 1;
  if (outcome.kind === 'retry' && tries < MAX_TRIES) {
    const wait = Math.max(RETRY_MS[Math.min(tries - 1, RETRY_MS.length - 1)]!, outcome.afterMs ?? 0);
    log.warn({ broadcastId, batchId: batch.batchId, tries, error: outcome.error }, 'LINE multicast not accepted yet: trying again with its key');
    await db.update(broadcastRecipients).set({ attempts: tries, nextAttemptAt: new Date(Date.now() + wait), ...(outcome.ambiguous ? { ambiguous: true } : {}) }).where(inBatch);
    return true;
  }
  // A batch any of whose tries LINE may have accepted is never counted failed (so "Resend failed only"
  // cannot send it twice): its recipients are unknown.
  const mayHaveGone = outcome.kind === 'retry' && (batch.ambiguous || outcome.ambiguous === true);
  const ended: MulticastOutcome = mayHaveGone && outcome.kind === 'retry'
    ? { kind: 'failed', error: DeliveryError.LINE_UNKNOWN, detail: `a try may have been accepted (last answer: ${outcome.error}); ${outcome.detail}` } : outcome;
  const delivery: MessageDelivery = ended.kind === 'sent' ? { state: 'sent' } : { state: 'failed', error: ended.error, ...(ended.detail ? { detail: ended.detail } : {}) };
  const stored = await db.transaction(async (tx) => {
    const settled = await tx.update(broadcastRecipients).set(ended.kind === 'sent'
      ? { status: 'sent', sentAt: new Date(), attempts: tries, messagesSent: indexes.length, nextAttemptAt: null, ...(ended.requestId ? { platformRequestId: ended.requestId } : {}) }
      : { status: mayHaveGone ? 'unknown' : 'failed', error: ended.error, attempts: tries, nextAttemptAt: null })
      .where(inBatch).returning({ customerId: broadcastRecipients.customerId });
    const people = await tx.select().from(customers).where(inArray(customers.objectId, settled.map((row) => row.customerId)));
    const appended = await appendBroadcastMessages(tx, plan.broadcast.orgId, plan.senderId, people.flatMap((customer) => [...contents].map(([index, content]) => ({
      broadcastId, index, customer, content, delivery,
    }))));
    await countOutcomes(tx, broadcastId, ended.kind === 'sent' ? { success: settled.length, failed: 0, unknown: 0 }
      : mayHaveGone ? { success: 0, failed: 0, unknown: settled.length } : { success: 0, failed: settled.length, unknown: 0 });
    return appended;
  });
  announceStoredMessages(services.realtime, stored);
  return true;
}
