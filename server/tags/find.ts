// The organization's tags with how many live customers carry each (POST /functions/findTagV3, and
// tag management's POST /tag/list page by page).
import { sql } from 'drizzle-orm';
import { containsPattern } from '../../common/notes-tags';
import type { TagCount } from '../../common/contracts/notes-tags';
import type { Db } from '../db/client';

/** Tags whose name contains the keyword (case-insensitive, taken literally), most used first, then by name. */
export async function findTags(db: Db, orgId: string, keyword: string, limit: number, skip = 0): Promise<TagCount[]> {
  const pattern = containsPattern(keyword);
  // Both drivers (PGlite, node-postgres) answer raw queries as { rows }.
  const result = await db.execute(sql`
    select tag as name, count(*) as count
    from customers, unnest(customers.tags) as tag
    where customers.org_id = ${orgId} and customers.deleted = false and tag ilike ${pattern} escape '\\'
    group by tag
    order by count(*) desc, tag asc
    limit ${limit} offset ${skip}`);
  const { rows } = result as unknown as { rows: { name: string; count: number | string }[] };
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
