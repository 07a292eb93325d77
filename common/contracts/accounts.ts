// Accounts: sign-up, login (with two-step verification), the user (01 §5, §7; docs/accounts-login.md).
import type { LoginErrorCode } from '../error-keys';

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


/** Body of a 429 answer: Parse's shape plus the seconds to wait (also in the Retry-After header). */
export interface TooManyAttemptsBody {
  code: typeof LoginErrorCode.TOO_MANY_ATTEMPTS;
  error: string;
  retryAfter: number;
}
