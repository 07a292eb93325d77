import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionListResponse } from '../../common/contracts/accounts';
import { sessions } from '../db/schema';
import { hashToken } from '../security/tokens';
import { connected, nextEvent, startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const PASSWORD = 'correct horse battery';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

let users = 0;
async function newUser(): Promise<{ userId: string; username: string }> {
  const username = `sessions-${++users}`;
  const answer = await t.call('/users', { username, password: PASSWORD, email: `${username}@example.com` });
  return { userId: answer.body.objectId, username };
}

async function login(username: string, address: string, userAgent: string): Promise<string> {
  const response = await t.server.app.inject({
    method: 'POST', url: '/login', remoteAddress: address, headers: { 'user-agent': userAgent },
    payload: { _ApplicationId: 'parley', username, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().sessionToken;
}

/** A user logged in at the office (`mine`) and elsewhere (`other`, with its socket open); `closed` resolves with its disconnect reason. */
async function twoSessionsOneSocket() {
  const { userId, username } = await newUser();
  const mine = await login(username, '203.0.113.9', CHROME_LINUX);
  const other = await login(username, '198.51.100.7', FIREFOX_WINDOWS);
  const socket = t.socket({ userId, token: other });
  await connected(socket);
  return { username, mine, other, closed: nextEvent<string>(socket, 'disconnect') };
}

const listOf = async (token: string) => (await t.call<SessionListResponse>('/sessions', { _method: 'GET' }, token)).body.results;
const works = async (token: string) => (await t.call('/users/me', {}, token)).status === 200;

describe('session list and revocation', () => {
  it('lists the live sessions with device, address and times, the current one marked', async () => {
    const { username } = await newUser();
    const office = await login(username, '203.0.113.9', CHROME_LINUX);
    await login(username, '198.51.100.7', FIREFOX_WINDOWS);
    const list = await listOf(office);
    // The sign-up's own session, and the two logins.
    expect(list).toHaveLength(3);
    const current = list.filter((session) => session.current);
    expect(current).toEqual([expect.objectContaining({ browser: 'Chrome 156', os: 'Linux', ipAddress: '203.0.113.9' })]);
    expect(list).toContainEqual(expect.objectContaining({ browser: 'Firefox 140', os: 'Windows', ipAddress: '198.51.100.7', current: false }));
    for (const session of list) {
      expect(session.objectId).toMatch(/^[A-Za-z0-9]{10}$/);
      // Ends 7 days after the last request (the idle timeout comes before the 30-day lifetime).
      expect(Date.parse(session.expiresAt) - Date.parse(session.lastSeenAt)).toBe(7 * 24 * 3600_000);
    }
    expect(JSON.stringify(list)).not.toContain('r:');
  });

  it('ends one session: its calls are refused and its socket is closed at once', async () => {
    const { mine, other, closed } = await twoSessionsOneSocket();

    const target = (await listOf(mine)).find((session) => session.ipAddress === '198.51.100.7')!;
    expect((await t.call(`/sessions/${target.objectId}`, { _method: 'DELETE' }, mine)).body).toEqual({});
    expect(await closed).toBe('io server disconnect');
    expect(await works(other)).toBe(false);
    expect(await works(mine)).toBe(true);
    expect((await listOf(mine)).map((session) => session.objectId)).not.toContain(target.objectId);
    // Once ended it is gone: a second end answers 404, like an unknown id.
    expect((await t.call(`/sessions/${target.objectId}`, { _method: 'DELETE' }, mine)).status).toBe(404);
  });

  it("ends all others, and never another user's", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceHere = await login(alice.username, '203.0.113.9', CHROME_LINUX);
    const aliceThere = await login(alice.username, '198.51.100.7', FIREFOX_WINDOWS);
    const bobToken = await login(bob.username, '192.0.2.1', CHROME_LINUX);
    const bobSession = (await listOf(bobToken)).find((session) => session.current)!;
    expect((await t.call(`/sessions/${bobSession.objectId}`, { _method: 'DELETE' }, aliceHere)).status).toBe(404);
    expect(await works(bobToken)).toBe(true);

    const answer = await t.call('/functions/revokeOtherSessions', {}, aliceHere);
    expect(answer.body).toEqual({ result: { revoked: 2 } });
    expect(await works(aliceThere)).toBe(false);
    expect(await works(aliceHere)).toBe(true);
    expect(await listOf(aliceHere)).toHaveLength(1);
  });

  it('a password change ends the other sessions and closes their sockets', async () => {
    const { username, mine, other, closed } = await twoSessionsOneSocket();
    const changed = await t.call('/user/password/change', { username, oldPassword: PASSWORD, newPassword: 'another good passphrase' }, mine);
    expect(changed.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await works(other)).toBe(false);
    expect(await works(mine)).toBe(true);
  });
});

const HOUR = 3600_000;
/**
 * Runs `steps` with the clock moved: each step's hours are added to the time of the previous one.
 * Server and database checks both read this clock (the session conditions are written with the
 * server's time), and so does the process's auth cache, which must notice an expiry by itself.
 */
async function withClock(steps: (at: (hoursLater: number) => void) => Promise<void>): Promise<void> {
  let now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await steps((hoursLater) => {
      now += hoursLater * HOUR;
      vi.setSystemTime(now);
    });
  } finally {
    vi.useRealTimers();
  }
}
const lastSeenOf = async (token: string) =>
  (await t.server.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]!.lastSeenAt.getTime();

describe('session expiry', () => {
  it('ends a session idle for longer than the idle timeout', async () => {
    const { username } = await newUser();
    const token = await login(username, '203.0.113.9', CHROME_LINUX);
    expect(await works(token)).toBe(true);
    await withClock(async (at) => {
      // Used within the timeout: it lives on, and the use moves its last-seen time.
      at(7 * 24 - 1);
      expect(await works(token)).toBe(true);
      const seen = await lastSeenOf(token);
      expect(Date.now() - seen).toBeLessThan(60_000);
      // Used again within the minute: no write for it.
      at(0.25 / 60);
      expect(await works(token)).toBe(true);
      expect(await lastSeenOf(token)).toBe(seen);
      at(7 * 24 + 1);
      expect(await works(token)).toBe(false);
      const refused = await t.call('/users/me', {}, token);
      expect(refused).toEqual({ status: 400, body: { code: 209, error: 'Invalid session token' } });
    });
  });

  it('ends a session at its absolute lifetime, however busy', async () => {
    const { userId, username } = await newUser();
    const token = await login(username, '203.0.113.9', CHROME_LINUX);
    await withClock(async (at) => {
      // Used every six days: never idle.
      for (let day = 6; day < 30; day += 6) {
        at(6 * 24);
        expect(await works(token)).toBe(true);
      }
      at(6 * 24 - 1);
      expect(await works(token)).toBe(true);
      at(2);
      expect(await works(token)).toBe(false);
      // A socket cannot start with it either.
      await expect(connected(t.socket({ userId, token }))).rejects.toThrow('Invalid session token');
    });
  });

  it('takes the idle timeout and lifetime from the configuration', async () => {
    const { sessionPolicyOf } = await import('./session-policy');
    expect(sessionPolicyOf({ SESSION_IDLE_HOURS: '8', SESSION_MAX_AGE_HOURS: '24' })).toEqual({ idleTimeoutMs: 8 * 3600_000, maxAgeMs: 24 * 3600_000 });
    expect(() => sessionPolicyOf({ SESSION_IDLE_HOURS: '48', SESSION_MAX_AGE_HOURS: '24' })).toThrow(/must not exceed/);
    expect(() => sessionPolicyOf({ SESSION_IDLE_HOURS: 'soon' })).toThrow(/SESSION_IDLE_HOURS/);
  });
});
