import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const signUp = (username: string, email = `${username}@example.com`) =>
  t.call('/users', { username, password: 'correct horse', email, firstName: 'Ann' });

describe('accounts', () => {
  it('signs up, stores an argon2id hash and logs in on both paths', async () => {
    const created = await signUp('ann', 'Ann@Example.com');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ objectId: expect.stringMatching(/^[A-Za-z0-9]{10}$/), sessionToken: expect.stringMatching(/^r:/) });

    const [row] = await t.server.db.select().from(users).where(eq(users.username, 'ann'));
    expect(row?.passwordHash?.startsWith('$argon2id$')).toBe(true);
    expect(row?.email).toBe('ann@example.com');

    const viaLogin = await t.call('/login', { username: 'ann', password: 'correct horse' });
    expect(viaLogin.status).toBe(200);
    expect(viaLogin.body).toMatchObject({ objectId: created.body.objectId, username: 'ann', firstName: 'Ann' });
    expect(viaLogin.body.sessionToken).toMatch(/^r:/);

    const viaUserLogin = await t.call('/user/login', { _method: 'GET', username: 'ann', password: 'correct horse' });
    expect(viaUserLogin.status).toBe(200);
    expect(viaUserLogin.body.sessionToken).not.toBe(viaLogin.body.sessionToken);
  });

  it('refuses a wrong password with 101 and duplicates with 202/203', async () => {
    await signUp('bob');
    const wrong = await t.call('/login', { username: 'bob', password: 'nope' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ code: 101, error: 'Invalid username/password.' });

    const sameName = await signUp('bob', 'other@example.com');
    expect(sameName.status).toBe(400);
    expect(sameName.body).toEqual({ code: 202, error: 'Account already exists for this username.' });
    const sameEmail = await signUp('bobby', 'BOB@example.com');
    expect(sameEmail.body).toEqual({ code: 203, error: 'Account already exists for this email address.' });
  });

  it('revokes the session on logout', async () => {
    const { body } = await signUp('cy');
    const me = await t.call('/users/me', {}, body.sessionToken);
    expect(me.body).toMatchObject({ objectId: body.objectId, username: 'cy' });

    expect((await t.call('/logout', {}, body.sessionToken)).status).toBe(200);
    const after = await t.call('/users/me', {}, body.sessionToken);
    expect(after.status).toBe(400);
    expect(after.body).toEqual({ code: 209, error: 'Invalid session token' });
    expect((await t.call('/classes/Organization', { _method: 'GET' }, body.sessionToken)).body.code).toBe(209);
  });

  it('checks the envelope and answers bad input with 400', async () => {
    const wrongApp = await t.request('POST', '/login', { _ApplicationId: 'other', username: 'ann', password: 'x' });
    expect(wrongApp.status).toBe(403);
    expect(wrongApp.body.error).toBe('unauthorized');

    const missing = await t.call('/users', { username: 'dee', email: 'dee@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('password');

    // Parse SDKs send JSON labelled text/plain; headers may carry the keys.
    const plain = await fetch(`${t.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-parse-application-id': 'parley' },
      body: JSON.stringify({ username: 'ann', password: 'correct horse' }),
    });
    expect(plain.status).toBe(200);
    const broken = await fetch(`${t.url}/login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"user' });
    expect(broken.status).toBe(400);
  });

  it('creates organizations and lists them with the caller authority', async () => {
    const { body } = await signUp('eve');
    const created = await t.call('/classes/Organization', { name: 'Eve Shop' }, body.sessionToken);
    expect(created.status).toBe(201);
    const listed = await t.call('/classes/Organization', { _method: 'GET' }, body.sessionToken);
    expect(listed.body.results).toEqual([
      expect.objectContaining({ objectId: created.body.objectId, name: 'Eve Shop', displayName: 'Eve Shop', authorityName: 'admin' }),
    ]);
    const nameless = await t.call('/classes/Organization', {}, body.sessionToken);
    expect(nameless.status).toBe(400);
  });
});
