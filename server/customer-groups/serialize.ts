// Customer-group rows → the wire shape of common/customer-groups.ts.
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import { pointer } from '../../common/parse';
import type { customerGroups } from '../db/schema';

export type CustomerGroupRow = typeof customerGroups.$inferSelect;

export function toCustomerGroup(row: CustomerGroupRow): CustomerGroup {
  return {
    objectId: row.objectId,
    organization: pointer('Organization', row.orgId),
    name: row.name,
    query: row.query,
    options: row.options,
    count: row.count,
    expired: row.expired,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
