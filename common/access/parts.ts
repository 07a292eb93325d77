// Parts of a module (the organization-setting tabs, say): open when the plan-feature setting enables
// the part and, for a member a custom org role restricts, the role's flag for it is on.
import type { RoleFeature } from './resolve';
import type { VpcSetting } from '../contracts/organizations';
import { VPC_MODULES, type VpcModuleKey } from './vpc-setting';

export function partAllowed<K extends VpcModuleKey>(
  vpcSetting: VpcSetting, roleFeature: RoleFeature | null | undefined, module: K, part: (typeof VPC_MODULES)[K][number],
): boolean {
  const planPart = (vpcSetting.data[module] as unknown as Record<string, { enabled: boolean }>)[part];
  if (!vpcSetting.data[module].enabled || planPart?.enabled !== true) return false;
  if (!roleFeature) return true;
  const flag = roleFeature[module]?.[part];
  return typeof flag === 'boolean' ? flag : flag?.enabled === true;
}
