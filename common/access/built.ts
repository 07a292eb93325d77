// Which of 01 §3's modules and parts this server has built: the one list the sidebar, the route
// guards, the role editor and the "not available" pages read. A module lands by adding it (and the
// parts it has screens for) here, besides its routes.
import { MODULE_PAGES, VPC_MODULE_OF, type ModulePage } from './pages';
import { VPC_MODULES, type VpcModuleKey } from './vpc-setting';

type PartOf<K extends VpcModuleKey> = (typeof VPC_MODULES)[K][number];

/** The built modules with their built parts ([] for a module without parts). */
export const BUILT_MODULES: { readonly [K in VpcModuleKey]?: readonly PartOf<K>[] } = {
  msgCenter: [],
  messageBot: ['bot', 'aiBot'],
  customerMgmt: ['allCustomers', 'customerGroups', 'tagManagement', 'messageKeyword'],
  broadcast: [],
  // The shop's products, orders, store settings and statistics.
  chatpay: ['order', 'product', 'setting', 'csData'],
  orgSetting: ['lineApp', 'basicInfo', 'memberManagement', 'permissionSetting', 'redirectOptions', 'whatsappTemplate'],
};

export function isModuleBuilt(module: VpcModuleKey): boolean {
  return BUILT_MODULES[module] !== undefined;
}

/** The parts of a module this server has built (none when the module is not built). */
export function builtParts(module: VpcModuleKey): readonly string[] {
  return BUILT_MODULES[module] ?? [];
}

/** The module pages of the built modules, in the sidebar order of 01 §2. */
export const BUILT_PAGES: readonly ModulePage[] = MODULE_PAGES.filter((page) => isModuleBuilt(VPC_MODULE_OF[page]));

/** A console route of the spec whose module or part is not built: it says so instead of redirecting. */
export interface UnbuiltRoute {
  /** The route's path, `{page}/:orgId` with the part's segment after it. */
  path: string;
  module: VpcModuleKey;
  part?: string;
}

/** The routes of 02 §2 and 03 §2 that open one part of a built module. */
const PART_ROUTES: readonly { page: ModulePage; segment: string; part: string }[] = [
  { page: 'customer-management', segment: 'all-customers', part: 'allCustomers' },
  { page: 'organization-setting', segment: 'rich-menu-setting', part: 'richMenuSetting' },
];

/** The spec's console routes (01 §2, 02 §2, 03 §2) of what is not built yet. */
export const UNBUILT_ROUTES: readonly UnbuiltRoute[] = [
  ...MODULE_PAGES.filter((page) => !isModuleBuilt(VPC_MODULE_OF[page])).map((page) => ({ path: `${page}/:orgId`, module: VPC_MODULE_OF[page] })),
  ...PART_ROUTES.filter(({ page, part }) => isModuleBuilt(VPC_MODULE_OF[page]) && !builtParts(VPC_MODULE_OF[page]).includes(part))
    .map(({ page, segment, part }) => ({ path: `${page}/:orgId/${segment}`, module: VPC_MODULE_OF[page], part })),
];
