// Writes of a customer's profile (monitoring, binding, custom field values) and of the organization's
// custom field names. A customer write is one transaction that locks the row and takes a change-feed
// number, so the change reaches every device through POST /functions/changes.
import { and, eq } from 'drizzle-orm';
import type { CustomFieldLabels, CustomFieldValues } from '../../common/customer-profile';
import type { Db } from '../db/client';
import { customers, orgRoles, organizations } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { notFound } from '../http/errors';
import type { CustomerRow } from '../messages/serialize';

type CustomerChange = Partial<Pick<CustomerRow, 'isMonitoring' | 'bindRoleId' | 'bindName' | 'customFields'>>;

/** Changes a live customer of the organization (404 otherwise); `change` sees the locked row. */
export function updateCustomer(db: Db, orgId: string, customerId: string, change: (row: CustomerRow) => CustomerChange): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.objectId, customerId), eq(customers.deleted, false)))
      .limit(1)
      .for('update');
    if (!found) throw notFound();
    const seq = await reserveSeq(tx, orgId);
    const [updated] = await tx.update(customers)
      .set({ ...change(found), seq, updatedAt: new Date() })
      .where(eq(customers.objectId, found.objectId))
      .returning();
    return updated!;
  });
}

export async function customerExists(db: Db, orgId: string, customerId: string): Promise<boolean> {
  const [found] = await db.select({ objectId: customers.objectId }).from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.objectId, customerId), eq(customers.deleted, false)))
    .limit(1);
  return found !== undefined;
}

/** The name of a role of the organization; 404 when it is not one of its roles. */
export async function roleNameOf(db: Db, orgId: string, roleId: string): Promise<string> {
  const [role] = await db.select({ name: orgRoles.name }).from(orgRoles)
    .where(and(eq(orgRoles.orgId, orgId), eq(orgRoles.objectId, roleId)))
    .limit(1);
  if (!role) throw notFound();
  return role.name;
}

/** Values merged into what the customer has; an empty value removes the field. */
export function mergedFields<Key extends string>(current: Partial<Record<Key, string>>, fields: Partial<Record<Key, string>>): Partial<Record<Key, string>> {
  const next: Partial<Record<Key, string>> = { ...current };
  for (const [key, value] of Object.entries(fields) as [Key, string][]) {
    const trimmed = value.trim();
    if (trimmed === '') delete next[key];
    else next[key] = trimmed;
  }
  return next;
}

export function setCustomerFields(db: Db, orgId: string, customerId: string, fields: CustomFieldValues): Promise<CustomerRow> {
  return updateCustomer(db, orgId, customerId, (row) => ({ customFields: mergedFields(row.customFields, fields) }));
}

/** Renames the organization's custom fields; answers the names now in force. */
export async function setCustomFieldLabels(db: Db, orgId: string, labels: CustomFieldLabels): Promise<CustomFieldLabels> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ customFields: organizations.customFields }).from(organizations)
      .where(eq(organizations.objectId, orgId)).for('update');
    if (!found) throw notFound();
    const next = mergedFields(found.customFields, labels);
    await tx.update(organizations).set({ customFields: next, updatedAt: new Date() }).where(eq(organizations.objectId, orgId));
    return next;
  });
}
