import { Navigate, Outlet } from 'react-router';
import { readStoredInvite } from '../auth/invite-store';
import { useStoredUser } from '../auth/session-store';

/** Login and sign-up: a signed-in user goes on into the console, or first redeems a kept invitation. */
export function PublicOnly() {
  return useStoredUser() ? <Navigate to={readStoredInvite() ? '/invite' : '/'} replace /> : <Outlet />;
}
