// The console's side of common/access: the menu, default page and allowed pages of an organization.
import { BUILT_PAGES, resolveAccess, type Access, type RoleFeature } from '../../common/access';
import type { VpcSetting } from '../../common/contracts/organizations';
import type { Organization } from '../../common/contracts/organizations';

/**
 * Access of a signed-in, verified user (RequireUser checked both) in one of their organizations;
 * `roleFeature`: the flags of their custom org role that restrict them (org-role-store.ts), if any.
 */
export function accessIn(
  organizations: readonly Organization[], organization: Organization, vpcSetting: VpcSetting, roleFeature: RoleFeature | null = null,
): Access {
  return resolveAccess({
    user: { emailVerified: true },
    organizationCount: organizations.length,
    organization: {
      objectId: organization.objectId,
      authority: organization.authorityName,
      roleFeature,
      integrations: organization.integrations.map((integration) => integration.platform),
      vpcSetting,
    },
    // The menu and default pages keep to what this server has built (common/access/built.ts).
    built: BUILT_PAGES,
  });
}
