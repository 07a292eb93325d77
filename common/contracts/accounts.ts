// Accounts: sign-up, social login, login (with two-step verification), the user, the profile, the
// password and e-mail verification calls, the login sessions (01 §4, §5, §7; docs/accounts-login.md,
// docs/accounts.md, docs/security.md): each request and answer as a TypeBox schema with its inferred
// type under the same name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PROFILE_LANGUAGES } from '../account-profile';
import { LoginErrorCode } from '../error-keys';
import { PASSWORD_MAX_LENGTH } from '../password-policy';
import { errorAnswers, FunctionResponse, Id, IsoTime, ObjectId } from './base';
import { StringEnum } from './keywords';

/** An answer with no fields. */
export const EmptyResponse = Type.Object({});
export type EmptyResponse = Static<typeof EmptyResponse>;

/** POST /users */
export const SignUpRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  language: Type.Optional(Type.String({ maxLength: 20 })),
});
export type SignUpRequest = Static<typeof SignUpRequest>;
/** Answer of POST /users (201). */
export const SignUpResponse = Type.Object({ objectId: Type.String(), createdAt: IsoTime, sessionToken: Type.String() });
export type SignUpResponse = Static<typeof SignUpResponse>;

/**
 * POST /functions/checkSignupEmail: sign-up's first step asks whether the address is free. Free:
 * `{result: {available: true}}`; taken: sign-up's own 400 `{code: 203}` (docs/security.md).
 */
export const CheckSignupEmailRequest = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) });
export type CheckSignupEmailRequest = Static<typeof CheckSignupEmailRequest>;
export const CheckSignupEmailResult = Type.Object({ available: Type.Literal(true) });
export type CheckSignupEmailResult = Static<typeof CheckSignupEmailResult>;

/** POST /user/login (with _method GET) and POST /login */
export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** A user as the API returns it; `sessionToken` only on login and sign-up. */
export const User = Type.Object({
  objectId: Type.String(),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  language: Type.String(),
  emailVerified: Type.Boolean(),
  /** URL of the profile picture (GET /user/picture/…, no session needed), when there is one. */
  picture: Type.Optional(Type.String()),
  /** The onboarding carousel was finished or skipped (spelled so, 01 §3). */
  toturialDisabled: Type.Optional(Type.Boolean()),
  createdAt: IsoTime,
  updatedAt: IsoTime,
  sessionToken: Type.Optional(Type.String()),
  /** Two-step verification (TOTP) is on: login answers `MfaNeededResponse` first. */
  mfa: Type.Optional(Type.Boolean()),
});
export type User = Static<typeof User>;

/** Answer of a login with the right password for a user with two-step verification on. */
export const MfaNeededResponse = Type.Object({
  mfaNeeded: Type.Literal(true),
  /** Short-lived (5 minutes), single-use id of this login attempt, for POST /user/login_totp. */
  tempId: Type.String(),
});
export type MfaNeededResponse = Static<typeof MfaNeededResponse>;

/** A six-digit code of the authenticator app. */
const TotpCode = Type.String({ pattern: '^[0-9]{6}$' });

/** POST /user/login_totp: the second step of a login; answers the User with `sessionToken`. */
export const LoginTotpRequest = Type.Object({ tempId: Type.String({ minLength: 1, maxLength: 200 }), code: TotpCode });
export type LoginTotpRequest = Static<typeof LoginTotpRequest>;

/** PUT /user/mfa/generate_code (signed in): a new TOTP secret, on once PUT /user/update confirms it with a code. */
export const MfaGenerateRequest = Type.Object({ method: Type.Optional(StringEnum(['totp'])) });
export type MfaGenerateRequest = Static<typeof MfaGenerateRequest>;
export const MfaGenerateResponse = Type.Object({
  /** Base32 secret, for manual entry in an authenticator app. */
  secret: Type.String(),
  /** otpauth://totp/… URI the QR code encodes. */
  uri: Type.String(),
  /** data: URL of an SVG QR code of `uri`. */
  qr: Type.String(),
});
export type MfaGenerateResponse = Static<typeof MfaGenerateResponse>;

/** Body of a 429 answer: Parse's shape plus the seconds to wait (also in the Retry-After header). */
export const TooManyAttemptsBody = Type.Object({
  code: Type.Literal(LoginErrorCode.TOO_MANY_ATTEMPTS),
  error: Type.String(),
  retryAfter: Type.Number(),
});
export type TooManyAttemptsBody = Static<typeof TooManyAttemptsBody>;

