import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useStoredUser } from '../auth/session-store';
import { OrganizationsProvider } from '../org/organizations-context';

// Reads IndexedDB: loaded once someone is signed in, so Dexie stays out of the start-up chunk.
const InvalidSessionWatcher = lazy(() =>
  import('../auth/InvalidSessionWatcher').then((module) => ({ default: module.InvalidSessionWatcher })),
);

/** Routes behind a login: without one, go to /login (01 §2). */
export function RequireUser() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
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
