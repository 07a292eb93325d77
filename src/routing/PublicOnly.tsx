import { Navigate, Outlet } from 'react-router';
import { useStoredUser } from '../auth/session-store';

/** Login and sign-up: a signed-in user goes on into the console. */
export function PublicOnly() {
  return useStoredUser() ? <Navigate to="/" replace /> : <Outlet />;
}
