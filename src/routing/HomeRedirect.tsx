import { Navigate } from 'react-router';
import { useOrganizations } from '../org/organizations-context';
import { readSelectedOrgId } from '../org/selected-org';
import { OrganizationsPending } from './OrganizationsPending';
import { homePath } from './home-path';

/** "/" and unknown paths: on to the selected organization, or to creating one. */
export function HomeRedirect() {
  const { organizations } = useOrganizations();
  if (!organizations) return <OrganizationsPending />;
  return <Navigate to={homePath(organizations, readSelectedOrgId())} replace />;
}
