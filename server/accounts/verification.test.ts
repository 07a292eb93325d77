import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../db/schema';
import { newestMailedLink } from '../mail/outbox-reader';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const signUp = async (name: string) => {
  const email = `${name}@example.com`;
  const answer = await t.call('/users', { username: name, password: 'correct horse', email, firstName: name });
  expect(answer.status).toBe(201);
  return { email, userId: answer.body.objectId as string, token: answer.body.sessionToken as string };
};

const verifyLink = async (email: string) => {
  const link = await newestMailedLink(t, email, '/signup-verify');
  expect(link, `no verification mail to ${email}`).toBeDefined();
  return link!.searchParams.get('token')!;
};

const emailVerified = async (userId: string) =>
  (await t.server.db.select({ verified: users.emailVerified }).from(users).where(eq(users.objectId, userId)))[0]?.verified;

describe('e-mail verification', () => {
  it('mails a link at sign-up that verifies the address once', async () => {
    const { email, userId, token: session } = await signUp('vera');
    expect(await emailVerified(userId)).toBe(false);
    const token = await verifyLink(email);
    expect(token.length).toBeGreaterThan(30);
    // Only the hash is stored.
    const stored = await t.server.db.select().from(emailTokens).where(eq(emailTokens.userId, userId));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const verified = await t.call('/user/verify_email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ objectId: userId, email, emailVerified: true });
    expect(await emailVerified(userId)).toBe(true);
    expect((await t.call('/users/me', {}, session)).body.emailVerified).toBe(true);

    const again = await t.call('/user/verify_email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: -1, error: 'Invalid e-mail verification token.' });
  });

  it('refuses an expired, unknown or missing token', async () => {
    const { email, userId } = await signUp('exp');
    const token = await verifyLink(email);
    await t.server.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, userId));
    const expired = await t.call('/user/verify_email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('Invalid e-mail verification token.');
    expect(await emailVerified(userId)).toBe(false);

    expect((await t.call('/user/verify_email', { token: 'made-up' })).status).toBe(400);
    const missing = await t.call('/user/verify_email', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('token');
    const wrongType = await t.call('/user/verify_email', { token: 42 });
    expect(wrongType.status).toBe(400);
  });

  it('resends on request; the new link replaces the old; the answer never tells whether the address exists', async () => {
    const { email, userId } = await signUp('resa');
    const first = await verifyLink(email);
    const resent = await t.call('/verificationEmailRequest', { email: email.toUpperCase() });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({});
    const second = await verifyLink(email);
    expect(second).not.toBe(first);
    expect((await t.call('/user/verify_email', { token: first })).status).toBe(400);
    expect((await t.call('/user/verify_email', { token: second })).status).toBe(200);
    expect(await emailVerified(userId)).toBe(true);

    const unknown = await t.call('/verificationEmailRequest', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({});
    expect(await newestMailedLink(t, 'nobody@example.com', '/signup-verify')).toBeUndefined();

    // Already verified: no new mail, same answer.
    const verifiedAgain = await t.call('/verificationEmailRequest', { email });
    expect(verifiedAgain.body).toEqual({});
    expect(await verifyLink(email)).toBe(second);

    const bad = await t.call('/verificationEmailRequest', { mail: email });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('email');
  });

  it('needs the application id', async () => {
    const answer = await t.request('POST', '/verificationEmailRequest', { email: 'a@example.com' });
    expect(answer.status).toBe(403);
  });
});
