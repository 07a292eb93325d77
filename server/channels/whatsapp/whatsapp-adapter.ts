// WhatsApp (Cloud API: a phone number of a WhatsApp Business Account) behind the channel adapter: the
// app secret signs webhooks, the access token calls the API, the verify token answers Meta's handshake
// (docs/channels.md, "WhatsApp"). Webhooks come to the Meta route (server/channels/meta/webhook-routes.ts),
// split by phone number.
import type { ChannelAdapter } from '../adapter';
import { DeliveryError } from '../../../common/error-keys';
import type { MetaConfig } from '../config';
import { metaSignatureValid } from '../meta/signature';
import { whatsAppEntryAccounts, whatsAppEventsOf, whatsAppInboundItem, type WhatsAppEvent } from './inbound-events';
import { describeNumber, subscribeBusinessAccount, whatsAppMedia } from './whatsapp-account';
import { sendToWhatsApp } from './whatsapp-send';

export function whatsappAdapter(config: MetaConfig): ChannelAdapter {
  return {
    platform: 'whatsapp',
    // 80 messages a second per business phone number by default (WhatsApp Cloud API throughput).
    outbound: { retryKey: false, perSecond: 80, unknownError: DeliveryError.WHATSAPP_UNKNOWN },
    credentialsOf: (request) => ({
      phoneNumberId: request.account,
      appSecret: request.secret,
      accessToken: request.token,
      ...('wabaId' in request ? { wabaId: request.wabaId } : {}),
      ...('verifyToken' in request ? { verifyToken: request.verifyToken } : {}),
    }),
    describe: (credentials) => describeNumber(config, credentials),
    subscribe: (credentials) => subscribeBusinessAccount(config, credentials),
    verifySignature: (credentials, rawBody, headers) => metaSignatureValid(credentials.appSecret!, rawBody, headers['x-hub-signature-256']),
    entryAccountsOf: whatsAppEntryAccounts,
    eventsOf: whatsAppEventsOf,
    itemOf: (payload) => whatsAppInboundItem(payload as WhatsAppEvent),
    // WhatsApp has no profile call: the name comes with each message (the event's profile).
    profileOf: async () => undefined,
    mediaOf: (credentials, mediaId) => whatsAppMedia(config, credentials.accessToken!, mediaId),
    send: (credentials, request) => sendToWhatsApp(config, credentials, request),
  };
}
