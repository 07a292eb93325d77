import { Navigate, useLocation } from 'react-router';
import { useOrganizations } from '../org/organizations-context';
import { readSelectedOrgId } from '../org/selected-org';
import { OrganizationsPending } from './OrganizationsPending';

/**
 * `/{page}` without an organization id (the web app's shortcuts): on to the page of the selected
 * organization, keeping the query (`?panel=notifications`); the page's own guards apply there.
 */
export function SelectedOrgRedirect({ page }: { page: string }) {
  const { organizations } = useOrganizations();
  const { search } = useLocation();
  if (!organizations) return <OrganizationsPending />;
  if (organizations.length === 0) return <Navigate to="/add-organization" replace />;
  const selected = organizations.find((org) => org.objectId === readSelectedOrgId()) ?? organizations[0]!;
  return <Navigate to={`/${page}/${selected.objectId}${search}`} replace />;
}
