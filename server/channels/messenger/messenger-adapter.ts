// Messenger (a Facebook Page through Meta's Graph API) behind the channel adapter: the app secret signs
// webhooks, the Page access token calls the API, the verify token answers Meta's handshake
// (docs/channels.md, "Messenger"). Webhooks come to the Meta route (server/channels/meta/webhook-routes.ts).
import { DeliveryError } from '../../../common/error-keys';
import type { MetaConfig } from '../config';
import type { ChannelAdapter } from '../adapter';
import { graphCall, graphDownload } from '../meta/graph';
import { graphProfile, refusalsAsPlatform, subscribePage } from '../meta/graph-account';
import { messagingEventsOf, type MessagingEvent } from '../meta/messaging-events';
import { sendThroughPage } from '../meta/send-api';
import { metaSignatureValid } from '../meta/signature';
import { verifyTokenHashOf } from '../meta/verify-token';
import { messengerInboundItem } from './inbound-events';
import { MESSENGER_SEND_RULES } from './messenger-send';

/** The fields a Page subscribes our app to (docs/channels.md lists what each brings). */
const SUBSCRIBED_FIELDS = 'messages,messaging_postbacks,message_deliveries,message_reads,message_echoes,message_reactions';

interface GraphPage {
  id: string;
  name: string;
  picture?: { data?: { url?: string } };
}

interface MessengerProfile { first_name?: string; last_name?: string; profile_pic?: string }

export function messengerAdapter(config: MetaConfig): ChannelAdapter {
  return {
    platform: 'facebook',
    // 300 Send API calls a second per Page (Meta's Messenger Platform rate limits); no retry key.
    outbound: { retryKey: false, perSecond: 300, unknownError: DeliveryError.FACEBOOK_UNKNOWN },
    credentialsOf: (request) => ({
      pageId: request.account,
      appSecret: request.secret,
      accessToken: request.token,
      ...('verifyToken' in request ? { verifyToken: request.verifyToken } : {}),
    }),
    async describe(credentials) {
      // /me with a Page token is that Page: its id must be the Page the admin named.
      const page = await refusalsAsPlatform(graphCall<GraphPage>(config, credentials.accessToken!, { path: '/me', query: { fields: 'id,name,picture' } }));
      const picture = page.picture?.data?.url;
      return {
        account: page.id,
        botId: page.id,
        name: page.name,
        ...(picture ? { picture } : {}),
        ...(credentials.verifyToken ? { verifyTokenHash: verifyTokenHashOf(credentials.verifyToken) } : {}),
      };
    },
    subscribe: (credentials, account) => subscribePage(config, credentials.accessToken!, account, SUBSCRIBED_FIELDS),
    verifySignature: (credentials, rawBody, headers) => metaSignatureValid(credentials.appSecret!, rawBody, headers['x-hub-signature-256']),
    eventsOf: messagingEventsOf,
    itemOf: (payload) => messengerInboundItem(payload as MessagingEvent),
    profileOf: (credentials, customerId) => graphProfile<MessengerProfile>(config, credentials.accessToken!, customerId, 'first_name,last_name,profile_pic', (profile) => {
      const displayName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
      return displayName ? { displayName, ...(profile.profile_pic ? { picture: profile.profile_pic } : {}) } : undefined;
    }),
    // Meta gives each attachment as a signed URL of its CDN: the handle is the URL.
    mediaOf: (_credentials, url) => graphDownload(config, url),
    send: (credentials, request) => sendThroughPage(config, credentials, request, MESSENGER_SEND_RULES),
  };
}
