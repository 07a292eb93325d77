import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../../common/contracts/organizations';
import { ChannelAccountsCard, type AccountsCardSpec } from '../channel-accounts/ChannelAccountsCard';
import { useMetaCardSpec, type MetaField } from '../meta/meta-card-spec';
import { whatsappTemplatePath } from './template-path';

/** The WhatsApp Business Account's webhook fields Parley reads (docs/channels.md); Meta's names, not translated. */
export const WHATSAPP_WEBHOOK_FIELDS = ['messages', 'message_template_status_update'] as const;

/** WhatsApp's words: a phone number of a WhatsApp Business Account, answered through the Cloud API. */
function useWhatsAppSpec(orgId: string): AccountsCardSpec<MetaField<'account' | 'wabaId'>> {
  const { t } = useLingui();
  return useMetaCardSpec({
    platform: 'whatsapp',
    platformName: t`WhatsApp`,
    intro: t`You need a Meta app with WhatsApp added and a phone number registered in its WhatsApp Business Account. Parley checks the access token with Meta before it keeps anything.`,
    ids: [
      {
        name: 'account', label: t`Phone number ID`, numeric: true,
        help: t`App dashboard › WhatsApp › API Setup: Phone number ID, under the number (not the phone number itself).`,
        invalid: t`The phone number ID is a number, from App dashboard › WhatsApp › API Setup (not the phone number itself).`,
        refused: t`This phone number is not in the WhatsApp Business Account given. Check both IDs in App dashboard › WhatsApp › API Setup.`,
      },
      {
        name: 'wabaId', label: t`WhatsApp Business Account ID`, numeric: true,
        help: t`App dashboard › WhatsApp › API Setup: WhatsApp Business Account ID (also in Business settings › Accounts › WhatsApp accounts).`,
        invalid: t`The WhatsApp Business Account ID is a number, from App dashboard › WhatsApp › API Setup.`,
        refused: t`Meta did not find this WhatsApp Business Account with this token. Check the ID, and that the token's system user has the account.`,
      },
    ],
    token: {
      label: t`Access token`,
      help: t`Business settings › Users › System users: generate a token for this app with whatsapp_business_messaging and whatsapp_business_management (it does not expire; the API Setup page's temporary token lasts a day).`,
      invalid: t`The access token looks wrong. Generate it again for the system user and paste it whole.`,
      refused: t`Meta did not accept the access token. Generate a new one for the system user, with both WhatsApp permissions, and paste it.`,
    },
    request: (values) => ({ platform: 'whatsapp', ...values }),
    connected: t`This phone number is connected already, here or in another organization.`,
    adminsConnect: t`Admins connect WhatsApp numbers.`,
    connectAnother: t`Connect another WhatsApp number`,
    accountId: (integration) => t`Phone number ID ${integration.account} · WhatsApp Business Account ID ${integration.wabaId ?? ''}`,
    step: {
      subscribe: t`Open WhatsApp › Configuration, and edit the webhook.`,
      tokenChosenEarlier: t`Verify token: the one you chose when you connected this number.`,
      fields: WHATSAPP_WEBHOOK_FIELDS,
      tryIt: t`Send the number a WhatsApp message: it reaches the inbox, and the time of the last webhook shows here.`,
    },
    more: (integration) => (
      <p className="mt-2">
        <Link to={whatsappTemplatePath(orgId, integration.objectId)} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          {t`Message templates of ${integration.integrationName}`}
        </Link>
      </p>
    ),
    reconnectAlert: t`WhatsApp stopped accepting this number's access token: connect it again.`,
    reconnectValues: (integration) => ({ account: integration.account, wabaId: integration.wabaId ?? '' }),
  });
}

/** WhatsApp on the linked-app page: its numbers, the App dashboard's webhook step, their templates, Disconnect, Connect again; admins connect. */
export function WhatsAppCard({ organization }: { organization: Organization }) {
  return <ChannelAccountsCard organization={organization} spec={useWhatsAppSpec(organization.objectId)} />;
}
