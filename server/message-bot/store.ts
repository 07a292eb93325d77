// The message bot's rules and settings in the database: every read and write is scoped by the
// organization; a rule of another organization is simply not found (404).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { BotSettings } from '../../common/contracts/message-bot';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import { partAllowed, vpcSettingForPlan } from '../../common/access';
import { randomId } from '../../common/ids';
import { BOT_RULES_PER_ORG_MAX } from '../../common/message-bot';
import type { Db, Queryable } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { organizations } from '../db/schema';
import { botRules, botSettings } from './schema';
import type { BotRuleRow } from './serialize';

/** What a rule stores of its own (the rest: priority, count, times). */
export type BotRuleInput = Pick<BotRuleRow, 'name' | 'keywords' | 'platforms' | 'accounts' | 'requiredTags' | 'excludedTags' | 'replies' | 'quickReply' | 'enabled'>;

/** Every rule of the organization, in priority order (1 first). */
export function listRules(db: Queryable, orgId: string): Promise<BotRuleRow[]> {
  return db.select().from(botRules).where(eq(botRules.orgId, orgId)).orderBy(asc(botRules.priority), asc(botRules.createdAt));
}

export async function ruleOfOrg(db: Queryable, orgId: string, ruleId: string): Promise<BotRuleRow> {
  const [row] = await db.select().from(botRules).where(and(eq(botRules.orgId, orgId), eq(botRules.objectId, ruleId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Holds the organization's row until the transaction ends: rule counts and priorities are then one writer's. */
const lockOrganization = (tx: Queryable, orgId: string) => tx.execute(sql`select 1 from organizations where object_id = ${orgId} for update`);

/** A new rule, last in priority; beyond BOT_RULES_PER_ORG_MAX of the organization a 400. */
export function createRule(db: Db, orgId: string, fields: BotRuleInput): Promise<BotRuleRow> {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    const [kept] = await tx.select({ total: count(), last: sql<number>`coalesce(max(${botRules.priority}), 0)` }).from(botRules).where(eq(botRules.orgId, orgId));
    if ((kept?.total ?? 0) >= BOT_RULES_PER_ORG_MAX) throw badRequest(`an organization keeps at most ${BOT_RULES_PER_ORG_MAX} bot rules`);
    const [row] = await tx.insert(botRules).values({ objectId: randomId(), orgId, ...fields, priority: Number(kept?.last ?? 0) + 1 }).returning();
    return row!;
  });
}

export async function updateRule(db: Queryable, orgId: string, ruleId: string, fields: Partial<BotRuleInput>): Promise<BotRuleRow> {
  const [row] = await db.update(botRules).set({ ...fields, updatedAt: new Date() })
    .where(and(eq(botRules.orgId, orgId), eq(botRules.objectId, ruleId))).returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteRule(db: Queryable, orgId: string, ruleId: string): Promise<void> {
  const deleted = await db.delete(botRules).where(and(eq(botRules.orgId, orgId), eq(botRules.objectId, ruleId))).returning({ objectId: botRules.objectId });
  if (deleted.length === 0) throw notFound();
}

/** The new priority order: `ids` must be every rule of the organization, each once (else a 400 naming ids). */
export function orderRules(db: Db, orgId: string, ids: readonly string[]): Promise<BotRuleRow[]> {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    const current = await tx.select({ objectId: botRules.objectId }).from(botRules).where(eq(botRules.orgId, orgId));
    const known = new Set(current.map((row) => row.objectId));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest(`body/ids must list every rule of the organization once (${known.size} rules)`);
    }
    if (ids.length > 0) {
      const priority = sql.join(ids.map((id, index) => sql`when ${id} then ${index + 1}::integer`), sql` `);
      await tx.update(botRules).set({ priority: sql`case ${botRules.objectId} ${priority} end`, updatedAt: new Date() })
        .where(and(eq(botRules.orgId, orgId), inArray(botRules.objectId, [...ids])));
    }
    return listRules(tx, orgId);
  });
}

/** The rule answered a customer once more. */
export async function countRuleUse(db: Queryable, orgId: string, ruleId: string): Promise<void> {
  await db.update(botRules).set({ usedCount: sql`${botRules.usedCount} + 1` }).where(and(eq(botRules.orgId, orgId), eq(botRules.objectId, ruleId)));
}

/** The organization's settings; the defaults until an admin saves some. */
export async function settingsOf(db: Queryable, orgId: string): Promise<BotSettings> {
  const [row] = await db.select({ settings: botSettings.settings }).from(botSettings).where(eq(botSettings.orgId, orgId)).limit(1);
  return row?.settings ?? DEFAULT_BOT_SETTINGS;
}

/**
 * The settings the bot acts on: none when the organization's plan lacks the bot (messageBot.bot, 01 §3):
 * what was kept from a higher plan stays stored but does nothing.
 */
export async function answeringSettingsOf(db: Queryable, orgId: string): Promise<BotSettings | undefined> {
  const [row] = await db.select({ settings: botSettings.settings, plan: organizations.plan, overrides: organizations.vpcOverrides })
    .from(organizations).leftJoin(botSettings, eq(botSettings.orgId, organizations.objectId))
    .where(eq(organizations.objectId, orgId)).limit(1);
  if (!row || !partAllowed(vpcSettingForPlan(row.plan, row.overrides ?? {}), null, 'messageBot', 'bot')) return undefined;
  return row.settings ?? DEFAULT_BOT_SETTINGS;
}

export async function saveSettings(db: Queryable, orgId: string, settings: BotSettings): Promise<void> {
  await db.insert(botSettings).values({ orgId, settings })
    .onConflictDoUpdate({ target: botSettings.orgId, set: { settings, updatedAt: new Date() } });
}
