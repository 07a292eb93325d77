// Messenger, Instagram and WhatsApp recipients, one call per message through the channel adapter.
// Meta has no retry key: a recipient is marked `sending` before its first call; a time-out or a lost
// answer leaves it `unknown` (maybe delivered) and it is never sent again; one found `sending` after
// a crash becomes `unknown` too (dispatch.ts). A rate limit (nothing done) waits and tries again.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { broadcastReceiptId, facebookTagFor } from '../../common/broadcasts';
import type { CredentialPlatform } from '../../common/contracts/integrations';
import type { MessageContent } from '../../common/contracts/message-data';
import type { MessageDelivery } from '../../common/contracts/messages';
import type { MessageTag } from '../../common/customer-profile';
import { DeliveryError } from '../../common/error-keys';
import type { SendOutcome } from '../channels/adapter';
import { integrationById } from '../channels/integrations/store';
import { withPublicMedia } from '../channels/outbound/public-media';
import type { ChannelServices } from '../channels/services';
import { broadcastRecipients, customers } from '../db/schema';
import { toCustomer, toMessage } from '../messages/serialize';
import { batchRetryKey } from './dispatch-line';
import { broadcastContents, type BroadcastPlan } from './contents';
import { appendBroadcastMessages, broadcastMessageId } from './conversation';
import { countOutcomes, dueNow } from './recipients';
import type { RecipientRow } from './serialize';

/** Recipients sent to per call of sendMetaRecipients (each is one to five calls), claimed one at a time. */
const META_BATCH = 10;
/** A rate limit without Retry-After waits this long; after this many tries the recipient failed. */
const RATE_LIMIT_WAIT_MS = 60_000;
const MAX_TRIES = 6;
const META_PLATFORMS = ['facebook', 'instagram', 'whatsapp'] as const;

type Outcome = 'sent' | 'failed' | 'unknown' | 'later';

/** Sends to a few Meta recipients; false when none is due now. */
export async function sendMetaRecipients(services: ChannelServices, plan: BroadcastPlan, signal: AbortSignal, log: FastifyBaseLogger): Promise<boolean> {
  let worked = false;
  for (let sent = 0; sent < META_BATCH; sent++) {
    signal.throwIfAborted();
    // Claimed just before its call: a crash leaves `sending` (then `unknown`) only the one whose call may have gone.
    const recipient = await claimOne(services, plan.broadcast.objectId);
    if (!recipient) break;
    worked = true;
    await sendToRecipient(services, plan, recipient, log);
    await nextTurn();
  }
  return worked;
}

async function claimOne({ db }: ChannelServices, broadcastId: string): Promise<RecipientRow | undefined> {
  return db.transaction(async (tx) => {
    // The id first, then the update (as the UPDATE's locking subquery, the LIMIT may be rerun and claim more).
    const [claimable] = await tx.select({ customerId: broadcastRecipients.customerId }).from(broadcastRecipients)
      .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.status, 'pending'),
        inArray(broadcastRecipients.platform, [...META_PLATFORMS]), dueNow()))
      .orderBy(broadcastRecipients.customerId).limit(1).for('update', { skipLocked: true });
    if (!claimable) return undefined;
    const [claimed] = await tx.update(broadcastRecipients).set({ status: 'sending', attempts: sql`${broadcastRecipients.attempts} + 1` })
      .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.customerId, claimable.customerId))).returning();
    return claimed;
  });
}

