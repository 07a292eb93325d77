// One reply to a LINE user (docs/channels.md, "Outbound"): the reply API while the user's reply token
// is fresh (free of the monthly quota), else push with X-Line-Retry-Key. A push retried with the same
// key is executed once (LINE answers 409 to the repeat); a reply has no key, so a reply whose answer
// was lost is never sent again blindly.
import { HTTPFetchError } from '@line/bot-sdk';
import { DeliveryError } from '../../../common/error-keys';
import type { OutboundRequest, SendOutcome } from '../adapter';
import type { LineConfig } from '../config';
import type { Credentials } from '../../security/credentials';
import { lineApi, LineTimeout, withinTime } from './line-api';
import { lineMessageOf, lineQuickReplyOf } from './outbound-messages';

interface LineErrorBody {
  message?: string;
  details?: { message?: string; property?: string }[];
}

/** LINE's words: its message, and each detail of a bad request (01 §8: listed). */
function detailOf(error: HTTPFetchError): string {
  try {
    const body = JSON.parse(error.body) as LineErrorBody;
    const details = (body.details ?? []).map((detail) => [detail.property, detail.message].filter(Boolean).join(': '));
    return [body.message ?? error.statusText, ...details].join('; ');
  } catch {
    return error.statusText || `HTTP ${error.status}`;
  }
}

const retryAfterMs = (error: HTTPFetchError) => {
  const seconds = Number(error.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
};

/** What a refused or failed push means: a push can always be retried with its key. */
function pushOutcome(error: unknown): SendOutcome {
  if (error instanceof HTTPFetchError) {
    const detail = detailOf(error);
    // The retry key was accepted before: the message went with that earlier try.
    if (error.status === 409) return { kind: 'sent' };
    if (error.status === 429 && /monthly limit/i.test(detail)) return { kind: 'failed', error: DeliveryError.LINE_MONTHLY_LIMIT, detail };
    // The channel's rate limit: LINE did nothing, and the channel's other sends wait too.
    if (error.status === 429) return { kind: 'retry', error: 'line:429', detail, throttled: true, ...withAfter(retryAfterMs(error)) };
    // A server error may come after LINE accepted the push: the retry key keeps a retry from repeating it.
    if (error.status >= 500) return { kind: 'retry', error: `line:${error.status}`, detail, ambiguous: true, ...withAfter(retryAfterMs(error)) };
    return { kind: 'failed', error: `line:${error.status}`, detail };
  }
  // No answer: LINE may have accepted it.
  return {
    kind: 'retry', ambiguous: true,
    error: error instanceof LineTimeout ? DeliveryError.LINE_TIMEOUT : DeliveryError.LINE_NETWORK,
    detail: error instanceof Error ? error.message : String(error),
  };
}

const withAfter = (afterMs: number | undefined) => (afterMs === undefined ? {} : { afterMs });

export async function sendToLine(config: LineConfig, credentials: Credentials, request: OutboundRequest): Promise<SendOutcome> {
  const built = lineMessageOf(request.content);
  if ('unsupported' in built) return { kind: 'failed', error: DeliveryError.LINE_UNSUPPORTED, detail: built.unsupported };
  const message = request.quickReplies?.length ? { ...built, quickReply: lineQuickReplyOf(request.quickReplies) } : built;
  const api = lineApi(config, credentials.accessToken!);
  if (request.replyToken) {
    try {
      const answer = await withinTime(api.replyMessage({ replyToken: request.replyToken, messages: [message] }), config.callTimeoutMs);
      return { kind: 'sent', ...withId(answer.sentMessages[0]?.id) };
    } catch (error) {
      // A refused reply did nothing: an old or used token (400), or too many requests (429). Push instead.
      const refused = error instanceof HTTPFetchError && error.status < 500;
      const badBody = error instanceof HTTPFetchError && error.status === 400 && !/reply token/i.test(detailOf(error));
      if (badBody) return { kind: 'failed', error: 'line:400', detail: detailOf(error as HTTPFetchError) };
      if (!refused) {
        return { kind: 'unknown', error: DeliveryError.LINE_UNKNOWN, detail: error instanceof Error ? error.message : String(error) };
      }
    }
  }
  try {
    const answer = await withinTime(api.pushMessage({ to: request.to, messages: [message] }, request.retryKey), config.callTimeoutMs);
    return { kind: 'sent', ...withId(answer.sentMessages[0]?.id) };
  } catch (error) {
    return pushOutcome(error);
  }
}

const withId = (id: string | undefined) => (id ? { platformMessageId: id } : {});
