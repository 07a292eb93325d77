import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { builtParts } from '../../common/access';
import type { InboxCategory } from '../../common/contracts/base';
import { useOrganizations } from '../org/organizations-context';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * An inbox tab without conversations: for All, where conversations come from (a channel, the
 * live-chat page); for the tabs nothing on this server fills yet (docs/inbox.md), why they are empty.
 */
export function EmptyCategory({ orgId, category }: { orgId: string; category: InboxCategory }) {
  const { t } = useLingui();
  const { organizations } = useOrganizations();
  const organization = organizations?.find((org) => org.objectId === orgId);
  const liveChat = organization?.integrations.some((integration) => integration.platform === 'livechat') === true;
  // Until the message bot's bot part is built (common/access/built.ts) nothing hands conversations to a bot.
  const why: Partial<Record<InboxCategory, string>> = {
    bot: builtParts('messageBot').includes('bot') ? undefined : t`Conversations a bot is answering show here. This server has no bot that answers conversations yet.`,
    history: t`Conversations a channel files as history show here. None of the channels this server connects does that yet.`,
    department: t`Conversations routed to a department show here. This server does not route conversations to departments yet.`,
  };
  return (
    <div className="space-y-2 px-4 py-8 text-center text-sm text-slate-500">
      <p>{t`No conversations here.`}</p>
      {why[category] && <p>{why[category]}</p>}
      {category === 'all' && (
        <>
          <p>{t`Conversations arrive here when customers write to a connected channel.`}</p>
          <p><Link to={`/organization-setting/${orgId}/linked-app`} className={linkClass}>{t`Connect a channel or add the live-chat widget to your website`}</Link></p>
          {liveChat && (
            <p>
              <a href={`/livechat/${orgId}`} target="_blank" rel="noreferrer" className={linkClass} aria-label={t`Try your live-chat page (opens in a new tab)`}>
                {t`Try your live-chat page`}
              </a>
            </p>
          )}
        </>
      )}
    </div>
  );
}
