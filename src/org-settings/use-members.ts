import { useCallback, useEffect } from 'react';
import type { OrgMember } from '../../common/contracts/members';
import type { OrgSeats } from '../../common/contracts/organizations';
import { useServerRead } from '../api/use-server-read';
import { findOrgMembers, findOrgSeats } from './api';
import { memberErrorText } from './member-errors';

export interface MembersState {
  members: OrgMember[] | null;
  /** The plan's seats, read with the members so the two always agree. */
  seats: OrgSeats | null;
  error: string | null;
  reload: () => void;
}

/**
 * The organization's members and its plan's seats over HTTP (not kept offline). Fetched again when
 * the window gets the focus back, so someone who joined through an invitation meanwhile shows up.
 */
export function useMembers(orgId: string): MembersState {
  const read = useCallback(() => Promise.all([findOrgMembers(orgId), findOrgSeats(orgId)]), [orgId]);
  const { value, error, reload } = useServerRead(read, memberErrorText);

  useEffect(() => {
    const onVisible = () => { if (document.visibilityState === 'visible') reload(); };
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  return { members: value?.[0] ?? null, seats: value?.[1] ?? null, error, reload };
}
