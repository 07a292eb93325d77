// A stand-in OpenID Connect provider for tests (server tests and e2e): discovery document, JWKS and
// an authorization endpoint that signs the user in at once, with a key made for the test run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TokenOptions {
  nonce?: string;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the issuer does not publish. */
  foreignKey?: boolean;
}

export interface StandInIssuer {
  issuer: string;
  clientId: string;
  /** An ID token for `identity`, signed like the real provider would (unless options say otherwise). */
  idToken(identity: Identity, options?: TokenOptions): Promise<string>;
  /** Who the authorization endpoint signs in next. */
  signInAs(identity: Identity): void;
  /** The next authorization request is declined by the "user" (error=access_denied). */
  denyNext(): void;
  close(): Promise<void>;
}

const KEY_ID = 'test-key';

export async function startStandInIssuer(clientId = 'parley-test-client'): Promise<StandInIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, use: 'sig', alg: 'RS256' };
  let issuer = '';
  let next: Identity = { sub: 'subject-1', email: 'someone@example.com', email_verified: true };
  let deny = false;

  const idToken = (identity: Identity, options: TokenOptions = {}) => {
    const key: CryptoKey = options.foreignKey ? foreign.privateKey : privateKey;
    const payload: JWTPayload = { ...identity, ...(options.nonce ? { nonce: options.nonce } : {}) };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? clientId)
      .setSubject(identity.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600))
      .sign(key);
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] });
    if (url.pathname === '/authorize') {
      // A real provider would ask the user first; this one has already "signed in" `next`.
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      const refuse = (error: string) => response.writeHead(302, { location: `${redirectUri}#error=${error}&state=${encodeURIComponent(state)}` }).end();
      if (url.searchParams.get('client_id') !== clientId) return refuse('unauthorized_client');
      if (deny) {
        deny = false;
        return refuse('access_denied');
      }
      const nonce = url.searchParams.get('nonce');
      const scopes = url.searchParams.get('scope')?.split(' ') ?? [];
      if (url.searchParams.get('response_type') !== 'id_token' || !nonce || !scopes.includes('openid')) return refuse('invalid_request');
      void idToken(next, { nonce }).then((token) => {
        const fragment = new URLSearchParams({ id_token: token, state });
        response.writeHead(302, { location: `${redirectUri}#${fragment}` }).end();
      });
      return undefined;
    }
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    idToken,
    signInAs(identity) { next = identity; },
    denyNext() { deny = true; },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
