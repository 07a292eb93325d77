import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../../common/contracts/organizations';
import { ChannelAccountsCard, type AccountsCardSpec } from '../channel-accounts/ChannelAccountsCard';
import { useMetaCardSpec, usePageAccessToken, type MetaField } from '../meta/meta-card-spec';

/** The Page subscription's fields Parley reads (docs/channels.md); Meta's names, not translated. */
export const MESSENGER_WEBHOOK_FIELDS = ['messages', 'messaging_postbacks', 'message_deliveries', 'message_reads', 'message_echoes', 'message_reactions'] as const;

/** Messenger's words for the shared card and dialog: the names and places of Meta's App dashboard and Business settings. */
function useMessengerSpec(): AccountsCardSpec<MetaField<'account'>> {
  const { t } = useLingui();
  return useMetaCardSpec({
    platform: 'facebook',
    platformName: t`Messenger`,
    intro: t`You need a Meta app with Messenger added, and to manage the Facebook Page. Parley checks the Page access token with Meta before it keeps anything.`,
    ids: [{
      name: 'account', label: t`Page ID`, numeric: true,
      help: t`Business settings › Accounts › Pages: the number under the Page's name (also on the Page: About › Page transparency).`,
      invalid: t`The Page ID is the number of the Page in Business settings › Accounts › Pages.`,
      refused: t`The Page access token belongs to another Page. Check the Page ID, or generate the token for this Page.`,
    }],
    token: usePageAccessToken(t`App dashboard › Messenger › Messenger API settings › Generate access tokens: generate one for this Page (or a system user's token from Business settings, which does not expire).`),
    request: (values) => ({ platform: 'facebook', ...values }),
    connected: t`This Facebook Page is connected already, here or in another organization.`,
    adminsConnect: t`Admins connect Facebook Pages.`,
    connectAnother: t`Connect another Facebook Page`,
    accountId: (integration) => t`Page ID ${integration.account}`,
    step: {
      subscribe: t`Open Webhooks, choose Page and subscribe to it (or edit the subscription).`,
      tokenChosenEarlier: t`Verify token: the one you chose when you connected this Page.`,
      fields: MESSENGER_WEBHOOK_FIELDS,
      tryIt: t`Send the Page a message from Messenger: it reaches the inbox, and the time of the last webhook shows here.`,
    },
    reconnectAlert: t`Messenger stopped accepting this Page's token: connect it again.`,
    reconnectValues: (integration) => ({ account: integration.account }),
  });
}

/** Messenger on the linked-app page: its connected Pages, the App dashboard's webhook step, Disconnect, Connect again; admins connect. */
export function MessengerCard({ organization }: { organization: Organization }) {
  return <ChannelAccountsCard organization={organization} spec={useMessengerSpec()} />;
}
