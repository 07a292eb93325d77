import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Integration } from '../../../common/contracts/integrations';
import type { Organization } from '../../../common/contracts/organizations';
import { useServerRead } from '../../api/use-server-read';
import { listIntegrations } from './accounts-api';

/** The organization's connected accounts, read once for every card of the linked-app page. */
export interface OrgAccounts {
  /** Every platform's accounts; null until the first answer (always [] for members who are not admins). */
  accounts: Integration[] | null;
  /** The last read failed (each card says so in its own words); cleared by the next answer. */
  failed: boolean;
  /** Reads them again (after a connect, a disconnect, a connect again): every card follows. */
  reload: () => void;
}

const OrgAccountsContext = createContext<OrgAccounts | null>(null);

const FAILED = 'failed';
const failedText = () => FAILED;

/**
 * Reads the organization's accounts (POST /classes/Integration) once for the cards inside it. Only
 * admins read them: for other members nothing is requested.
 */
export function OrgAccountsProvider({ organization, children }: { organization: Organization; children: ReactNode }) {
  const orgId = organization.objectId;
  const isAdmin = organization.authorityName === 'admin';
  const read = useCallback(async () => (isAdmin ? listIntegrations(orgId) : []), [orgId, isAdmin]);
  const { value, error, reload } = useServerRead(read, failedText);
  const state = useMemo<OrgAccounts>(() => ({ accounts: value, failed: error !== null, reload }), [value, error, reload]);
  return <OrgAccountsContext.Provider value={state}>{children}</OrgAccountsContext.Provider>;
}

/** The accounts read by the OrgAccountsProvider around this card. */
export function useOrgAccounts(): OrgAccounts {
  const accounts = useContext(OrgAccountsContext);
  if (!accounts) throw new Error('useOrgAccounts needs an OrgAccountsProvider around it');
  return accounts;
}
