import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { CustomerRecord } from '../../local/records';
import { formatListTime } from '../i18n/format';
import { Avatar } from '../ui/Avatar';
import { customerName } from './customer-name';
import { RowTags } from './RowTags';
import { PlatformIcon } from './PlatformIcon';

/** One conversation of the inbox list, linking to it. */
export function InboxRow({ customer }: { customer: CustomerRecord }) {
  const { t, i18n } = useLingui();
  const name = customerName(customer);
  const preview = customer.lastMessage?.text ?? '';
  const unread = customer.badge;
  return (
    <NavLink
      to={`/message-center/${customer.orgId}/conversation/${customer.conversationId}/customer/${customer.objectId}`}
      className={({ isActive }) =>
        `flex gap-3 px-3 py-2.5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${isActive ? 'bg-indigo-50' : 'hover:bg-slate-50'}`
      }
    >
      {/* The platform as an icon on the avatar's corner: the name keeps the first line to itself. */}
      <span className="relative shrink-0 self-start">
        <Avatar name={name} picture={customer.picture} />
        <PlatformIcon platform={customer.platform} className="absolute -right-1 -bottom-1 ring-2 ring-white" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1.5">
          <span className="truncate text-sm font-semibold text-slate-900">{name}</span>
          {customer.isMonitoring && (
            <span className="shrink-0 text-amber-600" title={t`Monitoring`}>
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                <path d="M3.5 2a.75.75 0 0 1 .75.75v.5h10.69a.75.75 0 0 1 .6 1.2L13.19 7.5l2.35 3.05a.75.75 0 0 1-.6 1.2H4.25v5.5a.75.75 0 0 1-1.5 0V2.75A.75.75 0 0 1 3.5 2Z" />
              </svg>
              <span className="sr-only">{t`Monitoring`}</span>
            </span>
          )}
        </span>
        <span className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{preview}</span>
          {customer.lastMessageAt && (
            <time dateTime={customer.lastMessageAt} className="shrink-0 text-[11px] text-slate-600">
              {formatListTime(customer.lastMessageAt, i18n.locale)}
            </time>
          )}
          {unread > 0 && (
            <span className="shrink-0 rounded-full bg-red-500 px-1.5 text-xs font-semibold text-white">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t`${unread} unread`}</span>
            </span>
          )}
        </span>
        <RowTags tags={customer.tags} />
      </span>
    </NavLink>
  );
}
