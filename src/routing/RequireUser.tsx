import { Navigate, Outlet } from 'react-router';
import { InvalidSessionWatcher } from '../auth/InvalidSessionWatcher';
import { useStoredUser } from '../auth/session-store';
import { OrganizationsProvider } from '../org/organizations-context';

/** Routes behind a login: without one, go to /login (01 §2). */
export function RequireUser() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <OrganizationsProvider key={user.objectId} user={user}>
      <InvalidSessionWatcher />
      <Outlet />
    </OrganizationsProvider>
  );
}
