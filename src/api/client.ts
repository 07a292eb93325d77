// The main API client: every body carries the Parse envelope, every request the org and language headers.
import ky from 'ky';
import { i18n } from '@lingui/core';
import { isInvalidSession } from '../../common/parse';
import type { Envelope } from '../../common/contracts/base';
import { readStoredUser } from '../auth/session-store';
import { readSelectedOrgId } from '../org/selected-org';
import { toApiError } from './api-error';

let invalidSessionHandler: () => void = () => {};

/** Called once at start-up: what to do when the server says the session is gone (01 §8). */
export function onInvalidSession(handler: () => void): void {
  invalidSessionHandler = handler;
}

function envelope(): Envelope {
  return {
    _ApplicationId: __PARLEY_APP_ID__,
    _JavaScriptKey: __PARLEY_JS_KEY__,
    _SessionToken: readStoredUser()?.sessionToken,
  };
}

const http = ky.create({
  timeout: 15_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const orgId = readSelectedOrgId();
        if (orgId) request.headers.set('X-Org-Id', orgId);
        request.headers.set('Accept-Language', i18n.locale);
      },
    ],
  },
});

/**
 * POST `path` (e.g. '/users') with the envelope merged into `body` (its own fields win); throws ApiError.
 * `timeout`: how long to wait in ms, for the few calls that may take longer than usual (AI answers).
 * `signal`: cancels the request (a search replaced by a newer one).
 */
export async function post<T>(path: string, body: object = {}, { timeout, signal }: { timeout?: number; signal?: AbortSignal } = {}): Promise<T> {
  try {
    // An absolute URL: the page's origin serves the API (dev and preview proxy it).
    return await http.post(new URL(path, window.location.origin), {
      json: { ...envelope(), ...body }, ...(timeout ? { timeout } : {}), ...(signal ? { signal } : {}),
    }).json<T>();
  } catch (cause) {
    const error = await toApiError(cause);
    if (isInvalidSession(error.body)) invalidSessionHandler();
    throw error;
  }
}
