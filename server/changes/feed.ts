// The change feed: customers and messages changed after a sequence number, merged in seq order.
import { sql } from 'drizzle-orm';
import type { Change, ChangesResult } from '../../common/contracts/changes';
import type { Db } from '../db/client';
import { customers, messages } from '../db/schema';
import { toCustomer, toMessage } from '../messages/serialize';
import { jsonRowDecoder } from './row-json';

const customerRow = jsonRowDecoder(customers);
const messageRow = jsonRowDecoder(messages);

/** A change as the page's statement answers it: the row as JSON text (null for a tombstone). */
interface ChangeRow {
  seq: number | string;
  class_name: 'Customer' | 'Message';
  object_id: string;
  row: string | null;
}

/** The next `limit` changes of one table, oldest first (an arm of the page's union). */
function nextChanges(className: ChangeRow['class_name'], table: typeof customers | typeof messages, orgId: string, since: number, limit: number) {
  return sql`(select ${table.seq} as seq, ${className}::text as class_name, ${table.objectId} as object_id,
      case when ${table.deleted} then null else row_to_json(${table})::text end as row
    from ${table} where ${table.orgId} = ${orgId} and ${table.seq} > ${since} order by ${table.seq} limit ${limit})`;
}

export async function readChanges(db: Db, orgId: string, since: number, limit: number): Promise<ChangesResult> {
  // One statement reads both tables in one snapshot: it holds a gap-free prefix of the org's sequence
  // numbers, while two separate reads could see a later message but miss an earlier customer change.
  // The union is merged in seq order as the rows come (a merge of the two index scans), so only the
  // page's rows (and one more, which tells whether more wait) are turned into JSON and sent.
  const result = await db.execute(sql`${nextChanges('Customer', customers, orgId, since, limit + 1)}
    union all ${nextChanges('Message', messages, orgId, since, limit + 1)}
    order by seq limit ${limit + 1}`);
  // Both drivers (PGlite, node-postgres) answer raw queries as { rows }.
  const { rows } = result as unknown as { rows: ChangeRow[] };
  const changes = rows.slice(0, limit).map(({ seq: seqText, class_name: className, object_id: objectId, row }): Change => {
    const seq = Number(seqText);
    if (row === null) return { seq, className, objectId, op: 'delete' };
    return className === 'Customer'
      ? { seq, className, objectId, op: 'upsert', object: toCustomer(customerRow(row)) }
      : { seq, className, objectId, op: 'upsert', object: toMessage(messageRow(row)) };
  });
  return { changes, cursor: changes.at(-1)?.seq ?? since, hasMore: rows.length > limit };
}
