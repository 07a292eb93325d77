// The customer groups a broadcast's audience names (03 §3 `customerGroups`; docs/broadcasts.md
// "Audience"): a query group selects the customers its stored query selects now, whatever its members
// were when last computed; a CSV (custom) group selects its stored members. Only the organization's
// groups that are not expired count: another organization's group id, or an expired group, selects nobody.
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { normalizeCustomerFilter } from '../../common/customer-filter';
import type { Queryable } from '../db/client';
import { customerGroupMembers, customerGroups, customers } from '../db/schema';
import { customerFilterWhere } from '../customer-management/filter-sql';

/** The named groups as the audience reads them, loaded before its WHERE is built. */
export interface AudienceGroups {
  /** The query groups' queries. */
  queries: CustomerFilterQuery[];
  /** The CSV groups, read by their members. */
  memberGroupIds: string[];
}

const NO_AUDIENCE_GROUPS: AudienceGroups = { queries: [], memberGroupIds: [] };

/** The organization's groups among `groupIds`, not expired. */
export async function audienceGroups(db: Queryable, orgId: string, groupIds: readonly string[] | undefined): Promise<AudienceGroups> {
  if (!groupIds?.length) return NO_AUDIENCE_GROUPS;
  const rows = await db.select({ objectId: customerGroups.objectId, query: customerGroups.query, options: customerGroups.options }).from(customerGroups)
    .where(and(eq(customerGroups.orgId, orgId), inArray(customerGroups.objectId, [...groupIds]), eq(customerGroups.expired, false)));
  return {
    queries: rows.filter((row) => !row.options.isCustomCustomerGroup).map((row) => row.query as CustomerFilterQuery),
    memberGroupIds: rows.filter((row) => row.options.isCustomCustomerGroup).map((row) => row.objectId),
  };
}

/** Customers of any of the groups (none loaded: nobody). */
export function inAudienceGroups(orgId: string, groups: AudienceGroups): SQL {
  const members = groups.memberGroupIds.length > 0
    ? exists(sql`(select 1 from ${customerGroupMembers} where ${customerGroupMembers.customerId} = ${customers.objectId}
      and ${inArray(customerGroupMembers.groupId, groups.memberGroupIds)})`)
    : undefined;
  return or(members, ...groups.queries.map((query) => customerFilterWhere(orgId, normalizeCustomerFilter(query)))) ?? sql`false`;
}
