// Plain-JSON service routes (/last_read, /announcements) with GET, PUT and DELETE: the envelope goes
// in headers, since a GET has no body. Errors come back as ApiError, like the main client's.
import ky from 'ky';
import { i18n } from '@lingui/core';
import { toApiError } from '../api/api-error';
import { readStoredUser } from '../auth/session-store';

export type ServiceMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function serviceCall<T>(
  method: ServiceMethod, path: string, orgId: string,
  options: { query?: Record<string, string | number>; json?: object; signal?: AbortSignal } = {},
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  try {
    return await ky(url, {
      method,
      timeout: 15_000,
      retry: 0,
      headers: {
        'X-Parse-Application-Id': __PARLEY_APP_ID__,
        'X-Parse-JavaScript-Key': __PARLEY_JS_KEY__,
        'X-Parse-Session-Token': readStoredUser()?.sessionToken ?? '',
        'X-Org-Id': orgId,
        'Accept-Language': i18n.locale,
      },
      ...(options.json ? { json: options.json } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }).json<T>();
  } catch (cause) {
    throw await toApiError(cause);
  }
}
