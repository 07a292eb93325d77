// The console's organization modules in the sidebar order of 01 §2, and the pages every signed-in
// user may open whatever their role (01 §2: account-setting, add-organization, password and verify pages).
import type { VpcModuleKey } from './vpc-setting';

export const MODULE_PAGES = [
  'overview', 'super-link', 'message-center', 'message-bot', 'marketing-automation', 'customer-management',
  'broadcast', 'superMarket', 'webview-editor', 'chatPay', 'organization-setting',
] as const;
export type ModulePage = (typeof MODULE_PAGES)[number];

/** The plan-feature module that gates each page. */
export const VPC_MODULE_OF: Record<ModulePage, VpcModuleKey> = {
  overview: 'overview',
  'super-link': 'superLink',
  'message-center': 'msgCenter',
  'message-bot': 'messageBot',
  'marketing-automation': 'marketingAutomation',
  'customer-management': 'customerMgmt',
  broadcast: 'broadcast',
  superMarket: 'superMarketSetting',
  'webview-editor': 'webviewEditor',
  chatPay: 'chatpay',
  'organization-setting': 'orgSetting',
};

export const ALWAYS_ALLOWED_PAGES = [
  'account-setting', 'add-organization', 'changePassword', 'change-password-fail', 'resetPassword', 'forget', 'signup-verify',
] as const;

export function isModulePage(value: string): value is ModulePage {
  return (MODULE_PAGES as readonly string[]).includes(value);
}

/** The first path segment: `/message-center/Org1/conversation/…` → `message-center`. */
export function pageOf(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/** Error key of a request the caller's role or plan does not allow (403, code 119). */
export const FEATURE_DISABLED = 'error/feature-disabled';
