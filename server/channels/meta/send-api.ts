// One reply through a Page's Send API (Messenger, and Instagram through its linked Page):
// POST /{page-id}/messages with the Page token. Meta has no retry key, so only a refusal that
// certainly did nothing is tried again (rate limits); a send whose answer never came is `unknown`
// (never resent blindly) until its echo or a receipt confirms it. Each platform brings its error keys,
// the codes it answers with, and what content it takes.
import type { OutboundRequest, SendOutcome } from '../adapter';
import type { MetaConfig } from '../config';
import type { Credentials } from '../../security/credentials';
import type { MessageContent } from '../../../common/contracts/message-data';
import type { Unsupported } from '../outbound/unsupported';
import { graphCall, GraphNoAnswer, GraphRefusal } from './graph';
import { OUR_METADATA_PREFIX } from './messaging-events';

/** Meta waits about this long before calls pass again (it sends no Retry-After). */
const RATE_LIMIT_WAIT_MS = 60_000;

/** A platform's side of the Send API. */
export interface SendApiRules {
  /** The platform's `{platform}:{code}` prefix for other refusals. */
  platform: 'facebook' | 'instagram';
  errors: { rateLimited: string; tokenExpired: string; outsideWindow: string; userUnavailable: string; unknown: string; unsupported: string };
  /** Graph's rate limits: the call was refused before anything was done. */
  rateLimitCodes: ReadonlySet<number>;
  isOutsideWindow(code: number | undefined, subcode: number | undefined): boolean;
  isUserUnavailable(code: number | undefined, subcode: number | undefined): boolean;
  /** The Send API `message` of Parley's content, or why the platform cannot take it. */
  messageOf(content: MessageContent): Record<string, unknown> | Unsupported;
}

/** What a Graph refusal means for the reply (01 §8 keys by code). */
function refusalOutcome(rules: SendApiRules, refusal: GraphRefusal): SendOutcome {
  const { code, subcode, message: detail } = refusal;
  const { errors } = rules;
  if (code !== undefined && rules.rateLimitCodes.has(code)) return { kind: 'retry', error: errors.rateLimited, detail, afterMs: RATE_LIMIT_WAIT_MS, throttled: true };
  if (code === 190) return { kind: 'failed', error: errors.tokenExpired, detail, credentialsDead: true };
  if (rules.isOutsideWindow(code, subcode)) return { kind: 'failed', error: errors.outsideWindow, detail };
  if (rules.isUserUnavailable(code, subcode)) return { kind: 'failed', error: errors.userUnavailable, detail };
  // A server error may come after the work was done: not repeated blindly.
  if (refusal.status >= 500) return { kind: 'unknown', error: errors.unknown, detail };
  return { kind: 'failed', error: `${rules.platform}:${code ?? refusal.status}`, detail };
}

/** Quick replies as the Send API takes them: a tap sends the title and gives us the payload (our text). */
const quickRepliesOf = ({ quickReplies }: OutboundRequest) => (quickReplies?.length
  ? { quick_replies: quickReplies.map(({ label, text }) => ({ content_type: 'text', title: label, payload: text })) }
  : {});

export async function sendThroughPage(config: MetaConfig, credentials: Credentials, request: OutboundRequest, rules: SendApiRules): Promise<SendOutcome> {
  const message = rules.messageOf(request.content);
  if ('unsupported' in message) return { kind: 'failed', error: rules.errors.unsupported, detail: String(message.unsupported) };
  try {
    const answer = await graphCall<{ message_id?: string }>(config, credentials.accessToken!, {
      method: 'POST',
      path: `/${credentials.pageId}/messages`,
      body: {
        recipient: { id: request.to },
        ...(request.messageTag ? { messaging_type: 'MESSAGE_TAG', tag: request.messageTag } : { messaging_type: 'RESPONSE' }),
        message: { ...message, ...quickRepliesOf(request), metadata: `${OUR_METADATA_PREFIX}${request.messageId}` },
      },
    });
    return { kind: 'sent', ...(answer.message_id ? { platformMessageId: answer.message_id } : {}) };
  } catch (error) {
    if (error instanceof GraphRefusal) return refusalOutcome(rules, error);
    if (error instanceof GraphNoAnswer) return { kind: 'unknown', error: rules.errors.unknown, detail: error.message };
    throw error;
  }
}
