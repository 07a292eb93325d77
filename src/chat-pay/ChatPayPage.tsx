import { Navigate, NavLink, Outlet, useMatch, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { partAllowed } from '../../common/access';
import { useRoleFeature } from '../routing/org-role-store';
import { useVpcSetting } from '../routing/vpc-setting-store';

const tabClass = 'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The shop's pages (03 §2), in menu order, each with the part of chatPay that opens it (03 §6). */
const TABS = [
  { path: 'productsList', part: 'product' },
  { path: 'orders', part: 'order' },
  { path: 'settings', part: 'setting' },
] as const;

type Tab = (typeof TABS)[number];

/** The tabs the plan and the user's role open (common/access partAllowed). */
export function useOpenTabs(orgId: string): Tab[] {
  const vpcSetting = useVpcSetting(orgId);
  const roleFeature = useRoleFeature(orgId);
  return TABS.filter((tab) => partAllowed(vpcSetting, roleFeature, 'chatpay', tab.part));
}

/** chatPay/{orgId}/*: products, orders and store settings as tabs, each shown only when open to the role. */
export function ChatPayPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  const openTabs = useOpenTabs(orgId);
  const tab = useMatch('/chatPay/:orgId/:tab/*')?.params.tab;
  const open = tab === undefined ? openTabs.length > 0 : openTabs.some((candidate) => candidate.path === tab);
  const labels: Record<Tab['path'], string> = { productsList: t`Products`, orders: t`Orders`, settings: t`Store settings` };
  return (
    <div className="flex h-full flex-col bg-slate-50">
      <div className="flex flex-col gap-3 px-6 pt-6">
        <h1 className="text-xl font-semibold text-slate-900">{t`Chat pay`}</h1>
        <nav aria-label={t`Chat pay`} className="flex gap-2 border-b border-slate-200 pb-2">
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
      </div>
      <div className="min-h-0 flex-1">
        {open ? <Outlet /> : (
          <p className="p-6 text-sm text-slate-600">
            {openTabs.length > 0 ? t`This page is not open to your role.` : t`None of these pages are open to your role.`}
          </p>
        )}
      </div>
    </div>
  );
}

/** chatPay/{orgId}: goes on to the first tab open to the role. */
export function FirstOpenTab() {
  const { orgId = '' } = useParams();
  const first = useOpenTabs(orgId)[0];
  return first ? <Navigate to={first.path} replace /> : null;
}
