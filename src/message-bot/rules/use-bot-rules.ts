import { useCallback, useEffect, useState } from 'react';
import type { BotRule } from '../../../common/contracts/message-bot';
import { toApiError, type ApiError } from '../../api/api-error';
import { useOffline } from '../../shell/use-offline';
import { listBotRules } from '../bot-api';

export interface BotRules {
  /** The rules in priority order; null until the first answer. */
  rules: BotRule[] | null;
  max: number | null;
  error: ApiError | null;
  offline: boolean;
  setRules: (change: (rules: BotRule[]) => BotRule[]) => void;
  retry: () => void;
}

/** The organization's keyword rules, read when the page opens, on Retry, and again when the connection comes back. */
export function useBotRules(orgId: string): BotRules {
  const offline = useOffline();
  const [rules, setRulesState] = useState<BotRule[] | null>(null);
  const [max, setMax] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  // `isCurrent`: the answer is still wanted (the page did not move on to another organization meanwhile).
  const load = useCallback((isCurrent: () => boolean) => {
    listBotRules(orgId).then(
      (list) => {
        if (!isCurrent()) return;
        setRulesState(list.rules);
        setMax(list.max);
        setError(null);
      },
      async (cause: unknown) => {
        const failed = await toApiError(cause);
        if (isCurrent()) setError(failed);
      },
    );
  }, [orgId]);
  const retry = useCallback(() => load(() => true), [load]);
  useEffect(() => {
    if (offline) return undefined;
    let current = true;
    load(() => current);
    return () => { current = false; };
  }, [load, offline]);

  const setRules = useCallback((change: (rules: BotRule[]) => BotRule[]) => setRulesState((current) => (current ? change(current) : current)), []);
  return { rules, max, error, offline, setRules, retry };
}
