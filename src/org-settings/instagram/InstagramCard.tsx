import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../../common/contracts/organizations';
import { ChannelAccountsCard, type AccountsCardSpec } from '../channel-accounts/ChannelAccountsCard';
import { useMetaCardSpec, usePageAccessToken, type MetaField } from '../meta/meta-card-spec';

/** The Instagram webhook fields Parley reads (docs/channels.md); Meta's names, not translated. */
export const INSTAGRAM_WEBHOOK_FIELDS = ['messages', 'messaging_postbacks', 'messaging_seen', 'message_reactions'] as const;

/** Instagram's words: answered through the Facebook Page the professional account is linked to (03 §3). */
function useInstagramSpec(): AccountsCardSpec<MetaField<'account' | 'pageId'>> {
  const { t } = useLingui();
  return useMetaCardSpec({
    platform: 'instagram',
    platformName: t`Instagram`,
    intro: t`You need an Instagram professional account linked to a Facebook Page you manage, and a Meta app with Messenger and Instagram added. In the Instagram app, Settings › Privacy › Messages: allow access to messages. Parley checks the Page access token with Meta before it keeps anything.`,
    ids: [
      {
        name: 'account', label: t`Instagram account ID`, numeric: true,
        help: t`Business settings › Accounts › Instagram accounts: the ID under the account's name.`,
        invalid: t`The Instagram account ID is a number, from Business settings › Accounts › Instagram accounts.`,
        refused: t`The Page is linked to another Instagram account. Check the Instagram account ID, or the Page ID.`,
      },
      {
        name: 'pageId', label: t`Page ID`, numeric: true,
        help: t`The Facebook Page the Instagram account is linked to: Business settings › Accounts › Pages, the number under the Page's name.`,
        invalid: t`The Page ID is the number of the Page in Business settings › Accounts › Pages.`,
        refused: t`The Page access token belongs to another Page. Check the Page ID, or generate the token for this Page.`,
      },
    ],
    token: usePageAccessToken(t`App dashboard › Messenger › Messenger API settings › Generate access tokens: generate one for the linked Page (or a system user's token from Business settings, which does not expire).`),
    request: (values) => ({ platform: 'instagram', ...values }),
    connected: t`This Instagram account is connected already, here or in another organization.`,
    adminsConnect: t`Admins connect Instagram accounts.`,
    connectAnother: t`Connect another Instagram account`,
    accountId: (integration) => t`Instagram account ID ${integration.account} · Page ID ${integration.pageId ?? ''}`,
    step: {
      subscribe: t`Open Webhooks, choose Instagram and subscribe to it (or edit the subscription).`,
      tokenChosenEarlier: t`Verify token: the one you chose when you connected this account.`,
      fields: INSTAGRAM_WEBHOOK_FIELDS,
      tryIt: t`Send the account a direct message from Instagram: it reaches the inbox, and the time of the last webhook shows here.`,
    },
    reconnectAlert: t`Instagram stopped accepting this account's Page token: connect it again.`,
    reconnectValues: (integration) => ({ account: integration.account, pageId: integration.pageId ?? '' }),
  });
}

/** Instagram on the linked-app page: its connected accounts, the App dashboard's webhook step, Disconnect, Connect again; admins connect. */
export function InstagramCard({ organization }: { organization: Organization }) {
  return <ChannelAccountsCard organization={organization} spec={useInstagramSpec()} />;
}
