// One message set to up to 500 LINE users of one account (Messaging API multicast), for broadcasts
// (server/broadcasts/dispatch-line.ts). The call carries X-Line-Retry-Key: LINE executes a key once and
// answers a repeat 409, so a batch tried again with its key, after a lost answer, a time-out or a crash,
// reaches each user once.
import { HTTPFetchError, type messagingApi } from '@line/bot-sdk';
import { DeliveryError } from '../../../common/error-keys';
import type { LineConfig } from '../config';
import type { Credentials } from '../../security/credentials';
import { lineApi, LineTimeout, withinTime } from './line-api';

/** LINE takes at most this many user ids per multicast. */
export const LINE_MULTICAST_MAX = 500;
/** Multicast requests LINE takes a second per channel (counted apart from push and reply). */
export const LINE_MULTICAST_PER_SECOND = 200;

export type MulticastOutcome =
  /** Accepted (now, or by an earlier try with the same key: 409); LINE's request id when it answered one. */
  | { kind: 'sent'; requestId?: string }
  /**
   * Nothing was done, or the key makes trying again safe: try later (not before `afterMs`, LINE's
   * Retry-After). `ambiguous`: LINE may have accepted it (no answer, a 5xx).
   */
  | { kind: 'retry'; error: string; detail: string; afterMs?: number; ambiguous?: true }
  /** Refused for good (a bad request, the monthly limit). */
  | { kind: 'failed'; error: string; detail: string };

function detailOf(error: HTTPFetchError): string {
  try {
    const body = JSON.parse(error.body) as { message?: string; details?: { message?: string; property?: string }[] };
    return [body.message ?? error.statusText, ...(body.details ?? []).map((one) => [one.property, one.message].filter(Boolean).join(': '))].join('; ');
  } catch {
    return error.statusText || `HTTP ${error.status}`;
  }
}

export async function multicastToLine(
  config: LineConfig, credentials: Credentials, request: { to: string[]; messages: messagingApi.Message[]; retryKey: string },
): Promise<MulticastOutcome> {
  try {
    const answer = await withinTime(lineApi(config, credentials.accessToken!).multicastWithHttpInfo({ to: request.to, messages: request.messages }, request.retryKey), config.callTimeoutMs);
    const requestId = answer.httpResponse.headers.get('x-line-request-id') ?? undefined;
    return { kind: 'sent', ...(requestId ? { requestId } : {}) };
  } catch (error) {
    if (error instanceof HTTPFetchError) {
      const detail = detailOf(error);
      if (error.status === 409) {
        const requestId = error.headers.get('x-line-accepted-request-id') ?? undefined;
        return { kind: 'sent', ...(requestId ? { requestId } : {}) };
      }
      if (error.status === 429 && /monthly limit/i.test(detail)) return { kind: 'failed', error: DeliveryError.LINE_MONTHLY_LIMIT, detail };
      if (error.status === 429 || error.status >= 500) {
        const seconds = Number(error.headers.get('retry-after'));
        return {
          kind: 'retry', error: `line:${error.status}`, detail,
          ...(error.status >= 500 ? { ambiguous: true as const } : {}),
          ...(Number.isFinite(seconds) && seconds > 0 ? { afterMs: seconds * 1000 } : {}),
        };
      }
      return { kind: 'failed', error: `line:${error.status}`, detail };
    }
    const timeout = error instanceof LineTimeout;
    return { kind: 'retry', ambiguous: true, error: timeout ? DeliveryError.LINE_TIMEOUT : DeliveryError.LINE_NETWORK, detail: error instanceof Error ? error.message : String(error) };
  }
}