/** The id of a user in a path: /user/update/{id}, /classes/_User/{id}, /user/picture/{id} (a file id). */
export const UserIdParams = Type.Object({ id: ObjectId });
export type UserIdParams = Static<typeof UserIdParams>;

const EmailField = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH });

/**
 * POST /classes/_User/{id} with `_method: 'PUT'` (01 §7; own id only). `userEmail` is another name
 * of `email`. A new e-mail is lowercased, must be unused, and has to be verified again.
 */
export const UpdateUserRequest = Type.Object({
  email: Type.Optional(EmailField),
  userEmail: Type.Optional(EmailField),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
  toturialDisabled: Type.Optional(Type.Boolean()),
});
export type UpdateUserRequest = Static<typeof UpdateUserRequest>;

const NameField = Type.String({ maxLength: NAME_MAX_LENGTH });

/**
 * PUT /user/update/{id} (01 §7; own id only): profile fields. `picture` is the objectId (or `url`)
 * of an image the user uploaded; empty keeps the current picture (01 §5). `mfa` with the `code`
 * of the authenticator app turns two-step verification on (after generate_code) or off.
 */
export const UpdateProfileRequest = Type.Object({
  firstName: Type.Optional(NameField),
  lastName: Type.Optional(NameField),
  language: Type.Optional(StringEnum(PROFILE_LANGUAGES)),
  picture: Type.Optional(Type.String({ maxLength: 300 })),
  mfa: Type.Optional(Type.Boolean()),
  code: Type.Optional(TotpCode),
}, {
  // The code of the authenticator app goes with the switch, and only with it.
  dependencies: { mfa: ['code'], code: ['mfa'] },
});
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>;

const PasswordField = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

/** POST /requestPasswordReset: mails a reset link. */
export const RequestPasswordResetRequest = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
export type RequestPasswordResetRequest = Static<typeof RequestPasswordResetRequest>;
/** POST /user/password/reset: 01 §7 sends `{username, password, token}`; `username` (name or e-mail), when given, must be the token's user. */
export const ResetPasswordRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: PasswordField,
  username: Type.Optional(Type.String({ maxLength: 254 })),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;
/** POST /user/password/change: 01 §7 sends `{username, oldPassword, newPassword}`; `{password}` alone is accepted too. */
export const ChangePasswordRequest = Type.Object({
  password: Type.Optional(PasswordField),
  newPassword: Type.Optional(PasswordField),
  oldPassword: Type.Optional(PasswordField),
  username: Type.Optional(Type.String({ maxLength: 254 })),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** POST /user/verify_email: the token of the mailed link. */
export const VerifyEmailRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type VerifyEmailRequest = Static<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = Type.Object({ objectId: Type.String(), email: Type.String(), emailVerified: Type.Literal(true) });
export type VerifyEmailResponse = Static<typeof VerifyEmailResponse>;
/** POST /verificationEmailRequest (Parse's name): mails a new link; always answers {}. */
export const VerificationEmailRequest = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  objectId: Type.Optional(Type.String({ maxLength: 40 })),
});
export type VerificationEmailRequest = Static<typeof VerificationEmailRequest>;

// The signed-in user's login sessions (docs/security.md): listed under Account settings, each can
// be ended, or all but the current one.
//   POST /sessions {_method:'GET'}             → SessionListResponse (newest activity first)
//   POST /sessions/{objectId} {_method:'DELETE'} → {} ; 404 when it is not one of the caller's live sessions
//   POST /functions/revokeOtherSessions        → {result: RevokeOtherSessionsResult}
// Ending a session closes its sockets at once; its console then goes to /login.

