import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { storeUser, type StoredUser } from '../auth/session-store';
import { storeSelectedOrgId } from '../org/selected-org';
import { ApiError } from './api-error';
import { onInvalidSession, post } from './client';

const user = { objectId: 'User000001', sessionToken: 'r:token' } as StoredUser;

/** The server answers every call with `body`; returns the requests sent, with their parsed bodies. */
function answer(status: number, body: unknown) {
  const sent: { request: Request; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ request, body: await request.clone().json() });
    return Response.json(body, { status });
  });
  return sent;
}

beforeEach(() => {
  // vite.config.ts defines these at build time; the unit test config does not.
  localStorage.clear();
  i18n.loadAndActivate({ locale: 'ja-JP', messages: {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('adds the envelope to the body and the organization and language headers', async () => {
    storeUser(user);
    storeSelectedOrgId('OrgTea0001');
    const sent = answer(200, { results: [] });
    await post('/classes/Organization', { _method: 'GET' });

    const { request, body } = sent[0]!;
    expect(new URL(request.url).pathname).toBe('/classes/Organization');
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-Org-Id')).toBe('OrgTea0001');
    expect(request.headers.get('Accept-Language')).toBe('ja-JP');
    expect(body).toEqual({
      _method: 'GET',
      _ApplicationId: 'parley',
      _JavaScriptKey: 'parley-js-key',
      _SessionToken: 'r:token',
    });
  });

  it('turns an error answer into an ApiError with the server code and text', async () => {
    answer(404, { code: 101, error: 'Invalid username/password.' });
    const failure = post('/user/login', { username: 'a', password: 'b' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, body: { code: 101 } });
  });

  it('reports an invalid session token', async () => {
    const handler = vi.fn<() => void>();
    onInvalidSession(handler);
    answer(400, { code: 209, error: 'Invalid session token' });
    await expect(post('/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
  });
});
