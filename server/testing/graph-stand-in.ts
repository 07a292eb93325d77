// What the Graph API stand-ins share (Messenger and Instagram in meta-platform.ts, WhatsApp Cloud in
// whatsapp-platform.ts): the version in the path, Graph's error shape, and Meta's signed app webhook.
// Test code only.
import { createHmac, randomUUID } from 'node:crypto';
import { json, postWebhook, type Answer, type Fault } from './stand-in-http';

export const GRAPH_VERSION = 'v21.0';

/** Graph's error: `{error: {message, type, code, error_subcode, fbtrace_id}}` with the HTTP status. */
export interface GraphError { status: number; code: number; subcode?: number; message?: string }

/** How the next matching requests fail: a Graph error; `hang` never answers; `lost` does the work, then drops the connection. */
export type GraphFault = Fault<GraphError>;

/** Codes Graph answers as OAuthException: a dead token (190) and the rate limits (4 the app's, 613 a call's, 130429 a WhatsApp number's). */
const OAUTH_EXCEPTION_CODES = new Set([190, 4, 613, 130429]);

export const graphError = ({ status, code, subcode, message }: GraphError): Answer => json(status, {
  error: {
    message: message ?? `Graph error ${code}`, type: OAUTH_EXCEPTION_CODES.has(code) ? 'OAuthException' : 'GraphMethodException', code,
    ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: randomUUID().slice(0, 11),
  },
});

export const unknownVersion = () => graphError({ status: 400, code: 2635, message: 'Unknown API version' });
export const invalidToken = () => graphError({ status: 400, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });

/** X-Hub-Signature-256 as Meta computes it: 'sha256=' + the hex HMAC-SHA256 of the raw body with the app secret. */
export const hubSignature = (appSecret: string, rawBody: string) => `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Posts an app webhook body of `object` as Meta does: signed with the app secret (or the signature given). */
export function postMetaWebhook(callbackUrl: string, object: string, entries: unknown[], appSecret: string, signature?: string): Promise<number> {
  const raw = JSON.stringify({ object, entry: entries });
  return postWebhook(callbackUrl, raw, { 'x-hub-signature-256': signature ?? hubSignature(appSecret, raw) });
}
