// Instagram (a professional account answered through the Facebook Page it is linked to, 03 §3) behind
// the channel adapter: Meta's Messenger Platform for Instagram, at the same Graph API as Messenger. The
// app secret signs webhooks (object 'instagram', entries by the Instagram account's id), the Page access
// token calls the API, the verify token answers Meta's handshake (docs/channels.md, "Instagram").
import { DeliveryError } from '../../../common/error-keys';
import type { MetaConfig } from '../config';
import { PlatformRefusal, type ChannelAdapter } from '../adapter';
import { graphCall, graphDownload } from '../meta/graph';
import { graphProfile, refusalsAsPlatform, subscribePage } from '../meta/graph-account';
import { messagingEventsOf, messagingInboundItem, type MessagingEvent } from '../meta/messaging-events';
import { sendThroughPage } from '../meta/send-api';
import { metaSignatureValid } from '../meta/signature';
import { verifyTokenHashOf } from '../meta/verify-token';
import { instagramContentOf } from './inbound-content';
import { INSTAGRAM_SEND_RULES } from './instagram-send';

/** The Instagram messaging fields the Page subscribes our app to (echoes come with `messages`). */
const SUBSCRIBED_FIELDS = 'messages,messaging_postbacks,message_reactions,messaging_seen';

interface PageWithInstagram {
  id: string;
  instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string };
}

interface InstagramProfile { name?: string; username?: string; profile_pic?: string }

export function instagramAdapter(config: MetaConfig): ChannelAdapter {
  return {
    platform: 'instagram',
    // 100 Send API calls a second per Instagram account for text and images (Meta's Instagram messaging limits).
    outbound: { retryKey: false, perSecond: 100, unknownError: DeliveryError.INSTAGRAM_UNKNOWN },
    credentialsOf: (request) => ({
      account: request.account,
      appSecret: request.secret,
      accessToken: request.token,
      ...('pageId' in request ? { pageId: request.pageId } : {}),
      ...('verifyToken' in request ? { verifyToken: request.verifyToken } : {}),
    }),
    async describe(credentials) {
      const pageId = credentials.pageId!;
      const page = await refusalsAsPlatform(graphCall<PageWithInstagram>(config, credentials.accessToken!, {
        path: `/${pageId}`, query: { fields: 'id,instagram_business_account{id,username,name,profile_picture_url}' },
      }));
      const instagram = page.instagram_business_account;
      if (page.id !== pageId || !instagram) throw new PlatformRefusal(400, `the Page ${pageId} has no Instagram professional account linked`);
      // The route compares `account` with the one the admin named: another account of the Page is refused there.
      return {
        account: instagram.id,
        botId: instagram.id,
        parentAccount: page.id,
        name: instagram.username ?? instagram.name ?? instagram.id,
        ...(instagram.profile_picture_url ? { picture: instagram.profile_picture_url } : {}),
        ...(credentials.verifyToken ? { verifyTokenHash: verifyTokenHashOf(credentials.verifyToken) } : {}),
      };
    },
    // Instagram's webhooks come through its Page's subscription to the app.
    subscribe: (credentials) => subscribePage(config, credentials.accessToken!, credentials.pageId!, SUBSCRIBED_FIELDS),
    verifySignature: (credentials, rawBody, headers) => metaSignatureValid(credentials.appSecret!, rawBody, headers['x-hub-signature-256']),
    eventsOf: messagingEventsOf,
    itemOf: (payload) => messagingInboundItem(payload as MessagingEvent, instagramContentOf),
    profileOf: (credentials, customerId) => graphProfile<InstagramProfile>(config, credentials.accessToken!, customerId, 'name,username,profile_pic', (profile) => {
      const displayName = profile.name || profile.username;
      return displayName ? { displayName, ...(profile.profile_pic ? { picture: profile.profile_pic } : {}) } : undefined;
    }),
    // Meta gives each attachment as a signed URL of its CDN: the handle is the URL.
    mediaOf: (_credentials, url) => graphDownload(config, url),
    send: (credentials, request) => sendThroughPage(config, credentials, request, INSTAGRAM_SEND_RULES),
  };
}
