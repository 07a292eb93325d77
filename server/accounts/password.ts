// Password reset (mailed link /resetPassword?token=…) and change (signed in). The policy lives in
// common/password-policy.ts, shared with the console.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ParseErrorCode, ParseErrorText } from '../../common/parse';
import {
  AccountErrorText, meetsPasswordPolicy, noUserWithEmail, PASSWORD_MAX_LENGTH, RESET_PASSWORD_TOKEN_TTL_MS,
} from '../../common/password-policy';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { mailerFor } from '../mail';
import { passwordResetMail } from '../mail/templates';
import { hashPassword, verifyAccountPassword } from '../security/passwords';
import type { Services } from '../services';
import { revokeUserSessions } from './sessions';
import { consumeToken, issueToken } from './verification-tokens';

export interface RequestPasswordResetRequest {
  email: string;
}

/** 01 §7 sends `{username, password, token}`; `username` (name or e-mail), when given, must be the token's user. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  username?: string;
}

/** 01 §7 sends `{username, oldPassword, newPassword}`; `{password}` alone is accepted too. */
export interface ChangePasswordRequest {
  password?: string;
  newPassword?: string;
  oldPassword?: string;
  username?: string;
}

const passwordField = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH };

const requestResetSchema = {
  body: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', minLength: 1, maxLength: 254 } },
  },
};

const resetSchema = {
  body: {
    type: 'object',
    required: ['token', 'password'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 200 },
      password: passwordField,
      username: { type: 'string', maxLength: 254 },
    },
  },
};

const changeSchema = {
  body: {
    type: 'object',
    properties: {
      password: passwordField,
      newPassword: passwordField,
      oldPassword: passwordField,
      username: { type: 'string', maxLength: 254 },
    },
  },
};

export const passwordPolicyError = () => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, AccountErrorText.PASSWORD_POLICY);
const invalidResetToken = () => new ApiError(400, ParseErrorCode.OTHER_CAUSE, AccountErrorText.INVALID_RESET_TOKEN);
const invalidLogin = () => new ApiError(404, ParseErrorCode.OBJECT_NOT_FOUND, ParseErrorText.INVALID_LOGIN);

/** Throws Parse's policy error for a password the policy refuses. */
export function assertPasswordPolicy(password: string): void {
  if (!meetsPasswordPolicy(password)) throw passwordPolicyError();
}

async function setPassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.objectId, userId));
}

export async function passwordRoutes(app: FastifyInstance, { db, config, realtime }: Services): Promise<void> {
  app.post<{ Body: RequestPasswordResetRequest }>('/requestPasswordReset', { schema: requestResetSchema }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new ApiError(400, ParseErrorCode.EMAIL_NOT_FOUND, noUserWithEmail(email));
    const token = await issueToken(db, user.objectId, 'reset-password', RESET_PASSWORD_TOKEN_TTL_MS);
    const link = `${config.publicUrl}/resetPassword?token=${encodeURIComponent(token)}`;
    await mailerFor(config).send({ to: user.email, ...passwordResetMail(user.firstName, link) });
    return {};
  });

  app.post<{ Body: ResetPasswordRequest }>('/user/password/reset', { schema: resetSchema }, async (request) => {
    const { token, password, username } = request.body;
    // The policy first: a weak password must not use up the link.
    assertPasswordPolicy(password);
    const newHash = await hashPassword(password);
    const ended = await db.transaction(async (tx) => {
      const userId = await consumeToken(tx, token, 'reset-password');
      if (!userId) throw invalidResetToken();
      const [user] = await tx.select().from(users).where(eq(users.objectId, userId)).limit(1);
      if (!user) throw invalidResetToken();
      if (username !== undefined && username !== '' && username !== user.username && username.toLowerCase() !== user.email) {
        throw invalidResetToken();
      }
      // Whoever follows the mailed link owns the address: it is verified now.
      await tx.update(users).set({ passwordHash: newHash, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.objectId, userId));
      return revokeUserSessions(tx, userId);
    });
    realtime.endSessions(ended);
    return {};
  });

  app.post<{ Body: ChangePasswordRequest }>('/user/password/change', { schema: changeSchema }, async (request) => {
    const user = await requireUser(db, request);
    const password = request.body.newPassword ?? request.body.password;
    if (password === undefined) throw new ApiError(400, ParseErrorCode.VALIDATION_ERROR, "body must have required property 'password'");
    const { oldPassword } = request.body;
    if (oldPassword !== undefined && !(await verifyAccountPassword(user.passwordHash, oldPassword))) throw invalidLogin();
    assertPasswordPolicy(password);
    await setPassword(db, user.objectId, password);
    // Other devices must log in again with the new password; this one stays signed in.
    realtime.endSessions(await revokeUserSessions(db, user.objectId, { exceptToken: request.envelope.sessionToken }));
    return {};
  });
}
