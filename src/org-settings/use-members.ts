import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrgMember } from '../../common/protocol';
import { toApiError } from '../api/api-error';
import { findOrgMembers } from './api';
import { memberErrorText } from './member-errors';

export interface MembersState {
  members: OrgMember[] | null;
  error: string | null;
  reload: () => void;
}

/**
 * The organization's members over HTTP (not kept offline). Fetched again when the window gets the
 * focus back, so someone who joined through an invitation meanwhile shows up.
 */
export function useMembers(orgId: string): MembersState {
  const [members, setMembers] = useState<OrgMember[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the newest request's answer is shown.
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    findOrgMembers(orgId).then((fresh) => {
      if (request !== latest.current) return;
      setMembers(fresh);
      setError(null);
    }, async (cause: unknown) => {
      const text = memberErrorText(await toApiError(cause));
      if (request === latest.current) setError(text);
    });
    // Ignores this answer (when the page goes away first).
    return () => { if (latest.current === request) latest.current++; };
  }, [orgId]);

  useEffect(() => reload(), [reload]);

  useEffect(() => {
    const onVisible = () => { if (document.visibilityState === 'visible') reload(); };
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  return { members, error, reload };
}
