// The live recipient count (03 §5, §8): asked 500 ms after the audience last changed, and again when a
// customer group's customers were computed or imported while the audience names groups; a newer request
// cancels the older, silently; no condition → zero without asking.
import { useCallback, useEffect, useState } from 'react';
import { hasAudienceCondition } from '../../../common/broadcasts';
import type { BroadcastCustomersRequest } from '../../../common/contracts/broadcasts';
import { toApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { useGroupTaskFinished } from '../../customer-groups/use-group-task-finished';
import { countAudience } from './editor-api';

export const AUDIENCE_COUNT_DEBOUNCE_MS = 500;

export type AudienceCount =
  | { state: 'counting' }
  | { state: 'counted'; count: number }
  | { state: 'failed'; error: string };

type Request = { where: BroadcastCustomersRequest['where']; options: BroadcastCustomersRequest['options'] };

export function useAudienceCount(
  orgId: string, where: BroadcastCustomersRequest['where'], options: BroadcastCustomersRequest['options'],
): AudienceCount {
  // How many times the groups the audience names may have changed since the page opened.
  const [groupsChanged, setGroupsChanged] = useState(0);
  const namesGroups = Boolean(where.customerGroups?.length);
  useGroupTaskFinished(orgId, useCallback(() => { if (namesGroups) setGroupsChanged((count) => count + 1); }, [namesGroups]));
  // The request's identity: the same audience and options ask once; an answer counts only for its request.
  const key = JSON.stringify({ orgId, where, options, groupsChanged });
  const [answer, setAnswer] = useState<{ key: string; count: AudienceCount } | null>(null);
  const asks = hasAudienceCondition(where);

  useEffect(() => {
    if (!asks) return;
    const request = JSON.parse(key) as Request;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      countAudience(orgId, request.where, request.options, controller.signal).then(
        (count) => setAnswer({ key, count: { state: 'counted', count } }),
        async (cause: unknown) => {
          // Cancelled by a newer request (or the page going away): silent (03 §8).
          if (controller.signal.aborted) return;
          const error = errorText(await toApiError(cause));
          setAnswer({ key, count: { state: 'failed', error } });
        },
      );
    }, AUDIENCE_COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [orgId, key, asks]);

  if (!asks) return { state: 'counted', count: 0 };
  return answer?.key === key ? answer.count : { state: 'counting' };
}
