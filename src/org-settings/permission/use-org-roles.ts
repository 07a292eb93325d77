import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrgRole } from '../../../common/org-roles';
import { toApiError } from '../../api/api-error';
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
  const [roles, setRoles] = useState<OrgRole[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the newest request's answer is shown.
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    listOrgRoles(orgId).then((fresh) => {
      if (request !== latest.current) return;
      setRoles(fresh);
      setError(null);
    }, async (cause: unknown) => {
      const text = roleErrorText(await toApiError(cause));
      if (request === latest.current) setError(text);
    });
  }, [orgId]);

  useEffect(() => reload(), [reload]);

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
