import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '../auth/session-store';
import { OrganizationsProvider } from '../org/organizations-context';
import { unverifiedRedirect } from './verify-rule';

// Reads IndexedDB: loaded once someone is signed in, so Dexie stays out of the start-up chunk.
const InvalidSessionWatcher = lazy(() =>
  import('../auth/InvalidSessionWatcher').then((module) => ({ default: module.InvalidSessionWatcher })),
);

/** Routes behind a login: without one, go to /login; with an unverified e-mail, to /signup-verify (01 §2). */
export function RequireUser() {
  const user = useStoredUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace />;
  // Signed in with an unverified e-mail: verify first (01 §2).
  const verifyFirst = unverifiedRedirect(user.emailVerified, pathname);
  if (verifyFirst) return <Navigate to={verifyFirst} replace />;
  return (
    <OrganizationsProvider key={user.objectId} user={user}>
      {/* The watcher renders nothing: no loading state to show while it loads. */}
      <Suspense fallback={null}>
        <InvalidSessionWatcher />
      </Suspense>
      <Outlet />
    </OrganizationsProvider>
  );
}
