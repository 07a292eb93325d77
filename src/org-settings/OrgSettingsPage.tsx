import { NavLink, Outlet } from 'react-router';
import { useLingui } from '@lingui/react/macro';

const tabClass = 'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600';

/** organization-setting/{orgId}/*: the settings sections as tabs, the chosen one below. */
export function OrgSettingsPage() {
  const { t } = useLingui();
  return (
    <div className="h-full overflow-y-auto bg-slate-50">
      <div className="mx-auto max-w-5xl space-y-6 px-8 py-6">
        <h1 className="text-xl font-semibold text-slate-900">{t`Organization settings`}</h1>
        <nav aria-label={t`Organization settings`} className="flex gap-2 border-b border-slate-200 pb-2">
          {[
            { to: 'member-management', label: t`Member management` },
            { to: 'basic-info', label: t`Basic info` },
          ].map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              className={({ isActive }) => `${tabClass} ${isActive ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-200'}`}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
