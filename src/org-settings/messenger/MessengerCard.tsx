import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Integration } from '../../../common/contracts/integrations';
import type { Organization } from '../../../common/contracts/organizations';
import { secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { ChannelAccountsCard, type AccountsCardSpec } from '../channel-accounts/ChannelAccountsCard';
import { channelTips } from '../channels';

type MessengerField = 'account' | 'secret' | 'token' | 'verifyToken';

/** The Page subscription's fields Parley reads (docs/channels.md); Meta's names, not translated. */
export const MESSENGER_WEBHOOK_FIELDS = ['messages', 'messaging_postbacks', 'message_deliveries', 'message_reads', 'message_echoes', 'message_reactions'] as const;

/** Messenger's words for the shared card and dialog: the names and places of Meta's App dashboard and Business settings. */
function useMessengerSpec(): AccountsCardSpec<MessengerField> {
  const { t } = useLingui();
  return {
    platform: 'facebook',
    connect: {
      platformName: t`Messenger`,
      intro: t`You need a Meta app with Messenger added, and to manage the Facebook Page. Parley checks the Page access token with Meta before it keeps anything.`,
      fields: [
        { name: 'account', label: t`Page ID`, numeric: true, help: t`Business settings › Accounts › Pages: the number under the Page's name (also on the Page: About › Page transparency).` },
        { name: 'secret', label: t`App secret`, secret: true, help: t`App dashboard › App settings › Basic: App secret (Show).` },
        { name: 'token', label: t`Page access token`, secret: true, help: t`App dashboard › Messenger › Messenger API settings › Generate access tokens: generate one for this Page (or a system user's token from Business settings, which does not expire).` },
        { name: 'verifyToken', label: t`Verify token`, help: t`A word you choose, 8 to 100 characters without spaces. You type it again in the App dashboard with the callback URL.` },
      ],
      request: (values) => ({ platform: 'facebook', ...values }),
      errors: {
        connected: t`This Facebook Page is connected already, here or in another organization.`,
        fields: {
          account: {
            invalid: t`The Page ID is the number of the Page in Business settings › Accounts › Pages.`,
            refused: t`The Page access token belongs to another Page. Check the Page ID, or generate the token for this Page.`,
          },
          secret: {
            invalid: t`The app secret is 32 letters and digits (0–9, a–f), from App settings › Basic in the App dashboard.`,
            refused: t`Meta did not accept the app secret with this token. Copy the secret of the app the token was generated in (App settings › Basic).`,
          },
          token: {
            invalid: t`The Page access token looks wrong. Generate it again in the App dashboard (Messenger API settings) and paste it whole.`,
            refused: t`Meta did not accept the Page access token. Generate a new one for this Page in the App dashboard and paste it.`,
          },
          verifyToken: { invalid: t`The verify token is 8 to 100 letters, digits or symbols, without spaces.` },
        },
      },
    },
    adminsConnect: t`Admins connect Facebook Pages.`,
    connectAnother: t`Connect another Facebook Page`,
    accountId: (integration) => t`Page ID ${integration.account}`,
    urlLabel: t`Callback URL`,
    setup: (integration, typed) => <MessengerSetup integration={integration} verifyToken={typed?.verifyToken} />,
    reconnectAlert: t`Messenger stopped accepting this Page's token: connect it again.`,
    reconnectValues: (integration) => ({ account: integration.account }),
    verifiable: false,
    tips: channelTips('facebook'),
  };
}

/** The step Meta cannot be told through its API: the App dashboard's Page webhook (callback URL, verify token, fields). */
function MessengerSetup({ integration, verifyToken }: { integration: Integration; verifyToken: string | undefined }) {
  const { t } = useLingui();
  const tokenId = useId();
  const https = integration.webhook.url.startsWith('https://');
  const name = integration.integrationName;

  function copy(value: string) {
    navigator.clipboard.writeText(value).then(
      () => showToast('success', t`Verify token copied.`),
      () => showToast('error', t`Could not copy. Select the token and copy it yourself.`),
    );
  }

  return (
    <div className="space-y-1">
      <p className="font-medium text-slate-700">{t`To finish, in the Meta App dashboard:`}</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{t`Open Webhooks, choose Page and subscribe to it (or edit the subscription).`}</li>
        <li>{t`Callback URL: paste the URL above.`}</li>
        <li>
          {verifyToken ? (
            <>
              <label htmlFor={tokenId}>{t`Verify token: the one you chose when connecting,`}</label>{' '}
              <input id={tokenId} readOnly value={verifyToken} onFocus={(event) => event.currentTarget.select()}
                className="rounded border border-slate-300 bg-white px-2 py-0.5 font-mono text-xs" />{' '}
              <button type="button" className={secondaryButton} onClick={() => copy(verifyToken)} aria-label={t`Copy the verify token of ${name}`}>{t`Copy`}</button>
            </>
          ) : t`Verify token: the one you chose when you connected this Page.`}
        </li>
        <li>
          {t`Subscribe to these fields:`}{' '}
          {MESSENGER_WEBHOOK_FIELDS.map((field, index) => (
            <span key={field}>{index > 0 && ', '}<code className="font-mono">{field}</code></span>
          ))}
        </li>
        <li>{t`Send the Page a message from Messenger: it reaches the inbox, and the time of the last webhook shows here.`}</li>
      </ol>
      <p className={https ? undefined : 'font-medium text-red-700'}>
        {https
          ? t`Meta calls only HTTPS callback URLs: this server must be reachable over HTTPS at that address.`
          : t`Meta calls only HTTPS callback URLs, and this one is not: give this server an HTTPS address (PUBLIC_URL) before you paste it.`}
      </p>
    </div>
  );
}

/** Messenger on the linked-app page: its connected Pages, the App dashboard's webhook step, Verify, Disconnect, Connect again; admins connect. */
export function MessengerCard({ organization }: { organization: Organization }) {
  return <ChannelAccountsCard organization={organization} spec={useMessengerSpec()} />;
}
