import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser, storeUser, type StoredUser } from '../auth/session-store';
import { flushPendingProfile, readPendingProfile, saveProfileChange } from './pending-profile';

const user: StoredUser = {
  objectId: 'User000001', username: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Agent',
  language: 'en-US', emailVerified: true, toturialDisabled: false, createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z', sessionToken: 'r:session',
};

/** What the server saw: path and body of each call. */
let calls: { path: string; body: Record<string, unknown> }[];
/** How the stand-in server answers: with the user as changed, offline, or a refusal. */
let mode: 'online' | 'offline' | 'refuse';
/** The user as the stand-in server keeps it. */
let onServer: Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  storeUser(user);
  calls = [];
  mode = 'online';
  const { sessionToken: _token, ...stored } = user;
  onServer = stored;
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    if (mode === 'offline') throw new TypeError('Failed to fetch');
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path: new URL(request.url).pathname, body });
    if (mode === 'refuse') return Response.json({ code: 142, error: 'body/language must be equal to one of the allowed values' }, { status: 400 });
    const { _method, _ApplicationId, _JavaScriptKey, _SessionToken, ...changes } = body;
    onServer = { ...onServer, ...changes };
    return Response.json(onServer);
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('profile writes that wait for the network', () => {
  it('sends the tutorial flag and the language at once when online', async () => {
    await saveProfileChange({ toturialDisabled: true });
    await saveProfileChange({ language: 'ja-JP' });
    expect(calls).toEqual([
      { path: '/classes/_User/User000001', body: expect.objectContaining({ _method: 'PUT', toturialDisabled: true }) },
      { path: '/user/update/User000001', body: expect.objectContaining({ _method: 'PUT', language: 'ja-JP' }) },
    ]);
    expect(readPendingProfile(user.objectId)).toEqual({});
    expect(readStoredUser()).toMatchObject({ toturialDisabled: true, language: 'ja-JP', sessionToken: 'r:session' });
  });

  it('keeps an offline dismissal on this device and sends it once the server can be reached', async () => {
    mode = 'offline';
    await saveProfileChange({ toturialDisabled: true });
    expect(readStoredUser()?.toturialDisabled).toBe(true);
    expect(readPendingProfile(user.objectId)).toEqual({ toturialDisabled: true });
    // A refresh from the server (which does not have it yet) does not undo it: it still waits.
    storeUser({ ...user });
    expect(readPendingProfile(user.objectId)).toEqual({ toturialDisabled: true });

    mode = 'online';
    await flushPendingProfile();
    expect(calls).toEqual([{ path: '/classes/_User/User000001', body: expect.objectContaining({ toturialDisabled: true }) }]);
    expect(readPendingProfile(user.objectId)).toEqual({});
    expect(readStoredUser()?.toturialDisabled).toBe(true);
  });

  it('drops a change the server refuses instead of repeating it forever', async () => {
    mode = 'refuse';
    await saveProfileChange({ language: 'zh-TW' });
    expect(calls).toHaveLength(1);
    expect(readPendingProfile(user.objectId)).toEqual({});
    await flushPendingProfile();
    expect(calls).toHaveLength(1);
  });

  it('belongs to the user who made it', async () => {
    mode = 'offline';
    await saveProfileChange({ toturialDisabled: true });
    expect(readPendingProfile('SomeoneElse')).toEqual({});
  });
});
