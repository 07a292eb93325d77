import { HTTPError } from 'ky';
import type { ParseErrorBody } from '../../common/parse';

/** A failed call: the server's `{code, error}` when it answered, `offline` when it could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ParseErrorBody>,
    readonly offline = false,
  ) {
    super(body.error ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Turn whatever ky threw into an ApiError. */
export async function toApiError(cause: unknown): Promise<ApiError> {
  if (cause instanceof ApiError) return cause;
  if (cause instanceof HTTPError) {
    const body = (await cause.response.json().catch(() => ({}))) as Partial<ParseErrorBody>;
    return new ApiError(cause.response.status, body);
  }
  // fetch rejects with a TypeError when the network is down; ky times out with TimeoutError.
  return new ApiError(0, { error: cause instanceof Error ? cause.message : String(cause) }, true);
}
