import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../common/contracts/organizations';
import { listOrganizations } from '../api/organizations';
import type { StoredUser } from '../auth/session-store';
import { cacheOrganizations, readCachedOrganizations } from './organizations-cache';
import { organizationName } from './organization-name';
import { showToast } from '../ui/toast-store';
import { ORGANIZATIONS_CHANNEL, type OrganizationsSignal } from '../../local/channels';

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
  const { t } = useLingui();
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

  // Read again when the window comes back to the front, and at once when the sync worker hears that
  // an organization was deleted or the user removed from it: it disappears from the list (and its
  // pages send the user on to another one); or that one changed (its integrations): quietly.
  useEffect(() => {
    const reread = () => void listOrganizations().then(apply, () => undefined);
    window.addEventListener('focus', reread);
    const lost = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ORGANIZATIONS_CHANNEL);
    lost?.addEventListener('message', (event: MessageEvent<OrganizationsSignal>) => {
      const name = organizations?.find((organization) => organization.objectId === event.data.orgId);
      if (name && event.data.reason !== 'changed') showToast('warning', event.data.reason === 'deleted'
        ? t`The organization ${organizationName(name)} was deleted.`
        : t`You were removed from the organization ${organizationName(name)}.`);
      reread();
    });
    return () => {
      window.removeEventListener('focus', reread);
      lost?.close();
    };
  }, [apply, organizations, t]);

  const value = useMemo(() => ({ organizations, failed, refresh }), [organizations, failed, refresh]);
  return <OrganizationsContext value={value}>{children}</OrganizationsContext>;
}

export function useOrganizations(): OrganizationsState {
  const state = useContext(OrganizationsContext);
  if (!state) throw new Error('useOrganizations needs an OrganizationsProvider');
  return state;
}
