// One reply to a Messenger user (docs/channels.md, "Messenger"): POST /{page-id}/messages. Meta has no
// retry key, so only a refusal that certainly did nothing is tried again (rate limits); a send whose
// answer never came is `unknown` (never resent blindly) until its echo or a receipt confirms it.
import { DeliveryError } from '../../../common/error-keys';
import type { OutboundRequest, SendOutcome } from '../adapter';
import type { MetaConfig } from '../config';
import type { Credentials } from '../../security/credentials';
import { graphCall, GraphNoAnswer, GraphRefusal } from '../meta/graph';
import { OUR_METADATA_PREFIX } from './inbound-events';
import { messengerMessageOf } from './outbound-messages';

/** Graph's rate limits: the call was refused before anything was done. */
const RATE_LIMIT_CODES = new Set([4, 613, 80007]);
/** Meta waits about this long before calls pass again (it sends no Retry-After). */
const RATE_LIMIT_WAIT_MS = 60_000;

/** What a Graph refusal means for the reply (01 §8 keys by code). */
function refusalOutcome(refusal: GraphRefusal): SendOutcome {
  const { code, subcode, message: detail } = refusal;
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) return { kind: 'retry', error: DeliveryError.FACEBOOK_RATE_LIMITED, detail, afterMs: RATE_LIMIT_WAIT_MS };
  if (code === 190) return { kind: 'failed', error: DeliveryError.FACEBOOK_TOKEN_EXPIRED, detail, credentialsDead: true };
  if (code === 10 && subcode === 2018278) return { kind: 'failed', error: DeliveryError.FACEBOOK_OUTSIDE_WINDOW, detail };
  if (code === 551 || subcode === 1545041) return { kind: 'failed', error: DeliveryError.FACEBOOK_USER_UNAVAILABLE, detail };
  // A server error may come after the work was done: not repeated blindly.
  if (refusal.status >= 500) return { kind: 'unknown', error: DeliveryError.FACEBOOK_UNKNOWN, detail };
  return { kind: 'failed', error: `facebook:${code ?? refusal.status}`, detail };
}

export async function sendToMessenger(config: MetaConfig, credentials: Credentials, request: OutboundRequest): Promise<SendOutcome> {
  const message = messengerMessageOf(request.content);
  if ('unsupported' in message) return { kind: 'failed', error: DeliveryError.FACEBOOK_UNSUPPORTED, detail: message.unsupported };
  try {
    const answer = await graphCall<{ message_id?: string }>(config, credentials.accessToken!, {
      method: 'POST',
      path: `/${credentials.pageId}/messages`,
      body: {
        recipient: { id: request.to },
        ...(request.messageTag ? { messaging_type: 'MESSAGE_TAG', tag: request.messageTag } : { messaging_type: 'RESPONSE' }),
        message: { ...message, metadata: `${OUR_METADATA_PREFIX}${request.messageId}` },
      },
    });
    return { kind: 'sent', ...(answer.message_id ? { platformMessageId: answer.message_id } : {}) };
  } catch (error) {
    if (error instanceof GraphRefusal) return refusalOutcome(error);
    if (error instanceof GraphNoAnswer) return { kind: 'unknown', error: DeliveryError.FACEBOOK_UNKNOWN, detail: error.message };
    throw error;
  }
}
