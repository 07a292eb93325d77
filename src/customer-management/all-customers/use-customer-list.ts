// The all customers list (02 §9): the first 40 customers a filter selects with their count, then 20
// more each time the end comes near. When the server cannot be reached, the same pages of the customers
// synced to this device that the filter selects; their count comes after the first page, counted apart.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerFilterQuery } from '../../../common/contracts/customer-filter';
import { FILTER_CUSTOMERS_FIRST_PAGE, FILTER_CUSTOMERS_NEXT_PAGE } from '../../../common/customer-filter';
import type { CustomerRecord } from '../../../local/records';
import { toApiError, type ApiError } from '../../api/api-error';
import { countSyncedMatches, filterCustomers, filterSyncedCustomers } from './all-customers-api';
import type { CustomerSortKey, SortOrder } from './filter-form';

export interface CustomerList {
  /** null until the first page (or the synced customers) came. */
  rows: CustomerRecord[] | null;
  /** How many customers the filter selects (of the synced ones, offline); null until known. */
  count: number | null;
  /** The server could not be reached: the rows are the synced customers. */
  offline: boolean;
  /** The server refused the query or failed (not offline). */
  error: ApiError | null;
  /** A next page failed: shown rows stay, loadMore tries again. */
  moreFailed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

interface Shown {
  key: string;
  rows: CustomerRecord[] | null;
  count: number | null;
  offline: boolean;
  error: ApiError | null;
  hasMore: boolean;
  moreFailed: boolean;
}

const empty = (key: string): Shown => ({ key, rows: null, count: null, offline: false, error: null, hasMore: false, moreFailed: false });

type RequestOf = [orgId: string, query: CustomerFilterQuery, sort: CustomerSortKey, order: SortOrder];

export function useCustomerList(orgId: string, query: CustomerFilterQuery, sort: CustomerSortKey, order: SortOrder): CustomerList {
  const key = JSON.stringify([orgId, query, sort, order]);
  const [shown, setShown] = useState<Shown>(() => empty(key));
  const [loadingMore, setLoadingMore] = useState(false);
  const [reloads, setReloads] = useState(0);
  // The load under way: answers of an earlier one (another filter, or before a reload) are dropped.
  const active = useRef<object>({});
  const busy = useRef(false);
  // What to load, as text: the query object may be new on every render, its text is not.
  const load = JSON.stringify([key, reloads]);

  useEffect(() => {
    const token = {};
    active.current = token;
    // Offline, the synced customers are counted after the first page is shown; another load stops it.
    const counting = new AbortController();
    busy.current = true;
    const [shownKey] = JSON.parse(load) as [string, number];
    const [org, filter, by, direction] = JSON.parse(shownKey) as RequestOf;
    const settle = (next: Omit<Shown, 'key'>) => {
      if (token !== active.current) return;
      busy.current = false;
      setShown({ key: shownKey, ...next });
    };
    filterCustomers(org, { query: filter, sort: by, order: direction, skip: 0, limit: FILTER_CUSTOMERS_FIRST_PAGE, returnCount: true }).then(
      (page) => settle({
        rows: page.customers, count: page.count ?? null, offline: false, error: null,
        hasMore: page.customers.length === FILTER_CUSTOMERS_FIRST_PAGE, moreFailed: false,
      }),
      async (cause: unknown) => {
        const error = await toApiError(cause);
        if (!error.offline) return settle({ rows: [], count: null, offline: false, error, hasMore: false, moreFailed: false });
        const synced = await filterSyncedCustomers(org, filter, by, direction, FILTER_CUSTOMERS_FIRST_PAGE).catch(() => [] as CustomerRecord[]);
        settle({ rows: synced, count: null, offline: true, error: null, hasMore: synced.length === FILTER_CUSTOMERS_FIRST_PAGE, moreFailed: false });
        const count = await countSyncedMatches(org, filter, counting.signal).catch(() => undefined);
        if (count !== undefined && token === active.current) setShown((before) => ({ ...before, count }));
      },
    );
    return () => counting.abort();
  }, [load]);

  const current = shown.key === key ? shown : empty(key);

  const loadMore = useCallback(() => {
    if (busy.current || !current.hasMore || !current.rows) return;
    const token = active.current;
    busy.current = true;
    setLoadingMore(true);
    const [org, filter, by, direction] = JSON.parse(current.key) as RequestOf;
    const next = current.offline
      ? filterSyncedCustomers(org, filter, by, direction, FILTER_CUSTOMERS_NEXT_PAGE, current.rows.at(-1))
      : filterCustomers(org, { query: filter, sort: by, order: direction, skip: current.rows.length, limit: FILTER_CUSTOMERS_NEXT_PAGE, returnCount: false })
        .then((page) => page.customers);
    next
      .then((customers) => {
        if (token !== active.current) return;
        setShown((before) => ({
          ...before, rows: [...(before.rows ?? []), ...customers], hasMore: customers.length === FILTER_CUSTOMERS_NEXT_PAGE, moreFailed: false,
        }));
      }, () => {
        if (token === active.current) setShown((before) => ({ ...before, moreFailed: true }));
      })
      .finally(() => {
        if (token === active.current) busy.current = false;
        setLoadingMore(false);
      });
  }, [current.hasMore, current.rows, current.key, current.offline]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return {
    rows: current.rows, count: current.count, offline: current.offline, error: current.error,
    moreFailed: current.moreFailed, hasMore: current.hasMore, loadingMore, loadMore, reload,
  };
}
