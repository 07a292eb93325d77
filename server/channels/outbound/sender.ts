// Sends replies to the customers' platforms from their durable jobs (message_deliveries): the reply is
// stored first (publishTemplate), then sent here, in lanes: a conversation's replies one at a time in
// order, other conversations and accounts side by side on every process (server/channels/lanes). Tried
// again with backoff on what may pass (5xx, time-outs, 429 after its Retry-After), never twice: each
// round has one retry key, and a send the platform may have done without a key is not repeated, not
// even after a crash (docs/channels.md, "Outbound"; docs/scale-out.md, "Lanes").
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CredentialPlatform } from '../../../common/contracts/integrations';
import { DeliveryError } from '../../../common/error-keys';
import type { MessageContent } from '../../../common/contracts/message-data';
import type { MessageDelivery } from '../../../common/contracts/messages';
import { botQuickReplyOf } from '../../../common/message-bot';
import { customers, integrations, messages } from '../../db/schema';
import { toMessage, type MessageRow } from '../../messages/serialize';
import type { SendOutcome } from '../adapter';
import { integrationById, markReconnect } from '../integrations/store';
import type { ChannelServices } from '../services';
import { channelClaimMs } from '../config';
import type { ClaimRoom } from '../lanes/claim-room';
import { LaneWorker, type LaneLimits } from '../lanes/lane-worker';
import { takeSendSlot } from '../lanes/send-rate';
import { notifyOrganization } from '../../notifications/notify';
import { withPublicMedia } from './public-media';
import { claimDeliveries, deliveryAccount, hasFreshReplyToken, retryDeliveryAt, settleDelivery, takeReplyTokenFor, type DeliveryJob } from './store';

/**
 * Replies in flight on one process, and of one account on it: enough for 200 ms platform answers to
 * carry hundreds a second, while an account whose platform hangs fills only its own share.
 */
const LIMITS: LaneLimits = { perProcess: 256, perAccount: 64 };
/** Waits before the 2nd, 3rd, … try of a round (the platform's Retry-After when longer). */
const RETRY_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
/** Tries of one round before the reply is marked failed (the agent may resend). */
const DELIVERY_MAX_ATTEMPTS = 6;
/** A reply token older than this is not tried (LINE wants it used soon after the event). */
const REPLY_TOKEN_MAX_AGE_MS = 50_000;

