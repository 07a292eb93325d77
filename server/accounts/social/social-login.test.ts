import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLogins, users } from '../../db/schema';
import { newestMailedLink } from '../../mail/outbox-reader';
import { startTestServer, type TestServer } from '../../testing/harness';
import { startStandInIssuer, type Identity, type StandInIssuer } from '../../testing/oidc-issuer';

let issuer: StandInIssuer;
let t: TestServer;
beforeAll(async () => {
  issuer = await startStandInIssuer();
  t = await startTestServer({
    socialLogin: { provider: 'google', label: 'Google', issuer: issuer.issuer, clientId: issuer.clientId },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const ann: Identity = { sub: 'google-ann', email: 'Ann@Example.com', email_verified: true, given_name: 'Ann', family_name: 'Lee' };

const socialLogin = (idToken: string, extra: Record<string, string> = {}) =>
  t.call('/users', { authData: { google: { id_token: idToken, ...extra } } });

/** A social login from another client address (Fastify inject sets the socket's remote address). */
async function fromAddress(idToken: string) {
  const response = await t.server.app.inject({
    method: 'POST', url: '/users', remoteAddress: '10.9.9.9',
    payload: { _ApplicationId: 'parley', authData: { google: { id_token: idToken } } },
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'] };
}

async function userRow(objectId: string) {
  const [row] = await t.server.db.select().from(users).where(eq(users.objectId, objectId));
  return row!;
}

describe('social login (OpenID Connect)', () => {
  it('offers the configured provider with its authorization endpoint', async () => {
    const expected = { providers: [{ name: 'google', label: 'Google', authorizationEndpoint: `${issuer.issuer}/authorize`, clientId: issuer.clientId }] };
    const viaGet = await fetch(`${t.url}/auth/providers`, { headers: { 'x-parse-application-id': 'parley' } });
    expect(await viaGet.json()).toEqual(expected);
    expect((await t.call('/auth/providers', { _method: 'GET' })).body).toEqual(expected);
  });

  it('creates a user from a valid token, with a session and no password, and logs the same subject in again', async () => {
    const created = await socialLogin(await issuer.idToken(ann, { nonce: 'n-1' }), { nonce: 'n-1' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      objectId: expect.stringMatching(/^[A-Za-z0-9]{10}$/), username: 'ann@example.com', email: 'ann@example.com',
      firstName: 'Ann', lastName: 'Lee', emailVerified: true, mfa: false, sessionToken: expect.stringMatching(/^r:/),
    });
    const me = await t.call('/users/me', {}, created.body.sessionToken);
    expect(me.body.objectId).toBe(created.body.objectId);
    expect((await userRow(created.body.objectId)).passwordHash).toBeNull();
    // No password: password login refuses it like a wrong one.
    expect((await t.call('/login', { username: 'ann@example.com', password: 'anything at all' })).body.code).toBe(101);

    const again = await socialLogin(await issuer.idToken({ ...ann, given_name: 'Changed' }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ objectId: created.body.objectId, firstName: 'Ann' });
    expect(again.body.sessionToken).not.toBe(created.body.sessionToken);
  });

  it('lets a user made by social login set a password by reset', async () => {
    const created = await socialLogin(await issuer.idToken({ sub: 'google-fay', email: 'fay@example.com', email_verified: true }));
    expect((await t.call('/requestPasswordReset', { email: 'fay@example.com' })).status).toBe(200);
    const link = await newestMailedLink(t, 'fay@example.com', '/resetPassword');
    const token = link!.searchParams.get('token')!;
    expect((await t.call('/user/password/reset', { token, password: 'fay has a password' })).status).toBe(200);
    const login = await t.call('/login', { username: 'fay@example.com', password: 'fay has a password' });
    expect(login.body).toMatchObject({ objectId: created.body.objectId, sessionToken: expect.stringMatching(/^r:/) });
  });

  it('mails a verification link to a new account whose e-mail the provider has not verified', async () => {
    await socialLogin(await issuer.idToken({ sub: 'google-gus', email: 'gus@example.com', email_verified: false }));
    expect(await newestMailedLink(t, 'gus@example.com', '/signup-verify')).toBeDefined();
  });

  it('links an existing account whose e-mail both sides have verified', async () => {
    const signUp = await t.call('/users', { username: 'bo', password: 'correct horse', email: 'bo@example.com' });
    await t.server.db.update(users).set({ emailVerified: true }).where(eq(users.objectId, signUp.body.objectId));

    const linked = await socialLogin(await issuer.idToken({ sub: 'google-bo', email: 'bo@example.com', email_verified: true }));
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ objectId: signUp.body.objectId, username: 'bo' });
    const links = await t.server.db.select().from(socialLogins).where(eq(socialLogins.userId, signUp.body.objectId));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: 'google-bo' })]);
    // The password still works beside it.
    expect((await t.call('/login', { username: 'bo', password: 'correct horse' })).status).toBe(200);

    // A second Google account with the same address cannot take the link over.
    const other = await socialLogin(await issuer.idToken({ sub: 'google-bo-2', email: 'bo@example.com', email_verified: true }));
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ code: 208, error: 'This account is already linked to another Google account.' });
  });

  it('refuses to link when either side has not verified the e-mail', async () => {
    const signUp = await t.call('/users', { username: 'cy', password: 'correct horse', email: 'cy@example.com' });
    const unverifiedToken = await socialLogin(await issuer.idToken({ sub: 'google-cy', email: 'cy@example.com', email_verified: false }));
    expect(unverifiedToken.status).toBe(400);
    expect(unverifiedToken.body).toEqual({ code: 203, error: 'Account already exists for this email address.' });
    // The account itself is not verified: whoever registered the address first proved nothing.
    const unverifiedAccount = await socialLogin(await issuer.idToken({ sub: 'google-cy', email: 'cy@example.com', email_verified: true }));
    expect(unverifiedAccount.body.code).toBe(203);
    expect(await t.server.db.select().from(socialLogins).where(eq(socialLogins.userId, signUp.body.objectId))).toEqual([]);
  });

  it('creates an unverified account from a token whose e-mail is not verified', async () => {
    const created = await socialLogin(await issuer.idToken({ sub: 'google-di', email: 'di@example.com', email_verified: false }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'di@example.com', emailVerified: false, firstName: '' });
  });

  it('asks for the code of a user with two-step verification', async () => {
    const created = await socialLogin(await issuer.idToken({ sub: 'google-ed', email: 'ed@example.com', email_verified: true }));
    await t.server.db.update(users).set({ mfaEnabled: true }).where(eq(users.objectId, created.body.objectId));
    const again = await socialLogin(await issuer.idToken({ sub: 'google-ed', email: 'ed@example.com', email_verified: true }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ mfaNeeded: true, tempId: expect.any(String) });
  });

  it('refuses tokens that fail a check with 401 saying which', async () => {
    const cases: Array<[Promise<string>, Record<string, string>, RegExp]> = [
      [issuer.idToken(ann, { audience: 'another-client' }), {}, /another application \(aud/],
      [issuer.idToken(ann, { issuer: 'https://evil.example.com' }), {}, /not issued by http:\/\/127\.0\.0\.1:\d+ \(iss\)/],
      [issuer.idToken(ann, { expiresIn: -3600 }), {}, /expired/],
      [issuer.idToken(ann, { foreignKey: true }), {}, /signature is not valid/],
      [issuer.idToken(ann, { nonce: 'the-real-nonce' }), { nonce: 'another-nonce' }, /nonce does not match/],
      [issuer.idToken(ann), { id: 'someone-else' }, /another user than authData\.id/],
      [Promise.resolve('not.a.token'), {}, /malformed/],
    ];
    for (const [token, extra, message] of cases) {
      const refused = await socialLogin(await token, extra);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(251);
      expect(refused.body.error).toMatch(message);
    }
  });

  it('answers bad authData with 400', async () => {
    const otherProvider = await t.call('/users', { authData: { facebook: { id_token: 'x' } } });
    expect(otherProvider.status).toBe(400);
    expect(otherProvider.body).toEqual({ code: 252, error: 'This authentication method is unsupported: facebook.' });
    const noToken = await t.call('/users', { authData: { google: { nonce: 'x' } } });
    expect(noToken.status).toBe(400);
    expect(noToken.body.error).toContain('id_token');
    const twoProviders = await t.call('/users', { authData: { google: { id_token: 'x' }, apple: { id_token: 'y' } } });
    expect(twoProviders.status).toBe(400);
    expect((await t.call('/users', { authData: {} })).status).toBe(400);
  });

  it('limits failed tokens per address like failed passwords', async () => {
    const expired = await issuer.idToken(ann, { expiresIn: -3600 });
    for (let attempt = 1; attempt < 20; attempt++) expect((await fromAddress(expired)).status).toBe(401);
    const twentieth = await fromAddress(expired);
    expect(twentieth.status).toBe(429);
    expect(twentieth.retryAfter).toBe('60');
    expect((await fromAddress(await issuer.idToken(ann))).status).toBe(429);
  });
});

describe('social login when not configured', () => {
  let bare: TestServer;
  beforeAll(async () => { bare = await startTestServer(); });
  afterAll(async () => { await bare?.close(); });

  it('offers no provider and refuses authData with a clear 400', async () => {
    expect((await bare.call('/auth/providers', { _method: 'GET' })).body).toEqual({ providers: [] });
    const refused = await bare.call('/users', { authData: { google: { id_token: await issuer.idToken(ann) } } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 252, error: 'Social login is not configured on this server.' });
  });
});
