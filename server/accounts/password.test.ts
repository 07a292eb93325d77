import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../db/schema';
import { newestMailedLink } from '../mail/outbox-reader';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

const PASSWORD = 'correct horse';
const POLICY = 'Password does not meet the Password Policy requirements.';

const signUp = async (name: string) => {
  const email = `${name}@example.com`;
  const answer = await t.call('/users', { username: name, password: PASSWORD, email, firstName: name });
  expect(answer.status).toBe(201);
  return { email, userId: answer.body.objectId as string, session: answer.body.sessionToken as string };
};

const logIn = (username: string, password: string) => t.call('/login', { username, password });

const resetToken = async (email: string) => {
  const link = await newestMailedLink(t, email, '/resetPassword');
  expect(link, `no reset mail to ${email}`).toBeDefined();
  return link!.searchParams.get('token')!;
};

describe('password reset', () => {
  it('mails a link; the new password works, the old one and every session stop working', async () => {
    const { email, userId, session } = await signUp('rita');
    const requested = await t.call('/requestPasswordReset', { email: ' Rita@Example.com ' });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({});
    const token = await resetToken(email);

    const reset = await t.call('/user/password/reset', { token, password: 'a new horse' });
    expect(reset.status).toBe(200);
    expect((await logIn('rita', PASSWORD)).body).toEqual({ code: 101, error: 'Invalid username/password.' });
    expect((await logIn(email, 'a new horse')).status).toBe(200);
    expect((await t.call('/users/me', {}, session)).body.code).toBe(209);
    // Following the mailed link proves the address.
    const [row] = await t.server.db.select().from(users).where(eq(users.objectId, userId));
    expect(row!.emailVerified).toBe(true);

    // Single use.
    const reused = await t.call('/user/password/reset', { token, password: 'third horse!' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: -1, error: 'Invalid password reset token.' });
    expect((await logIn('rita', 'a new horse')).status).toBe(200);
  });

  it('answers 205 for an unknown e-mail and 400 for bad input', async () => {
    const unknown = await t.call('/requestPasswordReset', { email: 'Nobody@Example.com' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ code: 205, error: 'No user found with email nobody@example.com.' });
    const missing = await t.call('/requestPasswordReset', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('email');
    expect((await t.call('/requestPasswordReset', { email: ['a@example.com'] })).status).toBe(400);
    expect((await t.call('/user/password/reset', { token: 'x' })).body.error).toContain('password');
    expect((await t.call('/user/password/reset', { password: 'long enough' })).body.error).toContain('token');
  });

  it('refuses an expired token, a weak password (without using up the link) and another user name', async () => {
    const { email, userId } = await signUp('walt');
    await t.call('/requestPasswordReset', { email });
    const token = await resetToken(email);

    const weak = await t.call('/user/password/reset', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ code: 142, error: POLICY });

    const otherName = await t.call('/user/password/reset', { token, password: 'long enough', username: 'rita' });
    expect(otherName.body.error).toBe('Invalid password reset token.');

    // A new request replaces the earlier link.
    await t.call('/requestPasswordReset', { email });
    const newer = await resetToken(email);
    expect(newer).not.toBe(token);
    expect((await t.call('/user/password/reset', { token: newer, password: 'long enough', username: 'walt' })).status).toBe(200);

    await t.call('/requestPasswordReset', { email });
    const late = await resetToken(email);
    await t.server.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(emailTokens.userId, userId));
    const expired = await t.call('/user/password/reset', { token: late, password: 'even longer one' });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('Invalid password reset token.');
    expect((await logIn('walt', 'long enough')).status).toBe(200);
  });
});

describe('password change', () => {
  it('changes the signed-in user password and signs out the other sessions', async () => {
    const { session } = await signUp('carl');
    const other = (await logIn('carl', PASSWORD)).body.sessionToken as string;

    const changed = await t.call('/user/password/change', { username: 'carl', oldPassword: PASSWORD, newPassword: 'changed horse' }, session);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({});
    expect((await logIn('carl', PASSWORD)).status).toBe(404);
    expect((await logIn('carl', 'changed horse')).status).toBe(200);
    expect((await t.call('/users/me', {}, session)).status).toBe(200);
    expect((await t.call('/users/me', {}, other)).body.code).toBe(209);

    // {password} alone, as the brief shape.
    expect((await t.call('/user/password/change', { password: 'changed twice' }, session)).status).toBe(200);
    expect((await logIn('carl', 'changed twice')).status).toBe(200);
  });

  it('refuses a wrong old password, a weak password, no session and bad input', async () => {
    const { session } = await signUp('dora');
    const wrongOld = await t.call('/user/password/change', { oldPassword: 'not it at all', newPassword: 'long enough' }, session);
    expect(wrongOld.status).toBe(404);
    expect(wrongOld.body.error).toBe('Invalid username/password.');

    const weak = await t.call('/user/password/change', { oldPassword: PASSWORD, newPassword: '1234567' }, session);
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ code: 142, error: POLICY });

    expect((await t.call('/user/password/change', { newPassword: 'long enough' })).body.code).toBe(209);
    const none = await t.call('/user/password/change', {}, session);
    expect(none.status).toBe(400);
    expect(none.body.error).toContain('password');
    expect((await t.call('/user/password/change', { newPassword: { value: 'long enough' } }, session)).status).toBe(400);
    expect((await logIn('dora', PASSWORD)).status).toBe(200);
  });

  it('limits guessing the current password like a login: 429 with Retry-After at the 5th wrong one, the right one waits too', async () => {
    const { session } = await signUp('gwen');
    const change = (oldPassword: string) => t.call('/user/password/change', { oldPassword, newPassword: 'long enough' }, session);
    for (let attempt = 1; attempt < 5; attempt++) expect((await change(`guess number ${attempt}`)).status).toBe(404);
    const limited = await change('guess number 5');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 155, retryAfter: 60 });
    expect((await change(PASSWORD)).status).toBe(429);
  });

  it('applies the policy at sign-up too', async () => {
    const weak = await t.call('/users', { username: 'tiny', password: 'short', email: 'tiny@example.com' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ code: 142, error: POLICY });
  });
});
