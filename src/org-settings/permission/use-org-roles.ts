import { useCallback, useEffect } from 'react';
import type { OrgRole } from '../../../common/contracts/org-roles';
import { useServerRead } from '../../api/use-server-read';
import { onOrgRoleUpdated } from '../../routing/org-role-store';
import { listOrgRoles } from './api';
import { roleErrorText } from './role-errors';

export interface OrgRolesState {
  roles: OrgRole[] | null;
  error: string | null;
  reload: () => void;
}

/**
 * The organization's roles over HTTP (not kept offline), read again when the window gets the focus
 * back and whenever the sync worker reports `orgRoleUpdated` for the organization.
 */
export function useOrgRoles(orgId: string): OrgRolesState {
  const read = useCallback(() => listOrgRoles(orgId), [orgId]);
  const { value: roles, error, reload } = useServerRead(read, roleErrorText);

  useEffect(() => {
    window.addEventListener('focus', reload);
    const stop = onOrgRoleUpdated((changed) => { if (changed === orgId) reload(); });
    return () => {
      window.removeEventListener('focus', reload);
      stop();
    };
  }, [orgId, reload]);

  return { roles, error, reload };
}
