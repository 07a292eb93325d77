import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../../common/contracts/organizations';
import { ChannelAccountsCard, type AccountsCardSpec } from '../channel-accounts/ChannelAccountsCard';

type LineField = 'account' | 'secret' | 'token';

/** LINE's words for the shared card and dialog: the LINE Developers console's names and places. */
function useLineSpec(): AccountsCardSpec<LineField> {
  const { t } = useLingui();
  return {
    platform: 'line',
    connect: {
      platformName: t`LINE`,
      intro: t`In the LINE Developers console, open your channel of the Messaging API. The channel ID and channel secret are on the Basic settings tab; issue a long-lived channel access token on the Messaging API tab.`,
      fields: [
        { name: 'account', label: t`Channel ID`, numeric: true },
        { name: 'secret', label: t`Channel secret`, secret: true },
        { name: 'token', label: t`Channel access token`, secret: true },
      ],
      request: (values) => ({ platform: 'line', ...values }),
      errors: {
        connected: t`This LINE account is connected already, here or in another organization.`,
        fields: {
          account: {
            invalid: t`The channel ID is the number on the Basic settings tab.`,
            refused: t`The channel access token belongs to another channel. Check the channel ID.`,
          },
          secret: { invalid: t`The channel secret is 32 letters and digits (0–9, a–f), from the Basic settings tab.` },
          token: {
            invalid: t`The channel access token looks wrong. Copy it again from the Messaging API tab.`,
            refused: t`LINE did not accept the channel access token. Copy the long-lived token again from the Messaging API tab.`,
          },
        },
      },
    },
    adminsConnect: t`Admins connect LINE Official Accounts.`,
    connectAnother: t`Connect another LINE account`,
    accountId: (integration) => t`Channel ID ${integration.account}`,
    urlLabel: t`Webhook URL`,
    setup: (integration) => (integration.webhook.setByServer
      ? t`LINE was told this URL when the account was connected.`
      : t`LINE needs an HTTPS webhook URL. Paste this URL in the LINE Developers console (Messaging API tab › Webhook URL) and turn on Use webhook. This server must be reachable over HTTPS at that address.`),
    reconnectAlert: t`LINE stopped accepting this account's channel access token: connect it again.`,
    reconnectValues: (integration) => ({ account: integration.account }),
    verifiable: true,
  };
}

/** LINE on the linked-app page: its connected accounts, their webhook URL, Verify and Disconnect; admins connect. */
export function LineCard({ organization }: { organization: Organization }) {
  return <ChannelAccountsCard organization={organization} spec={useLineSpec()} />;
}
