import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const PASSWORD = 'correct horse battery';

/** A login from a given client address (Fastify inject sets the socket's remote address). */
async function login(address: string, username: string, password: string, route = '/login') {
  const response = await t.server.app.inject({
    method: 'POST',
    url: route,
    remoteAddress: address,
    payload: { _ApplicationId: 'parley', ...(route === '/user/login' ? { _method: 'GET' } : {}), username, password },
  });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

async function signUp(username: string) {
  const answer = await t.call('/users', { username, password: PASSWORD, email: `${username}@example.com` });
  expect(answer.status).toBe(201);
}

/** Time passes for the limiter: every stored failure and block moves `seconds` into the past. */
async function travel(seconds: number) {
  await t.server.db.execute(sql`UPDATE login_throttles SET
    last_failure_at = last_failure_at - make_interval(secs => ${seconds}),
    blocked_until = blocked_until - make_interval(secs => ${seconds})`);
}

describe('login rate limiting', () => {
  it('refuses an account at one address after 5 failures with 429 and Retry-After; the owner elsewhere gets in', async () => {
    await signUp('rita');
    await signUp('sam');
    // Rita works from her office: a place she has logged in from.
    expect((await login('10.0.1.9', 'rita', PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await login('10.0.1.1', 'rita', 'wrong password');
      expect(wrong.status).toBe(404);
      expect(wrong.body).toEqual({ code: 101, error: 'Invalid username/password.' });
    }
    const fifth = await login('10.0.1.1', 'rita', 'wrong password');
    expect(fifth.status).toBe(429);
    expect(fifth.retryAfter).toBe('60');
    expect(fifth.body).toEqual({ code: 155, error: 'Too many failed login attempts. Try again in 60 seconds.', retryAfter: 60 });

    // Refused at that address even with the right password while the wait runs, with the time left:
    // no silent lock-out, on both login paths, by e-mail as well.
    const right = await login('10.0.1.1', 'rita', PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(right.body.code).toBe(155);
    expect((await login('10.0.1.1', 'rita@example.com', PASSWORD, '/user/login')).status).toBe(429);
    // The stranger's failures do not lock the owner out: from her office, and from a new place.
    expect((await login('10.0.1.9', 'rita', PASSWORD)).status).toBe(200);
    expect((await login('10.0.1.2', 'rita@example.com', PASSWORD, '/user/login')).status).toBe(200);
    // Another account from the blocked address is not affected either.
    const other = await login('10.0.1.1', 'sam', PASSWORD);
    expect(other.status).toBe(200);
    expect(other.body.sessionToken).toMatch(/^r:/);

    // After the wait a further failure there blocks for twice as long (slower and slower)…
    await travel(61);
    const again = await login('10.0.1.1', 'rita', 'still wrong');
    expect(again.status).toBe(429);
    expect(again.retryAfter).toBe('120');
    expect(again.body.error).toBe('Too many failed login attempts. Try again in 2 minutes.');
    // …and after that wait the right password works and clears the count.
    await travel(121);
    const ok = await login('10.0.1.1', 'rita', PASSWORD, '/user/login');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: 'rita', sessionToken: expect.stringMatching(/^r:/) });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login('10.0.1.1', 'rita', 'wrong password')).status).toBe(404);
    }
  });

  it('slows guessing spread over many addresses, never for more than a minute, and never at a known place', async () => {
    await signUp('wes');
    expect((await login('10.0.5.200', 'wes', PASSWORD)).status).toBe(200);
    // 50 addresses, one guess each: no address and no account-at-address reaches its own limit.
    const answers = [];
    for (let attempt = 1; attempt <= 52; attempt++) answers.push(await login(`10.0.6.${attempt}`, 'wes', 'guess'));
    expect(answers.slice(0, 49).every((answer) => answer.status === 404)).toBe(true);
    expect(answers[49]).toMatchObject({ status: 429, retryAfter: '5' });
    // From yet another address the owner waits a little too: slowed down, not locked out…
    const newPlace = await login('10.0.7.1', 'wes', PASSWORD);
    expect(newPlace.status).toBe(429);
    expect(Number(newPlace.retryAfter)).toBeLessThanOrEqual(60);
    // …and from the place she logged in from before, not at all.
    expect((await login('10.0.5.200', 'wes', PASSWORD)).status).toBe(200);
    // The slow-down grows, but stops at a minute however long the guessing goes on.
    for (let attempt = 1; attempt <= 6; attempt++) {
      await travel(61);
      await login(`10.0.8.${attempt}`, 'wes', 'guess');
    }
    await travel(61);
    expect((await login('10.0.8.99', 'wes', 'guess')).retryAfter).toBe('60');
  });

  it('forgets failures over time', async () => {
    await signUp('uma');
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login('10.0.2.1', 'uma', 'nope')).status).toBe(404);
    // One failure is forgiven per 10 minutes: after 40 minutes the count is back to 0.
    await travel(40 * 60);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login('10.0.2.1', 'uma', 'nope')).status).toBe(404);
    expect((await login('10.0.2.1', 'uma', 'nope')).status).toBe(429);
  });

  it('limits an unknown account exactly like a known one', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt++) answers.push(await login('10.0.3.1', 'nobody-here', 'whatever'));
    expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(answers[0]!.body).toEqual({ code: 101, error: 'Invalid username/password.' });
    expect(answers[4]).toMatchObject({ status: 429, retryAfter: '60', body: { code: 155, retryAfter: 60 } });
    expect((await login('10.0.3.2', 'nobody-here', 'whatever')).status).toBe(404);
  });

  it('refuses an address after 20 failures, whichever the accounts, but not other addresses', async () => {
    await signUp('vic');
    for (let attempt = 1; attempt <= 19; attempt++) {
      // A different name every time: no account reaches its own limit.
      expect((await login('10.0.4.1', `guess-${attempt}`, 'wrong')).status).toBe(404);
    }
    const twentieth = await login('10.0.4.1', 'guess-20', 'wrong');
    expect(twentieth.status).toBe(429);
    expect(twentieth.retryAfter).toBe('60');
    expect((await login('10.0.4.1', 'vic', PASSWORD)).status).toBe(429);
    expect((await login('10.0.4.2', 'vic', PASSWORD)).status).toBe(200);
    await travel(61);
    expect((await login('10.0.4.1', 'vic', PASSWORD)).status).toBe(200);
  });

  it('stores no usernames or addresses in clear', async () => {
    const rows = await t.server.db.select().from(loginThrottles);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
