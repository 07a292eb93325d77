// The plan-feature setting (vpcSetting, 01 §3): per module an `enabled` flag and, for modules with
// parts, each part's flag. Derived from the organization's plan, then the operator's module switches.
import type { VpcSetting } from '../contracts/organizations';
import { PLAN_TIERS, type PlanName } from './plans';

/** Every module of the setting with its sub-features, as 01 §3 lists them (spellings kept). */
export const VPC_MODULES = {
  overview: ['dataAnalysis', 'tagAnalysis', 'template', 'csData'],
  superLink: [],
  msgCenter: [],
  messageBot: ['bot', 'aiBot'],
  marketingAutomation: [],
  customerMgmt: ['allCustomers', 'customerGroups', 'tagManagement', 'messageKeyword'],
  broadcast: [],
  superMarketSetting: [
    'roulette', 'scratch', 'slot', 'coupon', 'growthTool', 'eInvoice', 'lineRoleSetting', 'offlineSetting', 'super8api',
    'lineOfficialNotification', 'shopline', 'retargetingPermission', 'mitake', 'recurringMessage', 'surveyCake', 'super8AI',
    'ga4Event', 'selfBuildOfficial', 'gssVital', 'shopify', 'cyberbiz', 'app91', 'retargetingShopline',
  ],
  webviewEditor: [],
  chatpay: ['order', 'product', 'setting', 'csData'],
  orgSetting: [
    'lineApp', 'basicInfo', 'memberManagement', 'permissionSetting', 'richMenuSetting', 'redirectOptions', 'orgAnnouenctments',
    'whatsappTemplate',
  ],
} as const satisfies Record<string, readonly string[]>;

export type VpcModuleKey = keyof typeof VPC_MODULES;
export const VPC_MODULE_KEYS = Object.keys(VPC_MODULES) as VpcModuleKey[];

// A type, not an interface: a setting's modules then fit RoleFeature's string index (custom role flags).
export type Switch = { enabled: boolean };
export type VpcModuleSetting<K extends VpcModuleKey = VpcModuleKey> = Switch & { [F in (typeof VPC_MODULES)[K][number]]: Switch };
export type VpcData = { [K in VpcModuleKey]: VpcModuleSetting<K> };

/** Operator switches per module (organizations.vpc_overrides): true or false beats the plan. */
export type VpcOverrides = Partial<Record<VpcModuleKey, boolean>>;

type PlanModules = { [K in VpcModuleKey]?: readonly (typeof VPC_MODULES)[K][number][] | 'all' };

// What each tier adds to the one below (03 §9 names tiers, not modules: this split is ours, see
// docs/access.md). Every tier has the message center, organization settings and super links.
const FREE: PlanModules = {
  overview: 'all',
  superLink: 'all',
  msgCenter: 'all',
  customerMgmt: 'all',
  orgSetting: ['lineApp', 'basicInfo', 'memberManagement', 'permissionSetting', 'redirectOptions', 'orgAnnouenctments'],
};
const BASIC: PlanModules = {
  ...FREE,
  messageBot: ['bot'],
  broadcast: 'all',
  webviewEditor: 'all',
  chatpay: 'all',
  orgSetting: [...(FREE.orgSetting as readonly string[]), 'richMenuSetting'] as PlanModules['orgSetting'],
};
const BUSINESS: PlanModules = {
  ...BASIC,
  messageBot: 'all',
  marketingAutomation: 'all',
  superMarketSetting: ['roulette', 'scratch', 'slot', 'coupon', 'growthTool', 'lineRoleSetting', 'offlineSetting', 'recurringMessage'],
  orgSetting: 'all',
};
const ENTERPRISE: PlanModules = Object.fromEntries(VPC_MODULE_KEYS.map((key) => [key, 'all']));

const PLAN_MODULES: Record<PlanName, PlanModules> = { free: FREE, basic: BASIC, business: BUSINESS, enterprise: ENTERPRISE };

function moduleSetting<K extends VpcModuleKey>(key: K, parts: readonly string[] | 'all' | undefined, override: boolean | undefined): VpcModuleSetting<K> {
  const enabled = override ?? parts !== undefined;
  const setting: Record<string, Switch | boolean> = { enabled };
  for (const feature of VPC_MODULES[key]) {
    setting[feature] = { enabled: enabled && (parts === 'all' || (parts ?? []).includes(feature) || override === true) };
  }
  return setting as VpcModuleSetting<K>;
}

/** The plan-feature setting of a plan, with the operator's module switches applied. */
export function vpcSettingForPlan(planName: PlanName, overrides: VpcOverrides = {}): VpcSetting {
  const modules = PLAN_MODULES[planName];
  const data = Object.fromEntries(VPC_MODULE_KEYS.map((key) => [key, moduleSetting(key, modules[key], overrides[key])])) as unknown as VpcData;
  return { planName, isInitVpc: true, data };
}

/** A value read back from storage or the network has the setting's shape (every module with a flag). */
export function isVpcSetting(value: unknown): value is VpcSetting {
  if (typeof value !== 'object' || value === null) return false;
  const { planName, data } = value as Partial<VpcSetting>;
  if (!PLAN_TIERS.some((tier) => tier.name === planName) || typeof data !== 'object' || data === null) return false;
  return VPC_MODULE_KEYS.every((key) => typeof (data as Partial<VpcData>)[key]?.enabled === 'boolean');
}
