import type { Organization } from '../../common/contracts/organizations';
import { accessIn } from './access';
import { readRoleFeature } from './org-role-store';
import { readVpcSetting } from './vpc-setting-store';

/**
 * Where a signed-in user lands (01 §2, §6): create an organization first, else the selected
 * organization's default page for the user's role and plan, or account-setting when nothing is open.
 */
export function homePath(organizations: readonly Organization[], selectedOrgId: string | null): string {
  if (organizations.length === 0) return '/add-organization';
  const selected = organizations.find((org) => org.objectId === selectedOrgId) ?? organizations[0]!;
  const { defaultPage } = accessIn(organizations, selected, readVpcSetting(selected.objectId), readRoleFeature(selected.objectId));
  return defaultPage ? `/${defaultPage}/${selected.objectId}` : '/account-setting';
}
