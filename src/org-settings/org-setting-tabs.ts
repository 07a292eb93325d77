// The organization-setting tabs, each gated by its part of the plan-feature setting and of the
// user's custom role (common/access partAllowed), like the modules in the sidebar.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { partAllowed, type VPC_MODULES } from '../../common/access';
import { useRoleFeature } from '../routing/org-role-store';
import { useVpcSetting } from '../routing/vpc-setting-store';

export interface OrgSettingTab {
  /** Path under organization-setting/{orgId}/. */
  to: string;
  part: (typeof VPC_MODULES)['orgSetting'][number];
  label: MessageDescriptor;
}

export const ORG_SETTING_TABS: readonly OrgSettingTab[] = [
  { to: 'linked-app', part: 'lineApp', label: msg`Linked apps` },
  { to: 'member-management', part: 'memberManagement', label: msg`Member management` },
  { to: 'basic-info', part: 'basicInfo', label: msg`Basic info` },
  { to: 'permission-setting', part: 'permissionSetting', label: msg`Permission setting` },
  { to: 'redirect-options', part: 'redirectOptions', label: msg`Redirect options` },
  { to: 'whatsapp-template', part: 'whatsappTemplate', label: msg`WhatsApp templates` },
];

/** The tabs the user may open in the organization. */
export function useOrgSettingTabs(orgId: string): OrgSettingTab[] {
  const vpcSetting = useVpcSetting(orgId);
  const roleFeature = useRoleFeature(orgId);
  return ORG_SETTING_TABS.filter((tab) => partAllowed(vpcSetting, roleFeature, 'orgSetting', tab.part));
}
