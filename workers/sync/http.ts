// Cloud-function calls of the sync worker (POST /functions/NAME with the Parse envelope, answer {result}).
import ky from 'ky';
import { isInvalidSession, type ParseErrorBody } from '../../common/parse';
import type { Envelope, FunctionResponse } from '../../common/contracts/base';
import type { SyncSession } from './api';
import type { SendFailure } from '../../local/outbox/outbox';

const REQUEST_TIMEOUT_MS = 15_000;

/** A 4xx/5xx answer; `body` is the server's {code, error} when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ParseErrorBody>;

  constructor(status: number, body: Partial<ParseErrorBody>) {
    super(body.error ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiClient {
  /** POST /functions/NAME; answers the reply's `result`. */
  call<Result>(functionName: string, body: { orgId: string }): Promise<Result>;
  /**
   * POST to another API route (e.g. last_read/conversation/reset); answers the reply as it is.
   * `timeoutMs`: for the rare route that works long (video transcoding), else the usual limit.
   */
  post<Result>(route: string, body: { orgId: string }, timeoutMs?: number): Promise<Result>;
}

export function createApiClient(session: SyncSession, baseUrl: string, fetchImpl?: typeof fetch): ApiClient {
  const client = ky.create({
    prefixUrl: baseUrl,
    // The outbox and the pull loop retry on their own terms (backoff, order per conversation).
    retry: 0,
    timeout: REQUEST_TIMEOUT_MS,
    throwHttpErrors: false,
    headers: {
      'X-Parse-Application-Id': session.appId,
      'X-Parse-Session-Token': session.sessionToken,
      'Accept-Language': session.language,
    },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const envelope: Envelope = {
    _ApplicationId: session.appId,
    _JavaScriptKey: session.jsKey,
    _SessionToken: session.sessionToken,
  };

  async function post<Result>(route: string, body: { orgId: string }, timeoutMs?: number): Promise<Result> {
    const response = await client.post(route, {
      json: { ...body, ...envelope },
      headers: { 'X-Org-Id': body.orgId },
      ...(timeoutMs ? { timeout: timeoutMs } : {}),
    });
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError(response.status, (payload ?? {}) as Partial<ParseErrorBody>);
    return payload as Result;
  }

  return {
    post,
    async call<Result>(functionName: string, body: { orgId: string }): Promise<Result> {
      return (await post<FunctionResponse<Result>>(`functions/${functionName}`, body)).result;
    },
  };
}

/** True when the server refused the session (code 209): the engine must stop. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && isInvalidSession(error.body);
}

/** What the outbox needs to know of a failed send: anything but an HTTP answer counts as a network failure. */
export function sendFailureOf(error: unknown): SendFailure {
  return error instanceof ApiError ? { status: error.status, body: error.body } : {};
}