/** The round's retry key: a UUID from the message and the round, the same on every try of the round. */
function retryKeyOf(messageId: string, round: number): string {
  const hex = createHash('sha256').update(`${messageId}:${round}`).digest('hex');
  // Shaped as a version 4 UUID (LINE asks for "a UUID in hexadecimal format").
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A platform's quota running out is told to the organization at most this often (each refused reply says it too). */
const QUOTA_NOTICE_EVERY_MS = 60 * 60 * 1000;

export class OutboundSender extends LaneWorker<DeliveryJob> {
  constructor(private readonly services: ChannelServices, log: FastifyBaseLogger, pollMs = 1_000) {
    super('outbound replies', services.bus, log, pollMs, LIMITS);
  }

  protected claim(room: ClaimRoom): Promise<DeliveryJob[]> {
    return claimDeliveries(this.services.db, room, channelClaimMs(this.services.config.channels));
  }

  protected accountOf(job: DeliveryJob): string {
    return deliveryAccount(job);
  }

  protected async handle(job: DeliveryJob): Promise<void> {
    const outcome = await this.attempt(job).catch((error: unknown): SendOutcome =>
      ({ kind: 'retry', error: DeliveryError.ERROR, detail: error instanceof Error ? error.message : String(error) }));
    // The platform asked the account to wait: the try does not count, and the account's other replies wait too.
    if (outcome.kind === 'retry' && (outcome.throttled || job.attempts < DELIVERY_MAX_ATTEMPTS)) {
      const wait = Math.max(RETRY_MS[Math.min(job.attempts - 1, RETRY_MS.length - 1)]!, outcome.afterMs ?? 0);
      if (outcome.throttled) this.pauses.pause(deliveryAccount(job), Date.now() + wait);
      this.log.warn({ message: job.messageId, attempts: job.attempts, error: outcome.error }, 'reply not sent yet: trying again');
      await retryDeliveryAt(this.services.db, job.messageId, new Date(Date.now() + wait), { ambiguous: Boolean(outcome.ambiguous), counted: !outcome.throttled });
      return;
    }
    const mayHaveGone = outcome.kind === 'retry' && (job.ambiguous || outcome.ambiguous === true);
    const delivery = mayHaveGone ? await this.unknownDelivery(job, outcome) : deliveryOf(outcome);
    await this.settle(job, delivery, outcome.kind === 'sent' ? outcome.platformMessageId : undefined);
    if (outcome.kind === 'failed' && outcome.credentialsDead) await this.markReconnect(job);
  }

  /**
   * A round any of whose tries may have been accepted ends as the platform's `unknown`, never plainly
   * failed: the agent is told it may have arrived (a resend within a day reuses the round's retry key).
   */
  private async unknownDelivery(job: DeliveryJob, last: SendOutcome & { kind: 'retry' }): Promise<MessageDelivery> {
    const integration = job.integrationId ? await integrationById(this.services.db, job.integrationId) : undefined;
    const error = integration ? this.services.adapters[integration.platform as CredentialPlatform].outbound.unknownError : DeliveryError.ERROR;
    return { state: 'failed', error, detail: [`a try may have been accepted (last answer: ${last.error})`, last.detail].filter(Boolean).join('; ') };
  }

  /** The platform said the account's token is dead: its admins see "reconnect" (every console hears the change). */
  private async markReconnect(job: DeliveryJob): Promise<void> {
    const { db, realtime } = this.services;
    const [customer] = await db.select({ integrationId: customers.integrationId }).from(messages)
      .innerJoin(customers, eq(customers.objectId, messages.customerId)).where(eq(messages.objectId, job.messageId)).limit(1);
    if (customer?.integrationId && await markReconnect(db, customer.integrationId)) realtime.organizationChanged(job.orgId);
  }

  private async attempt(job: DeliveryJob): Promise<SendOutcome> {
    const { db, adapters, credentials } = this.services;
    // The message, its customer and the account in one round trip (this runs for every reply).
    const [found] = await db.select({ message: messages, customer: customers, integration: integrations }).from(messages)
      .innerJoin(customers, eq(customers.objectId, messages.customerId))
      .innerJoin(integrations, eq(integrations.objectId, customers.integrationId))
      .where(eq(messages.objectId, job.messageId)).limit(1);
    if (!found) return { kind: 'failed', error: DeliveryError.DISCONNECTED, detail: 'the account this customer writes to is not connected' };
    const { message, customer, integration } = found;
    const adapter = adapters[integration.platform as CredentialPlatform];
    // The last try was cut off (its process died) without a retry key: it may have gone, so never again.
    if (job.interrupted && (job.keylessTry || !adapter.outbound.retryKey)) {
      return { kind: 'unknown', error: adapter.outbound.unknownError, detail: 'the server stopped while sending this reply: it may have arrived' };
    }
    // Most replies have no fresh token: taking one (a transaction) only when the customer has it.
    const replyToken = hasFreshReplyToken(customer, REPLY_TOKEN_MAX_AGE_MS) ? await takeReplyTokenFor(db, job, REPLY_TOKEN_MAX_AGE_MS) : undefined;
    await takeSendSlot(this.services.bus, integration.objectId, adapter.outbound.perSecond);
    return adapter.send(credentials.open(integration.objectId, integration.credentials), {
      to: customer.platformCustomerId,
      content: withPublicMedia(contentOf(message), this.services.config.publicUrl, this.services.signer),
      retryKey: retryKeyOf(message.objectId, job.round),
      messageId: message.objectId,
      ...(message.messageTag ? { messageTag: message.messageTag } : {}),
      ...(replyToken ? { replyToken } : {}),
      ...withQuickReplies(botQuickReplyOf(message)),
    });
  }

  private async settle(job: DeliveryJob, delivery: MessageDelivery, platformMessageId?: string): Promise<void> {
    if (delivery.state === 'failed') this.log.warn({ message: job.messageId, error: delivery.error }, 'reply not delivered');
    const row = await settleDelivery(this.services.db, job, delivery, platformMessageId);
    if (row) this.services.realtime.message(row.orgId, toMessage(row));
    if (row && delivery.error && QUOTA_ERRORS.has(delivery.error)) await this.noticeQuota(row.orgId, delivery);
  }

  /**
   * The platform's monthly limit is reached: every member hears it as a platform error (01 §8), once an
   * hour whichever server process meets the refusals (the bus keeps the hour across processes).
   */
  private async noticeQuota(orgId: string, delivery: MessageDelivery): Promise<void> {
    if (!await this.services.bus.firstWithin(`quota-notice:${orgId}`, QUOTA_NOTICE_EVERY_MS)) return;
    const [platform, code] = (delivery.error ?? '').split(':');
    await notifyOrganization({ ...this.services, log: this.log }, orgId, 'event/notify', (orgName) => ({
      type: 'error',
      error: { platform, code, details: delivery.detail ? [delivery.detail] : [], orgName },
    }));
  }
}

/** A stored message's content type and data, which the database keeps as two columns, as one content. */
const contentOf = (message: MessageRow) => ({ contentType: message.contentType, data: message.data }) as MessageContent;

/** The message bot's quick reply, on the last reply it sends (common/message-bot.ts withQuickReply). */
const withQuickReplies = (items: ReturnType<typeof botQuickReplyOf>) => (items ? { quickReplies: items } : {});

/** Refusals that stop every reply of the account until the platform's quota renews. */
const QUOTA_ERRORS: ReadonlySet<string> = new Set([DeliveryError.LINE_MONTHLY_LIMIT]);

function deliveryOf(outcome: SendOutcome): MessageDelivery {
  if (outcome.kind === 'sent') return { state: 'sent' };
  return { state: 'failed', error: outcome.error, ...(outcome.detail ? { detail: outcome.detail } : {}) };
}
