import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaChallenges } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const PASSWORD = 'correct horse battery';
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A 6-digit code that is not the current one (nor, practically, of the neighbouring steps). */
const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

async function signUp(username: string): Promise<string> {
  const answer = await t.call('/users', { username, password: PASSWORD, email: `${username}@example.com` });
  expect(answer.status).toBe(201);
  return answer.body.sessionToken;
}

/** Turns two-step verification on with a code, through the profile update (PUT /user/update/{id}). */
async function confirm(token: string, code: string) {
  const me = await t.call('/users/me', {}, token);
  return t.call(`/user/update/${me.body.objectId}`, { _method: 'PUT', mfa: true, code }, token);
}

/** Signs up, generates and confirms a TOTP secret; answers the secret. */
async function userWithMfa(username: string): Promise<string> {
  const token = await signUp(username);
  const generated = await t.call('/user/mfa/generate_code', { _method: 'PUT', method: 'totp' }, token);
  expect(generated.status).toBe(200);
  const confirmed = await confirm(token, await generate({ secret: generated.body.secret }));
  expect(confirmed.status).toBe(200);
  return generated.body.secret;
}

const passwordStep = (username: string) => t.call('/user/login', { _method: 'GET', username, password: PASSWORD });

describe('two-step verification (TOTP)', () => {
  it('sets up with a generated secret and a confirmed code, then logs in with password and code', async () => {
    const token = await signUp('tara');
    expect((await t.call('/users/me', {}, token)).body.mfa).toBe(false);

    // A real PUT works as well as the envelope's _method.
    const put = await fetch(`${t.url}/user/mfa/generate_code`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-parse-application-id': 'parley', 'x-parse-session-token': token },
      body: JSON.stringify({ method: 'totp' }),
    });
    expect(put.status).toBe(200);
    const generated = await t.call('/user/mfa/generate_code', { _method: 'PUT', method: 'totp' }, token);
    expect(generated.status).toBe(200);
    const { secret, uri, qr } = generated.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Parley:tara%40example.com?secret=${secret}&issuer=Parley`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');

    // The first secret was replaced by the second: its codes no longer confirm.
    const stale = await confirm(token, await generate({ secret: ((await put.json()) as { secret: string }).secret }));
    expect(stale.status).toBe(400);
    const code = await generate({ secret });
    const wrong = await confirm(token, wrongCode(code));
    expect(wrong).toEqual({ status: 400, body: { code: 210, error: 'user.mfa.notValid' } });
    expect((await t.call('/users/me', {}, token)).body.mfa).toBe(false);

    const confirmed = await confirm(token, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ username: 'tara', mfa: true });
    const me = await t.call('/users/me', {}, token);
    expect(me.body.mfa).toBe(true);
    expect(JSON.stringify(me.body)).not.toContain(secret);
    // The secret is never handed out again.
    const again = await t.call('/user/mfa/generate_code', { _method: 'PUT' }, token);
    expect(again).toEqual({ status: 400, body: { code: 210, error: 'Two-step verification is already on.' } });

    // The password alone gives no session, only the second step.
    const first = await passwordStep('tara');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaNeeded: true, tempId: expect.any(String) });
    const viaLogin = await t.call('/login', { username: 'tara@example.com', password: PASSWORD });
    expect(viaLogin.body.mfaNeeded).toBe(true);
    expect(viaLogin.body.tempId).not.toBe(first.body.tempId);

    const bad = await t.call('/user/login_totp', { tempId: first.body.tempId, code: wrongCode(code) });
    expect(bad).toEqual({ status: 400, body: { code: 210, error: 'Invalid authentication code.' } });
    const good = await t.call('/user/login_totp', { tempId: first.body.tempId, code });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ username: 'tara', mfa: true, sessionToken: expect.stringMatching(/^r:/) });
    expect((await t.call('/users/me', {}, good.body.sessionToken)).body.username).toBe('tara');

    // The tempId is single-use…
    const reused = await t.call('/user/login_totp', { tempId: first.body.tempId, code: await generate({ secret, epoch: nowSeconds() + 30 }) });
    expect(reused).toEqual({ status: 400, body: { code: 210, error: 'This login attempt has expired or was already used. Log in again.' } });
    // …and so is the code (replay), while the next step's code works.
    const replay = await t.call('/user/login_totp', { tempId: viaLogin.body.tempId, code });
    expect(replay.body).toEqual({ code: 210, error: 'Invalid authentication code.' });
    const next = await t.call('/user/login_totp', { tempId: viaLogin.body.tempId, code: await generate({ secret, epoch: nowSeconds() + 30 }) });
    expect(next.status).toBe(200);
  });

  it('expires a tempId after 5 minutes', async () => {
    const secret = await userWithMfa('uli');
    const first = await passwordStep('uli');
    await t.server.db.execute(sql`UPDATE mfa_challenges SET expires_at = now() - interval '1 second'`);
    const late = await t.call('/user/login_totp', { tempId: first.body.tempId, code: await generate({ secret }) });
    expect(late).toEqual({ status: 400, body: { code: 210, error: 'This login attempt has expired or was already used. Log in again.' } });
  });

  it('keeps the tempId hashed and valid for 5 minutes', async () => {
    await userWithMfa('val');
    const first = await passwordStep('val');
    const rows = await t.server.db.select().from(mfaChallenges);
    expect(rows.some((row) => row.tempIdHash === first.body.tempId)).toBe(false);
    expect(rows.map((row) => Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000))).toContain(300);
  });

  it('rate-limits codes like passwords, and the password does not reset the count', async () => {
    const secret = await userWithMfa('wes');
    const { tempId } = (await passwordStep('wes')).body;
    const code = await generate({ secret });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await t.call('/user/login_totp', { tempId, code: wrongCode(code) })).status).toBe(400);
      // A right password between guesses must not clear the account's failures.
      expect((await passwordStep('wes')).body.mfaNeeded).toBe(true);
    }
    const fifth = await t.call('/user/login_totp', { tempId, code: wrongCode(code) });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 155, retryAfter: 60 });
    expect((await t.call('/user/login_totp', { tempId, code })).status).toBe(429);
    expect((await passwordStep('wes')).status).toBe(429);
  });

  it('answers bad input and missing sessions with 400', async () => {
    const token = await signUp('xia');
    expect((await t.call('/user/login_totp', { tempId: 'x', code: '12ab56' })).body.code).toBe(142);
    expect((await t.call('/user/login_totp', { code: '123456' })).status).toBe(400);
    expect((await t.call('/user/login_totp', { tempId: 'no-such-id', code: '123456' })).body)
      .toEqual({ code: 210, error: 'This login attempt has expired or was already used. Log in again.' });
    expect((await t.call('/user/mfa/generate_code', { _method: 'PUT', method: 'sms' }, token)).status).toBe(400);
    expect((await t.call('/user/mfa/generate_code', { _method: 'PUT' })).body.code).toBe(209);
    // A user without two-step verification still gets a session from the password.
    expect((await passwordStep('xia')).body.sessionToken).toMatch(/^r:/);
  });
});
