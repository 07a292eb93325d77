// The bot's durable jobs (bot_jobs): one per trigger, stored where the customer's message or follow is
// stored (server/channels/inbound/apply.ts, server/livechat/routes.ts) and keyed by that message, so a
// redelivered webhook or a retried request adds none; claimed in lanes, one per conversation
// (server/channels/lanes), by the bot's worker (worker.ts).
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { boxOf } from '../../common/inbox-rules';
import { LIVECHAT_ACCOUNT } from '../../common/message-bot';
import type { ClusterBus } from '../cluster/bus';
import type { Db } from '../db/client';
import { wakeChannelOf } from '../channels/lanes/lane-worker';
import { withinRoom, type ClaimRoom } from '../channels/lanes/claim-room';
import type { CustomerRow, MessageRow } from '../messages/serialize';
import { botJobs } from './schema';
import { answeringSettingsOf } from './store';

export type BotJob = typeof botJobs.$inferSelect;

/** The worker's name: its wake channel on the bus and its log lines. */
export const BOT_WORKER = 'message bot';

/** Whose share of the workers a job takes: its account's, or its organization's live chat's. */
export const botJobShare = (job: Pick<BotJob, 'integrationId' | 'orgId'>) => job.integrationId ?? `${LIVECHAT_ACCOUNT}:${job.orgId}`;

/**
 * The bot is to look at this message of the customer (a follow's event line: `follow`): a job is
 * stored when the bot may act on it (the plan has the bot, and the conversation is the bot's or a
 * welcome or away message is on), and the workers are woken. Answers at once: the bot's answer never holds up the caller.
 */
export async function triggerBot(
  { db, bus }: { db: Db; bus: ClusterBus }, message: MessageRow, customer: CustomerRow, kind: 'message' | 'follow' = 'message',
): Promise<void> {
  const settings = await answeringSettingsOf(db, customer.orgId);
  if (!settings) return;
  const acts = kind === 'follow'
    ? settings.welcome.enabled
    : boxOf(customer) === 'bot' || settings.welcome.enabled || settings.away.enabled;
  if (!acts) return;
  await db.insert(botJobs).values({
    messageId: message.objectId, orgId: customer.orgId, customerId: customer.objectId, integrationId: customer.integrationId, kind,
  }).onConflictDoNothing();
  await bus.publish(wakeChannelOf(BOT_WORKER), '');
}

/** Due lane heads (each conversation's oldest pending job), oldest due first, within `room`, held for `claimMs`. */
export function claimBotJobs(db: Db, room: ClaimRoom, claimMs: number): Promise<BotJob[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    // As botJobShare names it.
    const account = sql<string>`coalesce(${botJobs.integrationId}, ${LIVECHAT_ACCOUNT}::text || ':' || ${botJobs.orgId})`;
    const candidates = await tx.select().from(botJobs)
      .where(and(
        eq(botJobs.status, 'pending'),
        lte(botJobs.nextAttemptAt, now),
        room.full.length > 0 ? notInArray(account, room.full) : undefined,
        sql`not exists (select 1 from ${botJobs} as older where older.customer_id = ${botJobs.customerId}
          and older.status = 'pending' and older.queued < ${botJobs.queued})`,
      ))
      .orderBy(asc(botJobs.nextAttemptAt)).limit(room.limit).for('update', { skipLocked: true });
    const chosen = withinRoom(candidates, room, botJobShare);
    if (chosen.length === 0) return [];
    return tx.update(botJobs).set({ nextAttemptAt: new Date(now.getTime() + claimMs), attempts: sql`${botJobs.attempts} + 1`, updatedAt: now })
      .where(inArray(botJobs.messageId, chosen.map((job) => job.messageId))).returning();
  });
}

export async function finishBotJob(db: Db, messageId: string): Promise<void> {
  await db.update(botJobs).set({ status: 'done', updatedAt: new Date() }).where(eq(botJobs.messageId, messageId));
}

export async function retryBotJobAt(db: Db, messageId: string, at: Date): Promise<void> {
  await db.update(botJobs).set({ nextAttemptAt: at, updatedAt: new Date() }).where(eq(botJobs.messageId, messageId));
}
