// The mail outbox holds reset and verification links: the takeover path of issue 12 must fail for
// anyone who is not the server's operator, wherever they connect from.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadOperatorToken } from '../security/operator';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
let operatorToken: string;
beforeAll(async () => {
  t = await startTestServer();
  operatorToken = await loadOperatorToken({ dataDir: t.dataDir });
});
afterAll(async () => { await t?.close(); });

const outbox = (headers: Record<string, string> = {}, url = '/dev/mail') =>
  t.server.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });

describe('the mail outbox without SMTP_URL', () => {
  it('refuses an anonymous caller who asked for a reset, even from the loopback address or through a proxy', async () => {
    await t.call('/users', { username: 'victim', password: 'correct horse battery', email: 'victim@example.com' });
    expect((await t.call('/requestPasswordReset', { email: 'victim@example.com' })).status).toBe(200);
    const attempts: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.0.0.1' }, { authorization: 'Bearer guess' }, { cookie: 'parley_operator=guess' }];
    for (const headers of attempts) {
      const page = await outbox(headers);
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('Operator only');
      expect(page.body).not.toContain('resetPassword');
      expect(page.body).not.toContain('victim@example.com');
    }
    expect((await outbox({}, '/dev/mail?token=guess')).statusCode).toBe(401);
  });

  it("lets the operator in with the token, and trades the printed link's token for a cookie", async () => {
    expect(t.server.mailOutboxLink).toBe(`http://localhost:8080/dev/mail?token=${operatorToken}`);
    const bearer = await outbox({ authorization: `Bearer ${operatorToken}` });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.body).toContain('/resetPassword?token=');

    const link = await outbox({}, `/dev/mail?token=${operatorToken}`);
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe('/dev/mail');
    const cookie = link.cookies.find((one) => one.name === 'parley_operator')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dev/' });
    const page = await outbox({ cookie: `parley_operator=${cookie.value}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('victim@example.com');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('keeps a generated token in DATA_DIR/operator-token for the server user only; OPERATOR_TOKEN wins', async () => {
    expect(await loadOperatorToken({ dataDir: t.dataDir })).toBe(operatorToken);
    expect((await stat(path.join(t.dataDir, 'operator-token'))).mode & 0o077).toBe(0);
    const configured = 'an-operator-token-set-by-configuration-000';
    expect(await loadOperatorToken(loadConfig({ DATA_DIR: t.dataDir, OPERATOR_TOKEN: configured }))).toBe(configured);
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
  });
});
