import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Organization } from '../../common/contracts/organizations';
import { homePath } from '../routing/home-path';
import { refreshVpcSetting } from '../routing/vpc-setting-store';
import { storeSelectedOrgId } from './selected-org';

/**
 * Switching organization (01 §2): select it, read its plan-feature setting afresh and go to its
 * default page. Open modals close themselves when the organization of the route changes
 * (useCloseOnOrganizationChange).
 */
export function useSwitchOrganization(organizations: readonly Organization[]): (orgId: string) => void {
  const navigate = useNavigate();
  return useCallback((orgId: string) => {
    storeSelectedOrgId(orgId);
    // The stored setting stands in meanwhile (and offline); the fresh one replaces it when it comes.
    refreshVpcSetting(orgId).catch(() => undefined);
    navigate(homePath(organizations, orgId));
  }, [navigate, organizations]);
}
