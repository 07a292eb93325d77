// A page of the broadcast list (GET /broadcast/tasks) for a filter. A newer filter cancels the
// request of the older (03 §7 "It can be cancelled"), silently; live changes and action answers
// update the shown rows.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Broadcast, BroadcastList } from '../../common/contracts/broadcasts';
import { toApiError, type ApiError } from '../api/api-error';
import { listBroadcasts, type BroadcastListFilter } from './broadcast-api';
import { applyBroadcastUpdate, useBroadcastChanges } from './live-broadcasts';

export interface BroadcastListState {
  /** The last page that came (kept while a newer filter loads); null before the first. */
  list: BroadcastList | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
  /** Puts the server's answer to an action of this console in place of the row (it is the newest). */
  replace: (broadcast: Broadcast) => void;
}

interface Answer {
  /** The request it answers. */
  request: object | null;
  orgId: string;
  list: BroadcastList | null;
  error: ApiError | null;
}

export function useBroadcastList(orgId: string, { skip, limit, search, status }: BroadcastListFilter): BroadcastListState {
  const [attempt, setAttempt] = useState(0);
  const request = useMemo(() => ({ orgId, filter: { skip, limit, search, status }, attempt }), [orgId, skip, limit, search, status, attempt]);
  const [answer, setAnswer] = useState<Answer>({ request: null, orgId, list: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    listBroadcasts(request.orgId, request.filter, controller.signal).then((page) => {
      if (!controller.signal.aborted) setAnswer({ request, orgId: request.orgId, list: page, error: null });
    }, async (cause: unknown) => {
      const error = await toApiError(cause);
      if (controller.signal.aborted) return;
      setAnswer((before) => ({ request, orgId: request.orgId, list: before.orgId === request.orgId ? before.list : null, error }));
    });
    return () => controller.abort();
  }, [request]);

  useBroadcastChanges(orgId, (broadcast) => {
    setAnswer((before) => {
      if (!before.list) return before;
      const results = applyBroadcastUpdate(before.list.results, broadcast);
      return results === before.list.results ? before : { ...before, list: { ...before.list, results } };
    });
  });

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((broadcast: Broadcast) => {
    setAnswer((before) => before.list ? {
      ...before, list: { ...before.list, results: before.list.results.map((one) => (one.objectId === broadcast.objectId ? broadcast : one)) },
    } : before);
  }, []);
  // Another organization's list starts empty.
  const mine = answer.orgId === orgId;
  return { list: mine ? answer.list : null, error: mine ? answer.error : null, loading: answer.request !== request, reload, replace };
}