async function sendToRecipient(services: ChannelServices, plan: BroadcastPlan, recipient: RecipientRow, log: FastifyBaseLogger): Promise<void> {
  const { db, adapters, credentials, config, signer, realtime } = services;
  const broadcastId = plan.broadcast.objectId;
  const [customer] = await db.select().from(customers).where(eq(customers.objectId, recipient.customerId)).limit(1);
  const integration = recipient.integrationId ? await integrationById(db, recipient.integrationId) : undefined;
  const indexes = plan.indexesFor(recipient.platform, recipient.withinWindow, recipient.integrationId).slice(recipient.messagesSent);
  let result: { outcome: Outcome; error?: string; detail?: string; afterMs?: number } = { outcome: 'sent' };
  let sentNow = 0;
  const adapter = adapters[recipient.platform as CredentialPlatform];
  if (!customer || !integration || !adapter) result = { outcome: 'failed', error: DeliveryError.DISCONNECTED, detail: 'the account of this customer is not connected' };
  else if (indexes.length === 0 && recipient.messagesSent === 0) result = { outcome: 'failed', error: 'broadcast:nothing-for-platform', detail: `none of the messages can go to ${recipient.platform}` };
  for (const index of result.outcome === 'sent' ? indexes : []) {
    let content: MessageContent;
    try {
      content = (await broadcastContents(db, plan, [index], customer!)).get(index)!;
    } catch (error) {
      // A WhatsApp template this customer cannot be given (an empty placeholder value): refused for them.
      result = { outcome: 'failed', error: `${recipient.platform}:template`, detail: error instanceof Error ? error.message : String(error) };
      break;
    }
    const receiptId = broadcastReceiptId(broadcastId, index, recipient.customerId);
    const messageTag = tagOf(plan, recipient, content);
    const outcome: SendOutcome = await adapter!.send(credentials.open(integration!.objectId, integration!.credentials), {
      to: recipient.platformCustomerId,
      content: withPublicMedia(content, config.publicUrl, signer),
      retryKey: batchRetryKey(receiptId),
      messageId: broadcastMessageId(receiptId),
      ...(messageTag ? { messageTag } : {}),
    }).catch((error: unknown): SendOutcome => ({ kind: 'unknown', error: `${recipient.platform}:unknown`, detail: error instanceof Error ? error.message : String(error) }));
    if (outcome.kind === 'retry') {
      result = { outcome: 'later', error: outcome.error, ...(outcome.detail ? { detail: outcome.detail } : {}), ...(outcome.afterMs ? { afterMs: outcome.afterMs } : {}) };
      break;
    }
    const delivery: MessageDelivery = outcome.kind === 'sent' ? { state: 'sent' } : { state: 'failed', error: outcome.error, ...(outcome.detail ? { detail: outcome.detail } : {}) };
    const stored = await db.transaction(async (tx) => {
      if (outcome.kind === 'sent') {
        await tx.update(broadcastRecipients).set({ messagesSent: sql`${broadcastRecipients.messagesSent} + 1` })
          .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.customerId, recipient.customerId)));
      }
      return appendBroadcastMessages(tx, plan.broadcast.orgId, plan.senderId, [{ broadcastId, index, customer: customer!, content, delivery, ...(messageTag ? { messageTag } : {}) }]);
    });
    for (const message of stored.messages) realtime.message(message.orgId, toMessage(message));
    for (const changed of stored.customers) realtime.customer(changed.orgId, toCustomer(changed));
    if (outcome.kind !== 'sent') {
      result = { outcome: outcome.kind, error: outcome.error, ...(outcome.detail ? { detail: outcome.detail } : {}) };
      break;
    }
    sentNow += 1;
  }
  await settle(services, plan, recipient, result, sentNow, log);
}

/** The tag a message goes with: WHATSAPP_TEMPLATE for a template; past 24 hours, the Facebook tag the platform takes. */
function tagOf(plan: BroadcastPlan, recipient: RecipientRow, content: MessageContent): MessageTag | undefined {
  if (recipient.platform === 'whatsapp') return content.contentType === 'template' && (content.data as { templateType?: string }).templateType === 'whatsapp' ? 'WHATSAPP_TEMPLATE' : undefined;
  return recipient.withinWindow ? undefined : facebookTagFor(recipient.platform, plan.broadcast.options.fbMessengerTag);
}

async function settle(
  { db }: ChannelServices, plan: BroadcastPlan, recipient: RecipientRow, result: { outcome: Outcome; error?: string; afterMs?: number }, sentNow: number, log: FastifyBaseLogger,
): Promise<void> {
  const broadcastId = plan.broadcast.objectId;
  const which = and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.customerId, recipient.customerId), eq(broadcastRecipients.status, 'sending'));
  if (result.outcome === 'later' && recipient.attempts < MAX_TRIES) {
    // Rate limited: the platform did nothing with this call; what went before it is counted in messages_sent.
    log.warn({ broadcastId, customerId: recipient.customerId, error: result.error }, 'broadcast rate limited: trying again later');
    await db.update(broadcastRecipients).set({ status: 'pending', nextAttemptAt: new Date(Date.now() + (result.afterMs ?? RATE_LIMIT_WAIT_MS)) }).where(which);
    return;
  }
  const status = result.outcome === 'later' ? 'failed' : result.outcome;
  await db.transaction(async (tx) => {
    const [settled] = await tx.update(broadcastRecipients).set({
      status, error: result.error ?? null, nextAttemptAt: null, ...(status === 'sent' || sentNow > 0 ? { sentAt: new Date() } : {}),
    }).where(which).returning();
    if (settled) await countOutcomes(tx, broadcastId, { success: status === 'sent' ? 1 : 0, failed: status === 'failed' ? 1 : 0, unknown: status === 'unknown' ? 1 : 0 });
  });
}
