import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Integration } from '../../../common/contracts/integrations';
import type { AccountsCardSpec } from '../channel-accounts/ChannelAccountsCard';
import type { ConnectRequest } from '../channel-accounts/accounts-api';
import type { ConnectField } from '../channel-accounts/ConnectAccountDialog';
import type { FieldErrorTexts } from '../channel-accounts/connect-errors';
import { channelTips } from '../channels';
import { MetaWebhookSetup, type MetaWebhookStep } from './MetaWebhookSetup';

/** The fields every Meta platform asks for besides its ids: the app secret, the access token, the verify token. */
type MetaCredential = 'secret' | 'token' | 'verifyToken';
/** A Meta platform's dialog fields: its ids and the credentials. */
export type MetaField<Ids extends string> = Ids | MetaCredential;
type MetaPlatform = 'facebook' | 'instagram' | 'whatsapp';

/** What one Meta platform's card says: its ids, its token, its words; the rest is the same for all three. */
export interface MetaCardParts<Ids extends string> {
  platform: MetaPlatform;
  platformName: string;
  intro: ReactNode;
  /** The account's ids, in the order Meta's dashboards show them (the first is the account). */
  ids: readonly (ConnectField<Ids> & FieldErrorTexts)[];
  /** The access token: where to generate it and what a refusal says. */
  token: Omit<ConnectField<'token'>, 'name' | 'secret'> & Required<FieldErrorTexts>;
  request: (values: Record<MetaField<Ids>, string>) => ConnectRequest;
  connected: string;
  adminsConnect: string;
  connectAnother: string;
  accountId: (integration: Integration) => string;
  step: MetaWebhookStep;
  /** Under the webhook step (WhatsApp: where its templates are). */
  more?: (integration: Integration) => ReactNode;
  reconnectAlert: string;
  /** What connecting again keeps of the account (its ids). */
  reconnectValues: (integration: Integration) => Partial<Record<MetaField<Ids>, string>>;
}

/**
 * A Meta platform's card spec (Messenger, Instagram, WhatsApp): the app secret and verify token with
 * the same words on all three, the callback URL and App dashboard step, no webhook test (Meta has none).
 */
export function useMetaCardSpec<Ids extends string>(parts: MetaCardParts<Ids>): AccountsCardSpec<MetaField<Ids>> {
  const { t } = useLingui();
  type F = MetaField<Ids>;
  const fields: ConnectField<F>[] = [
    ...parts.ids.map(({ name, label, help, numeric }) => ({ name, label, help, numeric })),
    { name: 'secret', label: t`App secret`, secret: true, help: t`App dashboard › App settings › Basic: App secret (Show).` },
    { name: 'token', label: parts.token.label, secret: true, help: parts.token.help },
    { name: 'verifyToken', label: t`Verify token`, help: t`A word you choose, 8 to 100 characters without spaces. You type it again in the App dashboard with the callback URL.` },
  ];
  const errors = {
    ...Object.fromEntries(parts.ids.map(({ name, invalid, refused }) => [name, { invalid, refused }])) as Record<Ids, FieldErrorTexts>,
    secret: {
      invalid: t`The app secret is 32 letters and digits (0–9, a–f), from App settings › Basic in the App dashboard.`,
      refused: t`Meta did not accept the app secret with this token. Copy the secret of the app the token was generated in (App settings › Basic).`,
    },
    token: { invalid: parts.token.invalid, refused: parts.token.refused },
    verifyToken: { invalid: t`The verify token is 8 to 100 letters, digits or symbols, without spaces.` },
  } as Record<F, FieldErrorTexts>;
  return {
    platform: parts.platform,
    connect: { platformName: parts.platformName, intro: parts.intro, fields, request: parts.request, errors: { connected: parts.connected, fields: errors } },
    adminsConnect: parts.adminsConnect,
    connectAnother: parts.connectAnother,
    accountId: parts.accountId,
    urlLabel: t`Callback URL`,
    setup: (integration, typed) => (
      <>
        <MetaWebhookSetup integration={integration} verifyToken={typed?.verifyToken} step={parts.step} />
        {parts.more?.(integration)}
      </>
    ),
    reconnectAlert: parts.reconnectAlert,
    reconnectValues: parts.reconnectValues,
    verifiable: false,
    tips: channelTips(parts.platform),
  };
}

/** The Page access token of Messenger and Instagram (both answered through a Facebook Page): where to generate it. */
export function usePageAccessToken(help: string): MetaCardParts<string>['token'] {
  const { t } = useLingui();
  return {
    label: t`Page access token`,
    help,
    invalid: t`The Page access token looks wrong. Generate it again in the App dashboard (Messenger API settings) and paste it whole.`,
    refused: t`Meta did not accept the Page access token. Generate a new one for this Page in the App dashboard and paste it.`,
  };
}