export const SessionInfo = Type.Object({
  objectId: Type.String(),
  /** When the user logged in (ISO). */
  createdAt: IsoTime,
  /** The session's last request (ISO; kept to the minute). */
  lastSeenAt: IsoTime,
  /** When it ends unless used again (ISO): the earlier of the idle timeout and the absolute lifetime. */
  expiresAt: IsoTime,
  /** The browser and its major version ("Chrome 156"), '' when the user agent does not say. */
  browser: Type.String(),
  /** The operating system ("Linux", "macOS", "Windows"), '' when unknown. */
  os: Type.String(),
  /** The client address of its last request, as the server sees it (behind TRUST_PROXY: the forwarded one). */
  ipAddress: Type.String(),
  /** The session of this very request. */
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;
export const SessionListResponse = Type.Object({ results: Type.Array(SessionInfo) });
export type SessionListResponse = Static<typeof SessionListResponse>;
export const RevokeOtherSessionsResult = Type.Object({
  /** How many sessions were ended. */
  revoked: Type.Integer(),
});
export type RevokeOtherSessionsResult = Static<typeof RevokeOtherSessionsResult>;

// Social login through an OpenID Connect provider (01 §4, §7); its error codes: common/social-login.ts.

/** One provider the console may offer: GET /auth/providers. */
export const AuthProvider = Type.Object({
  /** Key of `authData` in POST /users, e.g. 'google'. */
  name: Type.String(),
  /** Shown as "Continue with {label}". */
  label: Type.String(),
  /** Where the console sends the browser with the authorization request. */
  authorizationEndpoint: Type.String(),
  clientId: Type.String(),
});
export type AuthProvider = Static<typeof AuthProvider>;
export const AuthProvidersResponse = Type.Object({ providers: Type.Array(AuthProvider) });
export type AuthProvidersResponse = Static<typeof AuthProvidersResponse>;

/** The provider's part of `authData` in POST /users: the ID token from the authorization response. */
export const OidcAuthData = Type.Object({
  id_token: Type.String({ minLength: 1, maxLength: 16384 }),
  /** The nonce of the authorization request; the token's `nonce` claim must equal it. */
  nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** The provider's user id (Parse clients send it); the token's `sub` must equal it. */
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
export type OidcAuthData = Static<typeof OidcAuthData>;

/** POST /users for social login: exactly one provider. */
export const SocialLoginRequest = Type.Object({
  authData: Type.Unsafe<Record<string, OidcAuthData>>({
    type: 'object',
    minProperties: 1,
    maxProperties: 1,
    propertyNames: { pattern: '^[a-z0-9_-]{1,40}$' },
    additionalProperties: OidcAuthData,
  }),
});
export type SocialLoginRequest = Static<typeof SocialLoginRequest>;

/** The body of POST /users: social login when it has `authData`, else a sign-up. */
const UsersBody = Type.Unsafe<SignUpRequest | SocialLoginRequest>({
  type: 'object',
  if: { required: ['authData'] },
  // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
  then: SocialLoginRequest,
  else: SignUpRequest,
});

/** A login's answer: the user with a session, or the TOTP step. */
const LoginAnswer = Type.Union([MfaNeededResponse, User]);
/** Answers of the login calls: a 429 carries the seconds to wait (TooManyAttemptsBody), which ErrorBody lets through. */
const loginAnswers = { 200: LoginAnswer, ...errorAnswers } as const;

const SessionParams = Type.Object({ id: Id });

/** The routes' schemas: what each validates and answers. */
export const AccountRoutes = {
  /** 201 SignUpResponse for a sign-up; social login: 201 User for a new account, else 200 User or MfaNeededResponse. */
  users: { body: UsersBody, response: { ...loginAnswers, 201: Type.Union([User, SignUpResponse]) } },
  login: { body: LoginRequest, response: loginAnswers },
  loginTotp: { body: LoginTotpRequest, response: { 200: User, ...errorAnswers } },
  logout: { response: { 200: EmptyResponse, ...errorAnswers } },
  me: { response: { 200: User, ...errorAnswers } },
  mfaGenerate: { body: MfaGenerateRequest, response: { 200: MfaGenerateResponse, ...errorAnswers } },
  updateProfile: { params: UserIdParams, body: UpdateProfileRequest, response: { 200: User, ...errorAnswers } },
  user: { params: UserIdParams, body: UpdateUserRequest, response: { 200: User, ...errorAnswers } },
  /** Answers the file itself. */
  picture: { params: UserIdParams },
  requestPasswordReset: { body: RequestPasswordResetRequest, response: { 200: EmptyResponse, ...errorAnswers } },
  resetPassword: { body: ResetPasswordRequest, response: { 200: EmptyResponse, ...errorAnswers } },
  changePassword: { body: ChangePasswordRequest, response: { 200: EmptyResponse, ...errorAnswers } },
  verifyEmail: { body: VerifyEmailRequest, response: { 200: VerifyEmailResponse, ...errorAnswers } },
  verificationEmailRequest: { body: VerificationEmailRequest, response: { 200: EmptyResponse, ...errorAnswers } },
  authProviders: { response: { 200: AuthProvidersResponse, ...errorAnswers } },
  /** A 429 carries the seconds to wait (TooManyAttemptsBody). */
  checkSignupEmail: { body: CheckSignupEmailRequest, response: { 200: FunctionResponse(CheckSignupEmailResult), ...errorAnswers } },
};
export const SessionRoutes = {
  list: { response: { 200: SessionListResponse, ...errorAnswers } },
  end: { params: SessionParams, response: { 200: EmptyResponse, ...errorAnswers } },
  revokeOthers: { response: { 200: FunctionResponse(RevokeOtherSessionsResult), ...errorAnswers } },
};
