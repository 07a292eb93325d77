import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Organization } from '../../common/protocol';
import { listOrganizations } from '../api/organizations';
import type { StoredUser } from '../auth/session-store';
import { cacheOrganizations, readCachedOrganizations } from './organizations-cache';

export interface OrganizationsState {
  /** null until known: neither cached nor fetched yet. */
  organizations: Organization[] | null;
  /** The last fetch failed (offline or server error) and nothing was cached. */
  failed: boolean;
  /** Fetch the list again (after creating one); resolves with the fresh list. */
  refresh: () => Promise<Organization[]>;
}

const OrganizationsContext = createContext<OrganizationsState | null>(null);

/** Shows the cached list at once and refreshes it from the server in the background (and on window focus). */
export function OrganizationsProvider({ user, children }: { user: StoredUser; children: ReactNode }) {
  const [organizations, setOrganizations] = useState(() => readCachedOrganizations(user.objectId));
  const [failed, setFailed] = useState(false);

  const apply = useCallback(
    (fresh: Organization[]) => {
      cacheOrganizations(user.objectId, fresh);
      setOrganizations(fresh);
      setFailed(false);
      return fresh;
    },
    [user.objectId],
  );
  const markFailed = useCallback(() => setFailed(true), []);
  const refresh = useCallback(() => listOrganizations().then(apply), [apply]);

  useEffect(() => {
    listOrganizations().then(apply, markFailed);
  }, [apply, markFailed]);

  // Read again when the window comes back to the front: an organization deleted or left meanwhile
  // disappears from the list (and its pages send the user on to another one).
  useEffect(() => {
    const onFocus = () => void listOrganizations().then(apply, () => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [apply]);

  const value = useMemo(() => ({ organizations, failed, refresh }), [organizations, failed, refresh]);
  return <OrganizationsContext value={value}>{children}</OrganizationsContext>;
}

export function useOrganizations(): OrganizationsState {
  const state = useContext(OrganizationsContext);
  if (!state) throw new Error('useOrganizations needs an OrganizationsProvider');
  return state;
}
