// The members whose plan and role open one of chatPay's parts (the guard's rule, 03 §6): those a
// notice about it goes to (low stock: product; a payment to refund: order).
import { eq } from 'drizzle-orm';
import { partAllowed, VPC_MODULE_OF, type VPC_MODULES } from '../../common/access';
import { toOrgAccess, accessColumns } from '../access/org-access';
import type { Queryable } from '../db/client';
import { memberships, organizations, orgRoles } from '../db/schema';

type ChatPayPart = (typeof VPC_MODULES)['chatpay'][number];

export async function membersWithPart(db: Queryable, orgId: string, part: ChatPayPart): Promise<string[]> {
  const rows = await db.select({ userId: memberships.userId, ...accessColumns }).from(memberships)
    .innerJoin(organizations, eq(organizations.objectId, memberships.orgId))
    .leftJoin(orgRoles, eq(orgRoles.objectId, memberships.orgRoleId))
    .where(eq(memberships.orgId, orgId));
  return rows.filter((row) => {
    const access = toOrgAccess(orgId, row);
    return access.access.allowed.includes('chatPay') && partAllowed(access.vpcSetting, access.roleFeature, VPC_MODULE_OF.chatPay, part);
  }).map((row) => row.userId);
}
