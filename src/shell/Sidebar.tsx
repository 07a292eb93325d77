import { NavLink } from 'react-router';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { partAllowed } from '../../common/access';
import { AnnouncementsButton } from '../announcements/AnnouncementsButton';
import { useUnhandledOrders } from '../chat-pay/unhandled/use-unhandled-orders';
import type { StoredUser } from '../auth/session-store';
import { NotificationsButton } from '../notifications/NotificationsButton';
import { useOrganizations } from '../org/organizations-context';
import { accessIn } from '../routing/access';
import { badgeText } from '../tasks/badge';
import { useRoleFeature } from '../routing/org-role-store';
import { useVpcSetting } from '../routing/vpc-setting-store';
import { CollapseIcon, HelpIcon } from './icons';
import { HELP_URL } from './links';
import { MODULES } from './modules';
import { UserMenu } from './UserMenu';

const version = __PARLEY_VERSION__;

const itemClass = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-400';
const bottomEntryClass = `relative w-full ${itemClass} hover:bg-slate-800 hover:text-white`;

interface SidebarProps {
  orgId: string;
  user: StoredUser;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * Module navigation (256 px open, 80 px collapsed; 01 §2) with, at the bottom, help, notifications,
 * announcements, the account entry and the version. Collapsed, entries keep their names for
 * assistive technology and as tooltips.
 */
export function Sidebar({ orgId, user, expanded, onToggle }: SidebarProps) {
  const { t, i18n } = useLingui();
  const { organizations } = useOrganizations();
  const vpcSetting = useVpcSetting(orgId);
  const roleFeature = useRoleFeature(orgId);
  const organization = organizations?.find((org) => org.objectId === orgId);
  // Only the modules of the user's menu: role, plan and integrations (01 §2, §6; common/access).
  const menu = organizations && organization ? accessIn(organizations, organization, vpcSetting, roleFeature).menu : [];
  const helpLabel = t`Help`;
  // The chat-pay entry counts the unhandled orders for those who may see orders (01 §4).
  const unhandledCount = useUnhandledOrders(orgId, menu.includes('chatPay') && partAllowed(vpcSetting, roleFeature, 'chatpay', 'order')) ?? 0;
  const unhandled = badgeText(unhandledCount);
  return (
    <aside className={`flex shrink-0 flex-col bg-slate-900 text-slate-300 transition-[width] ${expanded ? 'w-64' : 'w-20'}`}>
      <div className={`flex h-16 items-center px-4 ${expanded ? 'justify-between' : 'justify-center'}`}>
        {expanded && <span className="text-lg font-bold text-white">Parley</span>}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={expanded ? t`Collapse sidebar` : t`Expand sidebar`}
          className="rounded-md p-2 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-400"
        >
          <CollapseIcon collapsed={!expanded} />
        </button>
      </div>
      <nav aria-label={t`Modules`} className="min-h-0 flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {MODULES.filter((module) => menu.includes(module.page)).map((module) => {
            const label = i18n._(module.label);
            const badge = module.page === 'chatPay' ? unhandled : undefined;
            return (
              <li key={module.page}>
                <NavLink
                  to={`/${module.page}/${orgId}`}
                  aria-label={badge ? plural(unhandledCount, { one: `${label}, # unhandled order`, other: `${label}, # unhandled orders` }) : expanded ? undefined : label}
                  title={expanded ? undefined : label}
                  className={({ isActive }) => `relative ${itemClass} ${isActive ? 'bg-indigo-600 text-white' : 'hover:bg-slate-800 hover:text-white'}`}
                >
                  {module.icon}
                  {expanded && <span>{label}</span>}
                  {badge && (
                    <span aria-hidden="true" className={`${expanded ? 'ml-auto' : 'absolute top-0.5 right-1'} min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white`}>
                      {badge}
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-slate-800 px-3 py-3">
        <a
          href={HELP_URL}
          target="_blank"
          rel="noreferrer"
          aria-label={t`Help (opens in a new tab)`}
          title={expanded ? undefined : helpLabel}
          className={`${itemClass} hover:bg-slate-800 hover:text-white`}
        >
          <HelpIcon />
          {expanded && <span>{helpLabel}</span>}
        </a>
        <NotificationsButton user={user} orgId={orgId} className={bottomEntryClass} showLabel={expanded} />
        <AnnouncementsButton
          userId={user.objectId}
          orgId={orgId}
          isAdmin={organization?.authorityName === 'admin'}
          className={bottomEntryClass}
          showLabel={expanded}
        />
        <UserMenu user={user} expanded={expanded} />
        <p className={`px-3 pt-1 text-xs text-slate-400 ${expanded ? '' : 'text-center'}`}>
          {expanded ? t`Version ${version}` : version}
        </p>
      </div>
    </aside>
  );
}
