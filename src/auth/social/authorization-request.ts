// The OpenID Connect authorization request (implicit flow: response_type=id_token, the answer in the
// URL fragment) and its answer. `state` ties the answer to a request started in this tab; `nonce`
// ties the ID token to it. Both are kept in sessionStorage until the callback page reads them.
import type { AuthProvider } from '../../../common/contracts/accounts';

/** The console's page the provider sends the browser back to (register it at the provider). */
export const CALLBACK_PATH = '/login/callback';

const STORAGE_KEY = 'parley.socialLogin';

export interface PendingAuthorization {
  provider: string;
  label: string;
  state: string;
  nonce: string;
}

export type AuthorizationResponse =
  | { kind: 'token'; idToken: string; state: string | null }
  | { kind: 'error'; error: string; state: string | null };

function randomText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Keeps a new state and nonce for `provider` and answers the URL to send the browser to. */
export function authorizationUrl(provider: AuthProvider, origin = window.location.origin): string {
  const pending: PendingAuthorization = { provider: provider.name, label: provider.label, state: randomText(), nonce: randomText() };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: provider.clientId,
    redirect_uri: origin + CALLBACK_PATH,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
  }).toString();
  return url.toString();
}

/** The pending request of this tab, if any. */
export function readPendingAuthorization(): PendingAuthorization | null {
  const text = sessionStorage.getItem(STORAGE_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as PendingAuthorization;
  } catch {
    return null;
  }
}

/** Forgets the pending request once its answer is used: an answer works once. */
export function clearPendingAuthorization(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** The provider's answer in the callback URL's fragment (`#id_token=…&state=…` or `#error=…`). */
export function readAuthorizationResponse(hash: string): AuthorizationResponse | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  const error = params.get('error');
  if (error) return { kind: 'error', error, state };
  const idToken = params.get('id_token');
  return idToken ? { kind: 'token', idToken, state } : null;
}
