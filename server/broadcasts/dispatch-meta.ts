// Messenger, Instagram and WhatsApp recipients, one call per message through the channel adapter, a
// few recipients at a time (META_IN_FLIGHT). Meta has no retry key: a recipient is marked `sending`
// just before its first call; a time-out or a lost answer leaves it `unknown` (maybe delivered) and it
// is never sent again; one found `sending` after a crash becomes `unknown` too (dispatch.ts). A rate
// limit (nothing done) puts it back with its wait and holds the Page's other recipients as long.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
import { BROADCAST_RATE_SHARE, takeSendSlot } from '../channels/lanes/send-rate';
import type { ChannelServices } from '../channels/services';
import { broadcastRecipients, customers } from '../db/schema';
import { ApiError } from '../http/errors';
import { announceStoredMessages } from '../messages/announce';
import type { CustomerRow } from '../messages/serialize';
import { batchRetryKey } from './dispatch-line';
import { broadcastContents, type BroadcastPlan } from './contents';
import { appendBroadcastMessages, broadcastMessageId } from './conversation';
import { countOutcomes, dueNow } from './recipients';
import type { RecipientRow } from './serialize';
import type { IntegrationRow } from '../channels/integrations/serialize';

/**
 * Recipients in flight at once (each one to five calls, in order). Meta's Send API takes parallel
 * calls; its limits are per Page (or WhatsApp number): each call takes a slot of the account's rate
 * first (server/channels/lanes/send-rate.ts), and a rate-limit code is waited out below. One at a
 * time, a broadcast went at one Graph round trip per person: 6/s with the bench's stand-in answering
 * in 150 ms, 48/s with 8 in flight (README, Benchmarks). 32 lets a WhatsApp number's 80 messages a
 * second go with 200 ms answers, while bounding what a crash can leave `unknown` (the sends in flight,
 * never resent) and the database connections in use at once (a send holds one only for its short
 * transactions, never across a call).
 */
export const META_IN_FLIGHT = 32;
/** How long one step keeps sending before the dispatcher reads pause and stop again (and LINE gets a look). */
const STEP_MS = 250;
/** A rate limit without Retry-After waits this long; after this many tries the recipient failed. */
const RATE_LIMIT_WAIT_MS = 60_000;
const MAX_TRIES = 6;
const META_PLATFORMS = ['facebook', 'instagram', 'whatsapp'] as const;

type Outcome = 'sent' | 'failed' | 'unknown' | 'later';

/** A claimed recipient with what its calls need, read in its claim's transaction (so its first call follows the claim at once). */
interface Claimed {
  recipient: RecipientRow;
  customer: CustomerRow | undefined;
  integration: IntegrationRow | undefined;
  /** Its messages still to send, in order; a WhatsApp template it cannot be given carries why. */
  messages: ({ index: number; content: MessageContent } | { index: number; problem: string })[];
}

/**
 * One run's Meta sends: up to META_IN_FLIGHT recipients in flight, each claimed (`sending`) just
 * before its own calls, so a crash leaves `unknown` only those in flight. Between steps the dispatcher
 * reads pause and stop; `drain` lets the sends in flight finish and starts none.
 */
export class MetaSends {
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  /** A send that broke (not a platform's answer: e.g. the database): the run fails with it, as it did sending one at a time. */
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly services: ChannelServices, private readonly plan: BroadcastPlan,
    private readonly signal: AbortSignal, private readonly log: FastifyBaseLogger,
  ) {}

  /** Recipients whose calls are under way. */
  get size(): number {
    return this.inFlight.size;
  }

  /**
   * Keeps up to META_IN_FLIGHT recipients in flight for about STEP_MS (at least until one finishes);
   * false when none was in flight and none is due now.
   */
  async step(): Promise<boolean> {
    const until = Date.now() + STEP_MS;
    // Bounds the wait while calls hang: pause and stop are read after the step.
    const stepOver = sleep(STEP_MS);
    let worked = false;
    do {
      this.throwIfBroken();
      await this.fill();
      if (this.inFlight.size === 0) return worked;
      worked = true;
      // One finishing frees a slot.
      await Promise.race([...this.inFlight, stepOver]);
    } while (Date.now() < until && !this.signal.aborted);
    this.throwIfBroken();
    return worked;
  }

  private throwIfBroken(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Starts no more sends and waits for those in flight to finish (pause, stop, shutdown). */
  async drain(): Promise<void> {
    this.stopped = true;
    while (this.inFlight.size > 0) await Promise.allSettled(this.inFlight);
    this.stopped = false;
  }

  private async fill(): Promise<void> {
    while (this.inFlight.size < META_IN_FLIGHT && !this.stopped && !this.failure && !this.signal.aborted) {
      const claimed = await claimOne(this.services, this.plan);
      if (!claimed) return;
      const sending: Promise<void> = sendToRecipient(this.services, this.plan, claimed, this.log)
        .catch((error: unknown) => {
          // Its row stays `sending`: the run's next start makes it `unknown` (its call may have gone).
          this.log.error({ err: error, broadcastId: this.plan.broadcast.objectId, customerId: claimed.recipient.customerId }, 'broadcast send broke');
          this.failure ??= { error };
        })
        // Lets requests have a turn between recipients (PGlite answers in microtasks: docs/server.md).
        .then(() => nextTurn())
        .finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    }
  }
}

