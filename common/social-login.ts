// Social login through an OpenID Connect provider (01 §4, §7; docs/accounts-login.md): the error
// codes shared by the console and the server (the wire shapes: common/contracts/accounts.ts).

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
