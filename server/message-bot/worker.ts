// Works the bot's jobs (bot_jobs) in lanes, one per conversation (server/channels/lanes): a trigger is
// answered once its message is stored, on any server process, without holding up the webhook or the
// live-chat visitor's request; an answer that waits on the AI holds only its own conversation. What the
// bot does is decided in decide.ts; here it is read, sent (send.ts) and recorded. A job that fails is
// tried again with backoff: every reply's receiptId is fixed, so nothing goes twice.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BotReply } from '../../common/contracts/message-bot';
import { TEXT_MESSAGE_MAX } from '../../common/message-editor';
import { boxOf } from '../../common/inbox-rules';
import { isNotice } from '../../common/message-content';
import { LIVECHAT_ACCOUNT } from '../../common/message-bot';
import { answerWithAi } from '../ai/auto-answer';
import { channelClaimMs } from '../channels/config';
import type { ClaimRoom } from '../channels/lanes/claim-room';
import { LaneWorker, type LaneLimits } from '../channels/lanes/lane-worker';
import { customers, messages } from '../db/schema';
import type { CustomerRow, MessageRow } from '../messages/serialize';
import type { ReplyQueue } from '../messages/routes';
import type { Services } from '../services';
import { decideBot } from './decide';
import { handOverToTeam } from './handover';
import { BOT_WORKER, botJobShare, claimBotJobs, finishBotJob, retryBotJobAt, type BotJob } from './jobs';
import { botSentOnce } from './schema';
import { isBotSendable, sendBotReplies, type BotAnswer, type BotSendServices } from './send';
import { answeringSettingsOf, countRuleUse, listRules } from './store';

/** Jobs in flight on one process, and of one account: most end in a few statements, an AI answer waits seconds. */
const LIMITS: LaneLimits = { perProcess: 64, perAccount: 32 };
/** Waits before the 2nd, 3rd, … try of a job that failed. */
const RETRY_MS = [1_000, 5_000, 30_000, 120_000];
const BOT_JOB_MAX_ATTEMPTS = RETRY_MS.length + 1;
/** Earlier messages of the customer read to tell a first contact (event lines and reactions are not one). */
const FIRST_CONTACT_LOOKBACK = 20;

export type BotWorkerServices = Services & { outbound: ReplyQueue };

/** The customer's text, when the message is a text they wrote. */
function customerText(message: MessageRow): string | undefined {
  if (message.senderType !== 'Customer' || message.contentType !== 'text') return undefined;
  const content = (message.data as { content?: unknown }).content;
  return typeof content === 'string' ? content : undefined;
}

/** What a rule or an occasion says: the replies the bot may send by itself, and the quick reply. */
const answerOf = (said: { replies: readonly BotReply[]; quickReply?: BotAnswer['quickReply'] }): BotAnswer =>
  ({ replies: said.replies.filter(isBotSendable), quickReply: said.quickReply });

export class BotWorker extends LaneWorker<BotJob> {
  private readonly sending: BotSendServices;

  constructor(private readonly services: BotWorkerServices, log: FastifyBaseLogger, pollMs = 1_000) {
    super(BOT_WORKER, services.bus, log, pollMs, LIMITS);
    this.sending = { ...services, log };
  }

  protected claim(room: ClaimRoom): Promise<BotJob[]> {
    // Held for longer than an AI answer may take, beside the statements around it.
    return claimBotJobs(this.services.db, room, channelClaimMs(this.services.config.channels) + this.services.config.ai.timeoutMs);
  }

  protected accountOf(job: BotJob): string {
    return botJobShare(job);
  }

  protected async handle(job: BotJob): Promise<void> {
    const { db } = this.services;
    try {
      await this.answer(job);
      await finishBotJob(db, job.messageId);
    } catch (error) {
      if (job.attempts >= BOT_JOB_MAX_ATTEMPTS) {
        this.log.error({ err: error, message: job.messageId }, 'message bot: gave up on a trigger');
        await finishBotJob(db, job.messageId);
        return;
      }
      this.log.warn({ err: error, message: job.messageId, attempts: job.attempts }, 'message bot: trying again');
      await retryBotJobAt(db, job.messageId, new Date(Date.now() + RETRY_MS[job.attempts - 1]!));
    }
  }

