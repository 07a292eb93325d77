import { useStoredUser } from '../auth/session-store';
import { useOrganizations } from '../org/organizations-context';
import { selectedIn } from '../org/selected-org';
import { OrganizationsPending } from '../routing/OrganizationsPending';
import { PublicFrame } from '../ui/PublicFrame';
import { ShellFrame } from './Shell';

/**
 * Pages without an organization in their path (account settings, help): inside the shell of the
 * selected organization (01 §2). A user without organizations (allowed in account settings) has no
 * shell to show: the page stands on its own.
 */
export function SelectedOrgShell() {
  const user = useStoredUser();
  const { organizations } = useOrganizations();
  if (!user) return null;
  if (!organizations) return <OrganizationsPending />;
  const selected = selectedIn(organizations);
  if (!selected) return <PublicFrame />;
  return <ShellFrame user={user} organizations={organizations} selected={selected} />;
}
