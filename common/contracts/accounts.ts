// Accounts: sign-up, login (with two-step verification), the user (01 §5, §7; docs/accounts-login.md).

/** POST /users */
export interface SignUpRequest {
  username: string;
  password: string;
  email: string;
  firstName?: string;
  lastName?: string;
  language?: string;
}
/** Answer of POST /users (201). */
export interface SignUpResponse {
  objectId: string;
  createdAt: string;
  sessionToken: string;
}

/** POST /user/login (with _method GET) and POST /login */
export interface LoginRequest {
  username: string;
  password: string;
}

/** A user as the API returns it; `sessionToken` only on login and sign-up. */
export interface User {
  objectId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  emailVerified: boolean;
  /** URL of the profile picture (GET /user/picture/…, no session needed), when there is one. */
  picture?: string;
  /** The onboarding carousel was finished or skipped (spelled so, 01 §3). */
  toturialDisabled?: boolean;
  createdAt: string;
  updatedAt: string;
  sessionToken?: string;
  /** Two-step verification (TOTP) is on: login answers `MfaNeededResponse` first. */
  mfa?: boolean;
}

/** Answer of a login with the right password for a user with two-step verification on. */
export interface MfaNeededResponse {
  mfaNeeded: true;
  /** Short-lived (5 minutes), single-use id of this login attempt, for POST /user/login_totp. */
  tempId: string;
}

/** POST /user/login_totp: the second step of a login; answers the User with `sessionToken`. */
export interface LoginTotpRequest {
  tempId: string;
  code: string;
}

/** PUT /user/mfa/generate_code (signed in): a new TOTP secret, on once PUT /user/update confirms it with a code. */
export interface MfaGenerateRequest {
  method?: 'totp';
}
export interface MfaGenerateResponse {
  /** Base32 secret, for manual entry in an authenticator app. */
  secret: string;
  /** otpauth://totp/… URI the QR code encodes. */
  uri: string;
  /** data: URL of an SVG QR code of `uri`. */
  qr: string;
}

/** Error codes of the login path (besides Parse's 101 'Invalid username/password.'): Parse's own. */
export const LoginErrorCode = {
  /** Parse's REQUEST_LIMIT_EXCEEDED: too many failed attempts; HTTP 429 with Retry-After. */
  TOO_MANY_ATTEMPTS: 155,
  /** Parse's MFA_ERROR: a wrong or used code, an unknown or expired tempId, a setup out of order (HTTP 400). */
  MFA_ERROR: 210,
} as const;

export const LoginErrorText = {
  MFA_CODE_INVALID: 'Invalid authentication code.',
  MFA_TEMP_ID_INVALID: 'This login attempt has expired or was already used. Log in again.',
  MFA_ALREADY_ON: 'Two-step verification is already on.',
} as const;

/** Body of a 429 answer: Parse's shape plus the seconds to wait (also in the Retry-After header). */
export interface TooManyAttemptsBody {
  code: typeof LoginErrorCode.TOO_MANY_ATTEMPTS;
  error: string;
  retryAfter: number;
}
