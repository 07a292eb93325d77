// Distinct tags the organization's live customers carry: what the tag quota counts (01 §4).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function distinctTagsUsed(db: Db, orgId: string): Promise<number> {
  // Both drivers (PGlite, node-postgres) answer raw queries as { rows }.
  const result = await db.execute(sql`
    select count(distinct tag) as used
    from customers, unnest(customers.tags) as tag
    where customers.org_id = ${orgId} and customers.deleted = false`);
  const { rows } = result as unknown as { rows: { used: number | string }[] };
  return Number(rows[0]?.used ?? 0);
}
