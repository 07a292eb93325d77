import { Navigate, NavLink, Outlet, useMatch, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { partAllowed } from '../../common/access';
import { useRoleFeature } from '../routing/org-role-store';
import { useVpcSetting } from '../routing/vpc-setting-store';
import { useDocumentTitle } from '../ui/use-document-title';

const tabClass = 'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The module's pages built so far, in menu order, each with the part of customer-management that opens it. */
const TABS = [
  { path: 'all-customers', part: 'allCustomers' },
  { path: 'customer-groups', part: 'customerGroups' },
  { path: 'tag-management', part: 'tagManagement' },
  { path: 'message-keyword', part: 'messageKeyword' },
] as const;

type Tab = (typeof TABS)[number];

/** The tabs the plan and the user's role open (common/access partAllowed). */
function useOpenTabs(orgId: string): Tab[] {
  const vpcSetting = useVpcSetting(orgId);
  const roleFeature = useRoleFeature(orgId);
  return TABS.filter((tab) => partAllowed(vpcSetting, roleFeature, 'customerMgmt', tab.part));
}

/** customer-management/{orgId}/*: the module's pages as tabs, each shown only when open to the role. */
export function CustomerManagementPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  const openTabs = useOpenTabs(orgId);
  const tab = useMatch('/customer-management/:orgId/:tab/*')?.params.tab;
  // The index page goes on to the first open tab; a tab the role lacks is not shown.
  const open = tab === undefined ? openTabs.length > 0 : openTabs.some((candidate) => candidate.path === tab);
  const labels: Record<Tab['path'], string> = {
    'all-customers': t`All customers`, 'customer-groups': t`Customer groups`, 'tag-management': t`Tag management`, 'message-keyword': t`Message keywords`,
  };
  useDocumentTitle(t`Customer management`);
  return (
    <div className="flex h-full flex-col bg-slate-50">
      <div className="mx-auto flex min-h-0 w-full max-w-5xl flex-1 flex-col gap-4 px-8 py-6">
        <h1 className="text-xl font-semibold text-slate-900">{t`Customer management`}</h1>
        <nav aria-label={t`Customer management`} className="flex gap-2 border-b border-slate-200 pb-2">
          {openTabs.map(({ path }) => (
            <NavLink
              key={path}
              to={path}
              className={({ isActive }) => `${tabClass} ${isActive ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-200'}`}
            >
              {labels[path]}
            </NavLink>
          ))}
        </nav>
        <div className="flex min-h-0 flex-1 flex-col rounded-lg border border-slate-200 bg-white">
          {open ? <Outlet /> : (
            <p className="p-6 text-sm text-slate-600">
              {openTabs.length > 0 ? t`This page is not open to your role.` : t`None of these pages are open to your role.`}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** customer-management/{orgId}: goes on to the first tab open to the role. */
export function FirstOpenTab() {
  const { orgId = '' } = useParams();
  const first = useOpenTabs(orgId)[0];
  return first ? <Navigate to={first.path} replace /> : null;
}
