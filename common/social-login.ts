// Social login through an OpenID Connect provider (01 §4, §7; docs/accounts-login.md): the wire
// shapes shared by the console and the server.

/** One provider the console may offer: GET /auth/providers. */
export interface AuthProvider {
  /** Key of `authData` in POST /users, e.g. 'google'. */
  name: string;
  /** Shown as "Continue with {label}". */
  label: string;
  /** Where the console sends the browser with the authorization request. */
  authorizationEndpoint: string;
  clientId: string;
}

export interface AuthProvidersResponse {
  providers: AuthProvider[];
}

/** The provider's part of `authData` in POST /users: the ID token from the authorization response. */
export interface OidcAuthData {
  id_token: string;
  /** The nonce of the authorization request; the token's `nonce` claim must equal it. */
  nonce?: string;
  /** The provider's user id (Parse clients send it); the token's `sub` must equal it. */
  id?: string;
}

/** POST /users for social login: exactly one provider. */
export interface SocialLoginRequest {
  authData: Record<string, OidcAuthData>;
}

/** Parse's codes for social login refusals. */
export const SocialLoginErrorCode = {
  /** Another account of the provider is already linked to this user (HTTP 400). */
  ACCOUNT_ALREADY_LINKED: 208,
  /** The ID token did not pass verification (HTTP 401); the text says why. */
  INVALID_LINKED_SESSION: 251,
  /** Social login is off, or not with this provider (HTTP 400). */
  UNSUPPORTED_SERVICE: 252,
  /** Parse's CONNECTION_FAILED: the provider cannot be reached to check the token (HTTP 502). */
  PROVIDER_UNAVAILABLE: 100,
} as const;
