// A module whose pages are tabs (customer management, message bot, chat pay): its title, the tabs the
// plan and the member's role open (common/access partAllowed), and the open tab's page. A tab the role
// lacks is not shown, and its address says so; the module's own address goes on to the first open tab.
import { Navigate, NavLink, Outlet, useMatch, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { partAllowed, type VPC_MODULES, type VpcModuleKey } from '../../common/access';
import { useRoleFeature } from '../routing/org-role-store';
import { useVpcSetting } from '../routing/vpc-setting-store';

/** A tab: its path under the module's address and the part of the module that opens it (01 §3). */
export interface ModuleTab<K extends VpcModuleKey> {
  path: string;
  part: (typeof VPC_MODULES)[K][number];
}

const tabClass = 'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The tabs, in their order, that the plan and the user's role open. */
function useOpenTabs<K extends VpcModuleKey, T extends ModuleTab<K>>(module: K, tabs: readonly T[]): T[] {
  const { orgId = '' } = useParams();
  const vpcSetting = useVpcSetting(orgId);
  const roleFeature = useRoleFeature(orgId);
  return tabs.filter((tab) => partAllowed(vpcSetting, roleFeature, module, tab.part));
}

interface ModuleTabsPageProps<K extends VpcModuleKey> {
  module: K;
  /** The module's name: the heading and the tabs' navigation (each tab's page names the browser tab). */
  title: string;
  tabs: readonly (ModuleTab<K> & { label: string })[];
  /** The pages sit in a centred white box (lists and tables) rather than across the whole width. */
  boxed?: boolean;
}

/** `{module}/{orgId}/*`: the heading, the open tabs, and the page of the current one. */
export function ModuleTabsPage<K extends VpcModuleKey>({ module, title, tabs, boxed = false }: ModuleTabsPageProps<K>) {
  const { t } = useLingui();
  const openTabs = useOpenTabs(module, tabs);
  const tab = useMatch('/:module/:orgId/:tab/*')?.params.tab;
  const open = tab === undefined ? openTabs.length > 0 : openTabs.some((candidate) => candidate.path === tab);
  const page = open ? <Outlet /> : (
    <p className="p-6 text-sm text-slate-600">
      {openTabs.length > 0 ? t`This page is not open to your role.` : t`None of these pages are open to your role.`}
    </p>
  );
  return (
    <div className="flex h-full flex-col bg-slate-50">
      <div className={boxed ? 'mx-auto flex min-h-0 w-full max-w-5xl flex-1 flex-col gap-4 px-8 py-6' : 'flex flex-col gap-3 px-6 pt-6'}>
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <nav aria-label={title} className="flex gap-2 border-b border-slate-200 pb-2">
          {openTabs.map(({ path, label }) => (
            <NavLink
              key={path}
              to={path}
              className={({ isActive }) => `${tabClass} ${isActive ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-200'}`}
            >
              {label}
            </NavLink>
          ))}
        </nav>
        {boxed && <div className="flex min-h-0 flex-1 flex-col rounded-lg border border-slate-200 bg-white">{page}</div>}
      </div>
      {!boxed && <div className="min-h-0 flex-1">{page}</div>}
    </div>
  );
}

/** `{module}/{orgId}`: goes on to the first tab open to the role. */
export function FirstOpenModuleTab<K extends VpcModuleKey>({ module, tabs }: { module: K; tabs: readonly ModuleTab<K>[] }) {
  const first = useOpenTabs(module, tabs)[0];
  return first ? <Navigate to={first.path} replace /> : null;
}