  /** The trigger's message and the customer as they are now; none when either is gone. */
  private async triggerOf(job: BotJob): Promise<{ message: MessageRow; customer: CustomerRow } | undefined> {
    const [found] = await this.services.db.select({ message: messages, customer: customers }).from(messages)
      .innerJoin(customers, eq(customers.objectId, messages.customerId))
      .where(and(eq(messages.orgId, job.orgId), eq(messages.objectId, job.messageId), eq(customers.deleted, false))).limit(1);
    return found;
  }

  /** No message of the customer (an event line or a reaction is none) came before this one. */
  private async isFirstContact(message: MessageRow): Promise<boolean> {
    const earlier = await this.services.db.select({ contentType: messages.contentType }).from(messages)
      .where(and(eq(messages.orgId, message.orgId), eq(messages.customerId, message.customerId), eq(messages.senderType, 'Customer'), lt(messages.seq, message.seq)))
      .orderBy(desc(messages.seq)).limit(FIRST_CONTACT_LOOKBACK);
    return earlier.every((row) => isNotice(row.contentType));
  }

  /**
   * Whether this job sends the occasion: it is the first to note it for the conversation (and period),
   * or it noted it on an earlier try that did not end (its replies' receiptIds make the rest once).
   */
  private async firstTime(job: BotJob, customerId: string, occasion: 'welcome' | 'away', period: string): Promise<boolean> {
    const noted = await this.services.db.insert(botSentOnce).values({ customerId, occasion, period }).onConflictDoNothing().returning();
    return noted.length > 0 || job.attempts > 1;
  }

  private async answer(job: BotJob): Promise<void> {
    const { db } = this.services;
    const trigger = await this.triggerOf(job);
    if (!trigger) return;
    const { message, customer } = trigger;
    // The plan may have lost the bot since the job was stored.
    const settings = await answeringSettingsOf(db, job.orgId);
    if (!settings) return;
    const text = job.kind === 'message' ? customerText(message) : undefined;
    const plan = decideBot({
      trigger: { kind: job.kind, ...(text === undefined ? {} : { text }), firstContact: job.kind === 'message' && await this.isFirstContact(message) },
      conversation: { box: boxOf(customer), platform: customer.platform, account: customer.integrationId ?? LIVECHAT_ACCOUNT, tags: customer.tags },
      settings,
      rulesInOrder: await listRules(db, job.orgId),
      // The moment the customer wrote: a job tried again later decides as it would have then.
      now: message.createdAt,
    });
    if (plan.welcome && await this.firstTime(job, customer.objectId, 'welcome', '')) {
      await sendBotReplies(this.sending, customer, answerOf(settings.welcome), { senderId: 'welcome', receiptKey: `bot:${customer.objectId}:welcome` });
    }
    if (plan.awayPeriod && await this.firstTime(job, customer.objectId, 'away', plan.awayPeriod)) {
      await sendBotReplies(this.sending, customer, answerOf(settings.away), { senderId: 'away', receiptKey: `bot:${customer.objectId}:away:${plan.awayPeriod}` });
    }
    if (plan.rule) {
      const sent = await sendBotReplies(this.sending, customer, answerOf(plan.rule), { senderId: plan.rule.objectId, receiptKey: `bot:${message.objectId}:rule` });
      if (sent.includes(0)) await countRuleUse(db, job.orgId, plan.rule.objectId);
    }
    if (plan.askAi) await this.answerByAi(customer, message);
  }

  private async answerByAi(customer: CustomerRow, message: MessageRow): Promise<void> {
    const answer = await answerWithAi(this.services, { customer, messageId: message.objectId });
    if (answer.kind === 'answer') {
      await sendBotReplies(this.sending, customer, { replies: [{ contentType: 'text', data: { content: answer.text.slice(0, TEXT_MESSAGE_MAX) } }] },
        { senderId: 'ai', receiptKey: `bot:${message.objectId}:ai` });
    } else if (answer.kind === 'handover') {
      await handOverToTeam(this.services, customer, answer.reason, message);
    }
  }
}
