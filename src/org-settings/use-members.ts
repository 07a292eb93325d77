import { useCallback, useEffect } from 'react';
import type { OrgMember } from '../../common/contracts/members';
import { useServerRead } from '../api/use-server-read';
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
  const read = useCallback(() => findOrgMembers(orgId), [orgId]);
  const { value: members, error, reload } = useServerRead(read, memberErrorText);

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
