import { useStoredUser } from '../auth/session-store';
import { OrganizationsProvider } from '../org/organizations-context';
import { PublicFrame } from '../ui/PublicFrame';
import { SelectedOrgShell } from './SelectedOrgShell';

/**
 * A page open signed in or not (help): in the shell once signed in with a verified e-mail, like
 * every other page of the console; else under the public header.
 */
export function ShellWhenSignedIn() {
  const user = useStoredUser();
  if (!user?.emailVerified) return <PublicFrame />;
  return (
    <OrganizationsProvider key={user.objectId} user={user}>
      <SelectedOrgShell />
    </OrganizationsProvider>
  );
}
