import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

/** A check from a given client address (Fastify inject sets the socket's remote address). */
async function check(address: string, email: string) {
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/functions/checkSignupEmail',
    remoteAddress: address,
    payload: { _ApplicationId: 'parley', email },
  });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

describe('POST /functions/checkSignupEmail (sign-up step 1)', () => {
  it('answers a free address available and a taken one with sign-up\'s own 203, as username or e-mail', async () => {
    expect((await t.call('/users', { username: 'dora', password: 'correct horse', email: 'dora@example.com' })).status).toBe(201);
    expect((await t.call('/users', { username: 'old@example.com', password: 'correct horse', email: 'eli@example.com' })).status).toBe(201);
    expect(await check('10.0.2.1', 'new@example.com')).toMatchObject({ status: 200, body: { result: { available: true } } });
    const taken = { status: 400, body: { code: 203, error: 'Account already exists for this email address.' } };
    expect(await check('10.0.2.1', 'Dora@Example.com')).toMatchObject(taken);
    expect(await check('10.0.2.1', 'old@example.com')).toMatchObject(taken);
  });

  it('limits one client address to 20 checks, then answers 429 with the wait; other addresses go on', async () => {
    for (let index = 0; index < 20; index++) expect((await check('10.0.3.1', `n${index}@example.com`)).status).toBe(200);
    const refused = await check('10.0.3.1', 'one-more@example.com');
    expect(refused).toMatchObject({ status: 429, body: { code: 155, retryAfter: 60 }, retryAfter: '60' });
    expect((await check('10.0.3.2', 'one-more@example.com')).status).toBe(200);
  });
});
