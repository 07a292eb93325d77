// One reply to a WhatsApp user (docs/channels.md, "WhatsApp"): POST /{phone-number-id}/messages. Meta has
// no retry key, so only a refusal that certainly did nothing is tried again (rate limits); a send whose
// answer never came (time-out, broken connection, 5xx) is `unknown` and never resent blindly: a status
// webhook naming our message (biz_opaque_callback_data) confirms it.
import { DeliveryError } from '../../../common/error-keys';
import type { OutboundRequest, SendOutcome } from '../adapter';
import type { MetaConfig } from '../config';
import type { Credentials } from '../../security/credentials';
import { graphCall, GraphNoAnswer, GraphRefusal } from '../meta/graph';
import { isUnsupported } from '../outbound/unsupported';
import { whatsAppMessageOf } from './outbound-messages';
import { deliveryErrorOf, PAIR_RATE_LIMIT_CODE, RATE_LIMIT_CODES, TOKEN_EXPIRED_CODE } from './whatsapp-errors';

/** Meta sends no Retry-After: its limits pass again within about a minute. */
const RATE_LIMIT_WAIT_MS = 60_000;

function refusalOutcome(refusal: GraphRefusal): SendOutcome {
  const { code, message: detail } = refusal;
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) {
    // Too many to one person (131056) holds up only that conversation; the others hold up the number's sends.
    const throttled = code === PAIR_RATE_LIMIT_CODE ? {} : { throttled: true as const };
    return { kind: 'retry', error: DeliveryError.WHATSAPP_RATE_LIMITED, detail, afterMs: RATE_LIMIT_WAIT_MS, ...throttled };
  }
  // A server error may come after the work was done: not repeated blindly.
  if (refusal.status >= 500) return { kind: 'unknown', error: DeliveryError.WHATSAPP_UNKNOWN, detail };
  const error = code === undefined ? `whatsapp:${refusal.status}` : deliveryErrorOf(code);
  return { kind: 'failed', error, detail, ...(code === TOKEN_EXPIRED_CODE ? { credentialsDead: true as const } : {}) };
}

export async function sendToWhatsApp(config: MetaConfig, credentials: Credentials, request: OutboundRequest): Promise<SendOutcome> {
  const message = whatsAppMessageOf(request.content);
  if (isUnsupported(message)) return { kind: 'failed', error: DeliveryError.WHATSAPP_UNSUPPORTED, detail: message.unsupported };
  try {
    const answer = await graphCall<{ messages?: { id?: string }[] }>(config, credentials.accessToken!, {
      method: 'POST',
      path: `/${credentials.phoneNumberId}/messages`,
      // Our id rides along: every status webhook of this message names it.
      body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: request.to, biz_opaque_callback_data: request.messageId, ...message },
    });
    const platformMessageId = answer.messages?.[0]?.id;
    return { kind: 'sent', ...(platformMessageId ? { platformMessageId } : {}) };
  } catch (error) {
    if (error instanceof GraphRefusal) return refusalOutcome(error);
    if (error instanceof GraphNoAnswer) return { kind: 'unknown', error: DeliveryError.WHATSAPP_UNKNOWN, detail: error.message };
    throw error;
  }
}
