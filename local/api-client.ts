// The API calls of the browser's background work (the sync worker, uploads) and their refusal. The
// sync worker's ky client (workers/sync/http.ts) is the implementation; the action kinds
// (outbox/kinds/) send through this interface, so they stay free of the network layer.
import type { ParseErrorBody } from '../common/parse';

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

/** True for the server's answer of this status (and error key, when given). */
export function isRefusal(error: unknown, status: number, key?: string): error is ApiError {
  return error instanceof ApiError && error.status === status && (key === undefined || error.body.error === key);
}