/** The next due recipient, claimed (`sending`, a try counted), with its customer, account and contents; in one transaction. */
async function claimOne({ db }: ChannelServices, plan: BroadcastPlan): Promise<Claimed | undefined> {
  const broadcastId = plan.broadcast.objectId;
  return db.transaction(async (tx) => {
    // The id first, then the update (as the UPDATE's locking subquery, the LIMIT may be rerun and claim more).
    // SKIP LOCKED: another process's claim in progress is passed over, never taken twice.
    const [claimable] = await tx.select({ customerId: broadcastRecipients.customerId }).from(broadcastRecipients)
      .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.status, 'pending'),
        inArray(broadcastRecipients.platform, [...META_PLATFORMS]), dueNow()))
      .orderBy(broadcastRecipients.customerId).limit(1).for('update', { skipLocked: true });
    if (!claimable) return undefined;
    const [recipient] = await tx.update(broadcastRecipients).set({ status: 'sending', attempts: sql`${broadcastRecipients.attempts} + 1` })
      .where(and(eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.customerId, claimable.customerId))).returning();
    if (!recipient) return undefined;
    const [customer] = await tx.select().from(customers).where(eq(customers.objectId, recipient.customerId)).limit(1);
    const integration = recipient.integrationId ? await integrationById(tx, recipient.integrationId) : undefined;
    const messages: Claimed['messages'] = [];
    if (customer && integration) {
      for (const index of plan.indexesFor(recipient.platform, recipient.withinWindow, recipient.integrationId).slice(recipient.messagesSent)) {
        try {
          messages.push({ index, content: (await broadcastContents(tx, plan, [index], customer)).get(index)! });
        } catch (error) {
          // A WhatsApp template this customer cannot be given (an empty placeholder value) is refused for
          // them; anything else (the database) breaks the run as any other failure does.
          if (!(error instanceof ApiError)) throw error;
          messages.push({ index, problem: error.message });
          break;
        }
      }
    }
    return { recipient, customer, integration, messages };
  });
}

async function sendToRecipient(services: ChannelServices, plan: BroadcastPlan, claimed: Claimed, log: FastifyBaseLogger): Promise<void> {
  const { db, adapters, credentials, config, signer, realtime } = services;
  const { recipient, customer, integration } = claimed;
  const broadcastId = plan.broadcast.objectId;
  let result: { outcome: Outcome; error?: string; detail?: string; afterMs?: number } = { outcome: 'sent' };
  let sentNow = 0;
  const adapter = adapters[recipient.platform as CredentialPlatform];
  if (!customer || !integration || !adapter) result = { outcome: 'failed', error: DeliveryError.DISCONNECTED, detail: 'the account of this customer is not connected' };
  else if (claimed.messages.length === 0 && recipient.messagesSent === 0) result = { outcome: 'failed', error: 'broadcast:nothing-for-platform', detail: `none of the messages can go to ${recipient.platform}` };
  // The broadcast's quick reply goes under the recipient's last message, as LINE's does (dispatch-line.ts).
  const lastIndex = plan.indexesFor(recipient.platform, recipient.withinWindow, recipient.integrationId).at(-1);
  // One call after another: a recipient's messages arrive in their order.
  for (const message of result.outcome === 'sent' ? claimed.messages : []) {
    if ('problem' in message) {
      result = { outcome: 'failed', error: `${recipient.platform}:template`, detail: message.problem };
      break;
    }
    const { index, content } = message;
    const receiptId = broadcastReceiptId(broadcastId, index, recipient.customerId);
    const messageTag = tagOf(plan, recipient, content);
    const quickReplies = index === lastIndex ? plan.broadcast.quickReply?.items : undefined;
    // The account's rate, shared with the agents' replies (which keep a share of it for themselves).
    await takeSendSlot(services.bus, integration!.objectId, adapter!.outbound.perSecond, { share: BROADCAST_RATE_SHARE });
    const outcome: SendOutcome = await adapter!.send(credentials.open(integration!.objectId, integration!.credentials), {
      to: recipient.platformCustomerId,
      content: withPublicMedia(content, config.publicUrl, signer),
      retryKey: batchRetryKey(receiptId),
      messageId: broadcastMessageId(receiptId),
      ...(messageTag ? { messageTag } : {}),
      ...(quickReplies ? { quickReplies } : {}),
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
    announceStoredMessages(realtime, stored);
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
    const until = new Date(Date.now() + (result.afterMs ?? RATE_LIMIT_WAIT_MS));
    await db.transaction(async (tx) => {
      // Meta's limits are per Page (per number on WhatsApp): its other recipients wait as long instead of
      // each meeting the limit and spending a try. On the rows, so a restart or another process waits too.
      // (Sends already in flight finish; one rate limited too comes back here.) The pending rows first,
      // then this one: two limited sends settling at once, each its own row first, deadlocked on PostgreSQL.
      if (recipient.integrationId) {
        await tx.update(broadcastRecipients).set({ nextAttemptAt: until }).where(and(
          eq(broadcastRecipients.broadcastId, broadcastId), eq(broadcastRecipients.status, 'pending'), eq(broadcastRecipients.integrationId, recipient.integrationId),
          or(isNull(broadcastRecipients.nextAttemptAt), lt(broadcastRecipients.nextAttemptAt, until)),
        ));
      }
      await tx.update(broadcastRecipients).set({ status: 'pending', nextAttemptAt: until }).where(which);
    });
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
