import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import type { Organization } from '../../common/contracts/organizations';
import { useOrganizations } from '../org/organizations-context';
import { readSelectedOrgId, storeSelectedOrgId } from '../org/selected-org';
import { accessIn } from './access';
import { OrganizationsPending } from './OrganizationsPending';
import { homePath } from './home-path';
import { useRoleFeature } from './org-role-store';
import { useVpcSetting } from './vpc-setting-store';

/**
 * Organization routes ({page}/{orgId}/…): the id in the path selects the organization (01 §2).
 * No organizations: create one first; an id that is not the user's: back to the selected one.
 */
export function RequireOrganization() {
  const { orgId } = useParams();
  const { organizations } = useOrganizations();
  if (!organizations) return <OrganizationsPending />;
  const organization = organizations.find((org) => org.objectId === orgId);
  if (!organization) return <Navigate to={homePath(organizations, readSelectedOrgId())} replace />;
  // Written during render, not in an effect: children's effects run first and already send X-Org-Id.
  if (readSelectedOrgId() !== organization.objectId) storeSelectedOrgId(organization.objectId);
  return <RequireModule organizations={organizations} organization={organization} />;
}

/** A page the user's role or plan does not open goes to their default page (01 §2, §6). */
function RequireModule({ organizations, organization }: { organizations: Organization[]; organization: Organization }) {
  const { pathname } = useLocation();
  const vpcSetting = useVpcSetting(organization.objectId);
  const roleFeature = useRoleFeature(organization.objectId);
  const redirect = accessIn(organizations, organization, vpcSetting, roleFeature).redirect(pathname);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
