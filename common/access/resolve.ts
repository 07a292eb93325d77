// One answer to "what may this user see and open" (01 §2 routing rules, 01 §6 menu by role), used by
// the console's sidebar and guards and by the server's requireFeature.
import type { Authority, Platform } from '../contracts/base';
import {
  ALWAYS_ALLOWED_PAGES, isModulePage, MODULE_PAGES, pageOf, VPC_MODULE_OF, type ModulePage,
} from './pages';
import type { VpcSetting } from '../contracts/organizations';
import type { VpcModuleKey } from './vpc-setting';

/** A custom org role's feature flags (01 §3 `feature`): per module `enabled`, and per part a flag. */
export type RoleFeature = Partial<Record<VpcModuleKey, { enabled?: boolean } & Partial<Record<string, boolean | { enabled?: boolean }>>>>;

/** Organization feature flags (01 §3 Organization.features) that matter to the menu. */
export interface OrganizationFeatures { lineRoleSetting?: boolean; offlineSetting?: boolean }

export interface AccessInput {
  user: { emailVerified: boolean } | null;
  /** How many organizations the user belongs to (null while not known yet). */
  organizationCount: number | null;
  /** The selected organization and the user's place in it; absent outside organization pages. */
  organization?: {
    objectId: string;
    authority: Authority;
    /** The user's custom org role's flags, when they have one. */
    roleFeature?: RoleFeature | null;
    features?: OrganizationFeatures;
    /** Connected channels (Organization.integrations); none: rule 4 (docs/access.md). */
    integrations: readonly Platform[];
    vpcSetting: VpcSetting;
  };
  /** Pages this console has built; the menu and the default page keep to them. Default: all. */
  built?: readonly ModulePage[];
}

export interface Access {
  /** Sidebar items, in 01 §2 order. */
  menu: ModulePage[];
  /** Module pages the user may open in the organization (the menu is a subset). */
  allowed: ModulePage[];
  /** The role's landing page, or null when nothing is enabled (then /account-setting). */
  defaultPage: ModulePage | null;
  /** Where the user must go instead of `pathname`, or null when they may stay. */
  redirect(pathname: string): string | null;
}

const NON_ADMIN_PAGES: readonly ModulePage[] = ['overview', 'message-center', 'chatPay', 'organization-setting'];
/** 01 §6: organizations without integrations still reach these (and the always-allowed pages). */
const WITHOUT_INTEGRATIONS_PAGES: readonly ModulePage[] = ['organization-setting', 'superMarket', 'chatPay'];

/**
 * Parts of which a custom role needs one to see the page (01 §6); other pages need `enabled`. 01 §6's
 * "announcements" is the part 01 §3 spells `orgAnnouenctments`, the key a role's flags carry.
 */
const ROLE_PARTS: Partial<Record<ModulePage, readonly string[]>> = {
  overview: ['dataAnalysis', 'tagAnalysis', 'template'],
  'customer-management': ['allCustomers', 'customerGroups', 'tagManagement', 'messageKeyword'],
  'organization-setting': ['lineApp', 'basicInfo', 'memberManagement', 'richMenuSetting', 'redirectOptions', 'orgAnnouenctments'],
};

const flagOn = (flag: boolean | { enabled?: boolean } | undefined) => (typeof flag === 'boolean' ? flag : flag?.enabled === true);

function roleAllows(page: ModulePage, roleFeature: RoleFeature): boolean {
  const module = roleFeature[VPC_MODULE_OF[page]];
  if (!module) return false;
  const parts = ROLE_PARTS[page];
  return parts ? parts.some((part) => flagOn(module[part])) : module.enabled === true;
}

/** Pages the user's role opens, before the plan (01 §6). */
function rolePages(organization: NonNullable<AccessInput['organization']>): ModulePage[] {
  const { authority, roleFeature, features = {} } = organization;
  if (roleFeature) return MODULE_PAGES.filter((page) => roleAllows(page, roleFeature));
  if (authority === 'admin') return [...MODULE_PAGES];
  const superMarket = features.lineRoleSetting === true || features.offlineSetting === true;
  return MODULE_PAGES.filter((page) => NON_ADMIN_PAGES.includes(page) || (page === 'superMarket' && superMarket));
}

const alwaysAllowed = (page: string) => (ALWAYS_ALLOWED_PAGES as readonly string[]).includes(page);
const loginOnly = (redirect: string | null): Access => ({ menu: [], allowed: [], defaultPage: null, redirect: () => redirect });

export function resolveAccess(input: AccessInput): Access {
  const { user, organizationCount, organization } = input;
  const built = input.built ?? MODULE_PAGES;

  if (!user) return loginOnly('/login');
  if (!user.emailVerified) {
    return { ...loginOnly(null), redirect: (pathname) => (alwaysAllowed(pageOf(pathname)) ? null : '/signup-verify') };
  }
  if (organizationCount === 0) {
    return { ...loginOnly(null), redirect: (pathname) => (alwaysAllowed(pageOf(pathname)) ? null : '/add-organization') };
  }
  if (!organization) return loginOnly(null);

  const planAllows = (page: ModulePage) => organization.vpcSetting.data[VPC_MODULE_OF[page]].enabled;
  const connected = organization.integrations.length > 0;
  const allowed = rolePages(organization)
    .filter(planAllows)
    .filter((page) => connected || WITHOUT_INTEGRATIONS_PAGES.includes(page));
  // Without integrations only organization-setting is listed; superMarket and chatPay stay reachable.
  const menu = allowed.filter((page) => built.includes(page) && (connected || page === 'organization-setting'));
  const preferred: ModulePage = !connected
    ? 'organization-setting'
    : organization.authority === 'admin' && !organization.roleFeature ? 'overview' : 'message-center';
  // The role's default page when it is built and open, else the first item of the menu.
  const defaultPage = menu.includes(preferred) ? preferred : menu[0] ?? null;
  const home = defaultPage ? `/${defaultPage}/${organization.objectId}` : '/account-setting';

  return {
    menu,
    allowed,
    defaultPage,
    redirect(pathname) {
      const page = pageOf(pathname);
      if (alwaysAllowed(page)) return null;
      if (!defaultPage) return '/account-setting';
      if (isModulePage(page) && allowed.includes(page)) return null;
      return home;
    },
  };
}

