import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInIssuer, type StandInIssuer } from '../../testing/oidc-issuer';
import { openIdProvider } from './oidc-provider';

let issuer: StandInIssuer;
beforeAll(async () => { issuer = await startStandInIssuer(); });
afterAll(async () => { await issuer?.close(); });

const configFor = (url: string, clientId = 'parley-test-client') => ({ provider: 'google', label: 'Google', issuer: url, clientId });

describe('openIdProvider', () => {
  it('returns the claims of a valid token, e-mail lowercased', async () => {
    const provider = openIdProvider(configFor(issuer.issuer));
    const token = await issuer.idToken({ sub: 's-1', email: 'Zoe@Example.com', email_verified: true, given_name: 'Zoe' }, { nonce: 'n' });
    await expect(provider.verifyIdToken(token, { nonce: 'n', subject: 's-1' })).resolves.toEqual({
      subject: 's-1', email: 'zoe@example.com', emailVerified: true, givenName: 'Zoe', familyName: undefined, locale: undefined,
    });
  });

  it('answers 502 when the provider cannot be reached, and tries again later', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const provider = openIdProvider(configFor(url));
    await expect(provider.verifyIdToken(await issuer.idToken({ sub: 's' }), {}))
      .rejects.toMatchObject({ statusCode: 502, code: 100, message: 'Google cannot be reached to check the sign-in. Try again later.' });
    await expect(provider.discover()).rejects.toThrow('fetch failed');
  });

  it('refuses a discovery document that names another issuer', async () => {
    // The stand-in names itself by 127.0.0.1; reached as localhost, the names differ.
    const provider = openIdProvider(configFor(issuer.issuer.replace('127.0.0.1', 'localhost')));
    await expect(provider.discover()).rejects.toThrow(/names issuer/);
    await expect(provider.verifyIdToken(await issuer.idToken({ sub: 's' }), {})).rejects.toMatchObject({ statusCode: 502 });
  });
});
