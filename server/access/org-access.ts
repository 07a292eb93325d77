// What the caller may use in an organization: their membership, custom org role and the organization's
// integrations and plan-feature setting, read in one query and answered by common/access (the same rules the console shows).
// Requests read it through the auth cache (server/auth-cache), which keeps it until a write forgets it.
import { and, eq } from 'drizzle-orm';
import { resolveAccess, vpcSettingForPlan, type Access, type PlanName, type VpcOverrides } from '../../common/access';
import type { OrganizationIntegration, VpcSetting } from '../../common/contracts/organizations';
import { restrictingFeature, type OrgRoleFeature } from '../../common/org-roles';
import type { Authority } from '../../common/contracts/base';
import type { CustomerSearchMode } from '../../common/customer-search';
import type { Queryable } from '../db/client';
import { memberships, organizations, orgRoles } from '../db/schema';

export interface OrgAccess {
  authority: Authority;
  vpcSetting: VpcSetting;
  /** The flags of the caller's custom org role when it restricts them (not for admins). */
  roleFeature: OrgRoleFeature | null;
  access: Access;
  /** The organization's customer search mode, read along so a customer search needs no query of its own. */
  customerSearchMode: CustomerSearchMode;
}

/**
 * The columns an access is made of: the membership, its org role and its organization. The auth cache
 * reads them with the session when neither is kept (server/auth-cache/caller.ts).
 */
export const accessColumns = {
  authority: memberships.authority, plan: organizations.plan, overrides: organizations.vpcOverrides, roleFeature: orgRoles.feature,
  integrations: organizations.integrations, customerSearchMode: organizations.customerSearchMode,
};

export interface AccessRow {
  authority: Authority;
  plan: PlanName;
  overrides: VpcOverrides | null;
  roleFeature: OrgRoleFeature | null;
  integrations: OrganizationIntegration[];
  customerSearchMode: CustomerSearchMode;
}

/** The caller's access in the organization, or undefined when they are not a member of it. */
export async function orgAccessOf(db: Queryable, orgId: string, userId: string): Promise<OrgAccess | undefined> {
  const [row] = await db.select(accessColumns)
    .from(memberships)
    .innerJoin(organizations, eq(organizations.objectId, memberships.orgId))
    .leftJoin(orgRoles, eq(orgRoles.objectId, memberships.orgRoleId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  return row && toOrgAccess(orgId, row);
}

export function toOrgAccess(orgId: string, row: AccessRow): OrgAccess {
  const vpcSetting = vpcSettingForPlan(row.plan, row.overrides ?? {});
  const roleFeature = restrictingFeature(row.authority, row.roleFeature);
  const access = resolveAccess({
    user: { emailVerified: true },
    organizationCount: 1,
    organization: {
      objectId: orgId,
      authority: row.authority,
      roleFeature,
      integrations: row.integrations.map((integration) => integration.platform),
      vpcSetting,
    },
  });
  return { authority: row.authority, vpcSetting, roleFeature, access, customerSearchMode: row.customerSearchMode };
}
