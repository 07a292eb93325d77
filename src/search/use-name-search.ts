import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { PAGE_SIZE } from '../../common/constants';
import { DEFAULT_CUSTOMER_SEARCH_MODE, SEARCH_DEBOUNCE_MS } from '../../common/customer-search';
import { useDebounced } from '../customer-panel/use-debounced';
import { db } from '../../local/db';
import type { CustomerRecord } from '../../local/records';
import { customersByName } from '../../local/search-queries';
import { useOrganizations } from '../org/organizations-context';
import { findCustomersByName } from './search-api';

export interface NameSearch {
  /** undefined while the first local read runs. */
  customers?: CustomerRecord[];
  /** Where the rows come from: this browser's data, or the server once it answered the current keyword. */
  source: 'local' | 'server';
}

/**
 * The customer name search: IndexedDB answers at once; once the agent stops typing the server is
 * asked, and its answer (rows shown live from IndexedDB where stored) replaces the local one.
 */
export function useNameSearch(orgId: string, keyword: string): NameSearch {
  const { organizations } = useOrganizations();
  const mode = organizations?.find((org) => org.objectId === orgId)?.customerSearchMode ?? DEFAULT_CUSTOMER_SEARCH_MODE;
  const wanted = keyword.trim();
  const settled = useDebounced(wanted, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ keyword: string; customers: CustomerRecord[] }>();

  useEffect(() => {
    if (settled === '') return undefined;
    // A newer keyword cancels this request; the cancelled search answers an empty list, not shown.
    const controller = new AbortController();
    findCustomersByName(orgId, settled, controller.signal)
      .then((customers) => { if (!controller.signal.aborted) setAnswer({ keyword: settled, customers }); })
      // Offline or refused: the local answer stays.
      .catch(() => undefined);
    return () => controller.abort();
  }, [orgId, settled]);

  const server = answer?.keyword === wanted ? answer.customers : undefined;
  const local = useLiveQuery(() => customersByName(orgId, wanted, mode, PAGE_SIZE), [orgId, wanted, mode]);
  // The server's rows, each as stored here when it is (badges and previews stay live).
  const live = useLiveQuery(async () => {
    if (!server) return undefined;
    const stored = await db.customers.bulkGet(server.map((row) => row.objectId));
    return server.map((row, index) => stored[index] ?? row);
  }, [server]);
  return live ? { customers: live, source: 'server' } : { customers: local, source: 'local' };
}
