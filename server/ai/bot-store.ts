// An organization's AI bot (common/ai-bot.ts): stored by the bot editor, read by reply and summary.
import { eq } from 'drizzle-orm';
import { partAllowed, vpcSettingForPlan } from '../../common/access';
import type { AiBot } from '../../common/contracts/ai';
import type { Db } from '../db/client';
import { aiBots, organizations } from '../db/schema';

type AiBotRow = typeof aiBots.$inferSelect;

export function toAiBot(row: AiBotRow): AiBot {
  return { name: row.name, instructions: row.instructions, enabled: row.enabled, answersCustomers: row.answersCustomers, updatedAt: row.updatedAt.toISOString() };
}

export async function findBot(db: Db, orgId: string): Promise<AiBotRow | undefined> {
  const [row] = await db.select().from(aiBots).where(eq(aiBots.orgId, orgId)).limit(1);
  return row;
}

export async function saveBot(db: Db, orgId: string, bot: Pick<AiBot, 'name' | 'instructions' | 'enabled'> & Partial<Pick<AiBot, 'answersCustomers'>>): Promise<AiBotRow> {
  const now = new Date();
  const [row] = await db.insert(aiBots).values({ orgId, ...bot, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: aiBots.orgId, set: { ...bot, updatedAt: now } })
    .returning();
  return row!;
}

/**
 * The bot that answers for the organization: stored, switched on, and on a plan with the AI bot
 * (messageBot.aiBot, 01 §3). A bot kept from a higher plan stays stored but does not answer.
 */
export async function answeringBot(db: Db, orgId: string): Promise<AiBotRow | undefined> {
  const [row] = await db.select({ bot: aiBots, plan: organizations.plan, overrides: organizations.vpcOverrides })
    .from(aiBots).innerJoin(organizations, eq(organizations.objectId, aiBots.orgId))
    .where(eq(aiBots.orgId, orgId)).limit(1);
  if (!row?.bot.enabled) return undefined;
  return partAllowed(vpcSettingForPlan(row.plan, row.overrides ?? {}), null, 'messageBot', 'aiBot') ? row.bot : undefined;
}
