// Message keyword rules in the database: every read and write is scoped by the organization; a rule
// of another organization is simply not found (404).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MessageKeywordFields } from '../../common/contracts/message-keywords';
import { randomId } from '../../common/ids';
import { RULES_PER_ORG_MAX } from '../../common/message-keywords';
import type { Db, Queryable } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { messageKeywords } from './schema';
import type { MessageKeywordRow } from './serialize';

/** Every rule of the organization, newest first (at most RULES_PER_ORG_MAX). */
export function listRules(db: Queryable, orgId: string): Promise<MessageKeywordRow[]> {
  return db.select().from(messageKeywords).where(eq(messageKeywords.orgId, orgId))
    .orderBy(desc(messageKeywords.createdAt), desc(messageKeywords.objectId))
    .limit(RULES_PER_ORG_MAX);
}

/** The organization's switched-on rules: what the inbound pipeline matches (server/message-keywords/rules-cache.ts keeps them). */
export function enabledRules(db: Queryable, orgId: string): Promise<MessageKeywordRow[]> {
  return db.select().from(messageKeywords).where(and(eq(messageKeywords.orgId, orgId), eq(messageKeywords.enabled, true)))
    .orderBy(messageKeywords.createdAt, messageKeywords.objectId);
}

export async function ruleOfOrg(db: Queryable, orgId: string, ruleId: string): Promise<MessageKeywordRow> {
  const [row] = await db.select().from(messageKeywords)
    .where(and(eq(messageKeywords.orgId, orgId), eq(messageKeywords.objectId, ruleId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A new rule; beyond RULES_PER_ORG_MAX of the organization a 400. The count and insert run under the organization's row lock, so two creates cannot both pass it. */
export async function createRule(db: Db, orgId: string, fields: MessageKeywordFields): Promise<MessageKeywordRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from organizations where object_id = ${orgId} for update`);
    const [kept] = await tx.select({ total: count() }).from(messageKeywords).where(eq(messageKeywords.orgId, orgId));
    if ((kept?.total ?? 0) >= RULES_PER_ORG_MAX) throw badRequest(`an organization keeps at most ${RULES_PER_ORG_MAX} message keyword rules`);
    const [row] = await tx.insert(messageKeywords).values({ objectId: randomId(), orgId, ...fields }).returning();
    return row!;
  });
}

export async function updateRule(db: Queryable, orgId: string, ruleId: string, fields: MessageKeywordFields): Promise<MessageKeywordRow> {
  const [row] = await db.update(messageKeywords).set({ ...fields, updatedAt: new Date() })
    .where(and(eq(messageKeywords.orgId, orgId), eq(messageKeywords.objectId, ruleId))).returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteRule(db: Queryable, orgId: string, ruleId: string): Promise<void> {
  const deleted = await db.delete(messageKeywords)
    .where(and(eq(messageKeywords.orgId, orgId), eq(messageKeywords.objectId, ruleId))).returning({ objectId: messageKeywords.objectId });
  if (deleted.length === 0) throw notFound();
}
