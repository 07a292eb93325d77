import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../api/api-error';
import { useOffline } from '../shell/use-offline';

export interface RuleList<Rule> {
  /** The rules as the server lists them; null until the first answer. */
  rules: Rule[] | null;
  /** The most rules the organization may have; null until the first answer. */
  max: number | null;
  error: ApiError | null;
  offline: boolean;
  /** Changes the loaded rules in place (after a save answered); nothing before the first answer. */
  setRules: (change: (rules: Rule[]) => Rule[]) => void;
  retry: () => void;
}

/**
 * An organization's rules read over HTTP only (the message bot's keyword rules, message keywords):
 * read when the page opens, on Retry, and again when the connection comes back. `list` is read anew
 * whenever it changes (give it one per organization, e.g. with useCallback on the orgId).
 */
export function useRuleList<Rule>(list: () => Promise<{ rules: Rule[]; max: number }>): RuleList<Rule> {
  const offline = useOffline();
  const [rules, setRulesState] = useState<Rule[] | null>(null);
  const [max, setMax] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  // `isCurrent`: the answer is still wanted (the page did not move on to another organization meanwhile).
  const load = useCallback((isCurrent: () => boolean) => {
    list().then(
      (answer) => {
        if (!isCurrent()) return;
        setRulesState(answer.rules);
        setMax(answer.max);
        setError(null);
      },
      async (cause: unknown) => {
        const failed = await toApiError(cause);
        if (isCurrent()) setError(failed);
      },
    );
  }, [list]);
  const retry = useCallback(() => load(() => true), [load]);
  useEffect(() => {
    if (offline) return undefined;
    let current = true;
    load(() => current);
    return () => { current = false; };
  }, [load, offline]);

  const setRules = useCallback((change: (rules: Rule[]) => Rule[]) => setRulesState((current) => (current ? change(current) : current)), []);
  return { rules, max, error, offline, setRules, retry };
}
