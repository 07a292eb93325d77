import { beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationUrl, clearPendingAuthorization, readAuthorizationResponse, readPendingAuthorization,
} from './authorization-request';

const google = { name: 'google', label: 'Google', authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'client-1' };

describe('the OpenID Connect authorization request', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for an ID token in the fragment, with a fresh state and nonce kept for the callback until used', () => {
    const url = new URL(authorizationUrl(google, 'https://console.example.com'));
    expect(url.origin + url.pathname).toBe(google.authorizationEndpoint);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'client-1', redirect_uri: 'https://console.example.com/login/callback',
      response_type: 'id_token', response_mode: 'fragment', scope: 'openid email profile',
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).not.toBe(params.state);

    expect(readPendingAuthorization()).toEqual({ provider: 'google', label: 'Google', state: params.state, nonce: params.nonce });
    clearPendingAuthorization();
    expect(readPendingAuthorization()).toBeNull();
    const second = new URL(authorizationUrl(google)).searchParams.get('state');
    expect(second).not.toBe(params.state);
  });

  it('reads the token, an error or nothing from the fragment', () => {
    expect(readAuthorizationResponse('#id_token=a.b.c&state=s1')).toEqual({ kind: 'token', idToken: 'a.b.c', state: 's1' });
    expect(readAuthorizationResponse('#error=access_denied&state=s2')).toEqual({ kind: 'error', error: 'access_denied', state: 's2' });
    expect(readAuthorizationResponse('#state=s3')).toBeNull();
    expect(readAuthorizationResponse('')).toBeNull();
  });
});
