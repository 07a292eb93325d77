import { Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useOrgSettingTabs } from './org-setting-tabs';

const tabClass = 'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600';

/** organization-setting/{orgId}/*: the settings sections as tabs, the chosen one below. */
export function OrgSettingsPage() {
  const { t, i18n } = useLingui();
  const { orgId = '' } = useParams();
  const { pathname } = useLocation();
  // Only the parts the plan and the user's role open (org-setting-tabs.ts); another one goes to the first.
  const tabs = useOrgSettingTabs(orgId);
  const current = pathname.split('/')[3];
  if (current && tabs[0] && !tabs.some((tab) => tab.to === current)) return <Navigate to={`/organization-setting/${orgId}/${tabs[0].to}`} replace />;
  return (
    <div className="h-full overflow-y-auto bg-slate-50">
      <div className="mx-auto max-w-5xl space-y-6 px-8 py-6">
        <h1 className="text-xl font-semibold text-slate-900">{t`Organization settings`}</h1>
        <nav aria-label={t`Organization settings`} className="flex gap-2 border-b border-slate-200 pb-2">
          {tabs.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              className={({ isActive }) => `${tabClass} ${isActive ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-200'}`}
            >
              {i18n._(tab.label)}
            </NavLink>
          ))}
        </nav>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          {tabs.length > 0 ? <Outlet /> : <p className="text-sm text-slate-600">{t`None of these settings are open to your role.`}</p>}
        </div>
      </div>
    </div>
  );
}
