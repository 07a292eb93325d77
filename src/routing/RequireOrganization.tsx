import { Navigate, Outlet, useParams } from 'react-router';
import { useOrganizations } from '../org/organizations-context';
import { readSelectedOrgId, storeSelectedOrgId } from '../org/selected-org';
import { OrganizationsPending } from './OrganizationsPending';
import { homePath } from './home-path';

/**
 * Organization routes ({page}/{orgId}/…): the id in the path selects the organization (01 §2).
 * No organizations: create one first; an id that is not the user's: back to the selected one.
 */
export function RequireOrganization() {
  const { orgId } = useParams();
  const { organizations } = useOrganizations();
  if (!organizations) return <OrganizationsPending />;
  if (!organizations.some((org) => org.objectId === orgId)) {
    return <Navigate to={homePath(organizations, readSelectedOrgId())} replace />;
  }
  // Written during render, not in an effect: children's effects run first and already send X-Org-Id.
  if (orgId && readSelectedOrgId() !== orgId) storeSelectedOrgId(orgId);
  return <Outlet />;
}
