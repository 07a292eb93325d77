// Messenger (a Facebook Page through Meta's Graph API) behind the channel adapter: the app secret signs
// webhooks, the Page access token calls the API, the verify token answers Meta's handshake
// (docs/channels.md, "Messenger"). Webhooks come to the Meta route (server/channels/meta/webhook-routes.ts).
import type { MetaConfig } from '../config';
import { PlatformRefusal, type ChannelAdapter } from '../adapter';
import { graphCall, graphDownload, GraphRefusal } from '../meta/graph';
import { metaSignatureValid } from '../meta/signature';
import { verifyTokenHashOf } from '../meta/verify-token';
import { messengerEventsOf, messengerInboundItem, type MessengerEvent } from './inbound-events';
import { sendToMessenger } from './messenger-send';

/** The fields a Page subscribes our app to (docs/channels.md lists what each brings). */
const SUBSCRIBED_FIELDS = 'messages,messaging_postbacks,message_deliveries,message_reads,message_echoes,message_reactions';

/** A refused Graph call as PlatformRefusal; anything else (time-outs, network) passes as it is. */
async function refusalsAsPlatform<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof GraphRefusal ? new PlatformRefusal(error.status, error.message) : error;
  }
}

interface GraphPage {
  id: string;
  name: string;
  picture?: { data?: { url?: string } };
}

export function messengerAdapter(config: MetaConfig): ChannelAdapter {
  return {
    platform: 'facebook',
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
    async subscribe(credentials, account) {
      await refusalsAsPlatform(graphCall(config, credentials.accessToken!, {
        method: 'POST', path: `/${account}/subscribed_apps`, query: { subscribed_fields: SUBSCRIBED_FIELDS },
      }));
    },
    verifySignature: (credentials, rawBody, headers) => metaSignatureValid(credentials.appSecret!, rawBody, headers['x-hub-signature-256']),
    eventsOf: messengerEventsOf,
    itemOf: (payload) => messengerInboundItem(payload as MessengerEvent),
    async profileOf(credentials, customerId) {
      try {
        const profile = await refusalsAsPlatform(graphCall<{ first_name?: string; last_name?: string; profile_pic?: string }>(
          config, credentials.accessToken!, { path: `/${customerId}`, query: { fields: 'first_name,last_name,profile_pic' } },
        ));
        const displayName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
        return displayName ? { displayName, ...(profile.profile_pic ? { picture: profile.profile_pic } : {}) } : undefined;
      } catch (error) {
        // Meta gives no profile without the permission, or for a person who restricted it: no name to show.
        if (error instanceof PlatformRefusal && error.status < 500) return undefined;
        throw error;
      }
    },
    // Meta gives each attachment as a signed URL of its CDN: the handle is the URL.
    mediaOf: (_credentials, url) => graphDownload(config, url),
    send: (credentials, request) => sendToMessenger(config, credentials, request),
  };
}
