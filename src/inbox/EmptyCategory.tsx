import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { InboxCategory } from '../../common/contracts/base';
import { useOrganizations } from '../org/organizations-context';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * An inbox tab without conversations: for All, where conversations come from (a channel, the
 * live-chat page); for Bot, what it holds and where the bot is turned on; for the tabs nothing on this
 * server fills yet (docs/inbox.md), why they are empty.
 */
export function EmptyCategory({ orgId, category }: { orgId: string; category: InboxCategory }) {
  const { t } = useLingui();
  const { organizations } = useOrganizations();
  const organization = organizations?.find((org) => org.objectId === orgId);
  const liveChat = organization?.integrations.some((integration) => integration.platform === 'livechat') === true;
  const why: Partial<Record<InboxCategory, string>> = {
    bot: t`Conversations the bot is answering show here: new conversations of the accounts set to start with the bot, and conversations handed back to it. An agent who replies or assigns takes a conversation over.`,
    history: t`Conversations a channel files as history show here. None of the channels this server connects does that yet.`,
    department: t`Conversations routed to a department show here. This server does not route conversations to departments yet.`,
  };
  return (
    <div className="space-y-2 px-4 py-8 text-center text-sm text-slate-500">
      <p>{t`No conversations here.`}</p>
      {why[category] && <p>{why[category]}</p>}
      {category === 'bot' && (
        <p><Link to={`/message-bot/${orgId}/bot-settings`} className={linkClass}>{t`Turn the bot on for an account in the bot settings`}</Link></p>
      )}
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
