// The first page of the group list as last loaded, kept in IndexedDB (`meta`) so the list still
// shows offline. Cleared with the rest of the local data at logout.
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import { db } from '../../local/db';

const cacheKey = (orgId: string) => `customerGroups:${orgId}`;

export async function keepGroups(orgId: string, groups: CustomerGroup[]): Promise<void> {
  await db.meta.put({ key: cacheKey(orgId), value: groups });
}

export async function lastGroups(orgId: string): Promise<CustomerGroup[] | null> {
  const row = await db.meta.get(cacheKey(orgId));
  return Array.isArray(row?.value) ? row.value as CustomerGroup[] : null;
}
