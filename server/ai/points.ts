// AI points per organization and calendar month (UTC): the limit, what is used, and charging a
// request atomically so two agents at once cannot go past the limit together.
import { and, eq, sql } from 'drizzle-orm';
import { planTier } from '../../common/access';
import type { AiPointUsage } from '../../common/contracts/ai';
import type { Db } from '../db/client';
import { aiPointUsage, organizations } from '../db/schema';
import { serviceStatus, type AiConfig } from './config';

/** The month a charge counts in, e.g. `2026-11`. */
export function usageMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** AI_POINT_LIMIT when set, else the sPoint of the organization's plan (03 §9). */
export async function pointLimitOf(db: Db, ai: AiConfig, orgId: string): Promise<number> {
  if (ai.pointLimit !== undefined) return ai.pointLimit;
  const [org] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.objectId, orgId)).limit(1);
  return planTier(org?.plan ?? 'free').sPoint;
}

export async function pointUsage(db: Db, ai: AiConfig, orgId: string): Promise<AiPointUsage> {
  const [row] = await db.select({ used: aiPointUsage.used }).from(aiPointUsage)
    .where(and(eq(aiPointUsage.orgId, orgId), eq(aiPointUsage.month, usageMonth()))).limit(1);
  const { model, pointsPerRequest } = serviceStatus(ai);
  return { used: row?.used ?? 0, limit: await pointLimitOf(db, ai, orgId), model, pointsPerRequest };
}

/** Adds `points` to the month's use unless that would pass `limit`; false when it would. */
export async function chargePoints(db: Db, orgId: string, month: string, points: number, limit: number): Promise<boolean> {
  if (points > limit) return false;
  const charged = await db.insert(aiPointUsage).values({ orgId, month, used: points })
    .onConflictDoUpdate({
      target: [aiPointUsage.orgId, aiPointUsage.month],
      set: { used: sql`${aiPointUsage.used} + ${points}`, updatedAt: new Date() },
      setWhere: sql`${aiPointUsage.used} + ${points} <= ${limit}`,
    })
    .returning({ used: aiPointUsage.used });
  return charged.length > 0;
}

/** Gives back the points of a request the AI service did not answer. */
export async function refundPoints(db: Db, orgId: string, month: string, points: number): Promise<void> {
  await db.update(aiPointUsage).set({ used: sql`greatest(${aiPointUsage.used} - ${points}, 0)`, updatedAt: new Date() })
    .where(and(eq(aiPointUsage.orgId, orgId), eq(aiPointUsage.month, month)));
}
