// Cloud-function calls of the sync worker (POST /functions/NAME with the Parse envelope, answer {result}).
import ky from 'ky';
import { isInvalidSession, type ParseErrorBody } from '../../common/parse';
import { ApiError, type ApiClient } from '../../local/api-client';
import type { Envelope, FunctionResponse } from '../../common/contracts/base';
import type { SyncSession } from './api';
import type { SendFailure } from '../../local/outbox/outbox';

const REQUEST_TIMEOUT_MS = 15_000;

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
