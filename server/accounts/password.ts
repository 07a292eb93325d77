// Password reset (mailed link /resetPassword?token=…) and change (signed in). The policy lives in
// common/password-policy.ts, shared with the console.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountRoutes } from '../../common/contracts/accounts';
import { ParseErrorCode, ParseErrorText } from '../../common/parse';
import {
  AccountErrorText, meetsPasswordPolicy, noUserWithEmail, RESET_PASSWORD_TOKEN_TTL_MS,
} from '../../common/password-policy';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { forgetUser } from '../auth-cache/invalidate';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { mailerFor } from '../mail';
import { passwordResetMail } from '../mail/templates';
import { hashPassword, verifyAccountPassword } from '../security/passwords';
import { accountAtAddressKey, accountKey, addressKey, blockedFor, recordFailure, sendTooManyAttempts } from '../security/rate-limit';
import type { Services } from '../services';
import { revokeUserSessions } from './sessions';
import { consumeToken, issueToken } from './verification-tokens';

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

export async function passwordRoutes(fastify: FastifyInstance, { db, bus, config, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/requestPasswordReset', { schema: AccountRoutes.requestPasswordReset }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new ApiError(400, ParseErrorCode.EMAIL_NOT_FOUND, noUserWithEmail(email));
    const token = await issueToken(db, user.objectId, 'reset-password', RESET_PASSWORD_TOKEN_TTL_MS);
    const link = `${config.publicUrl}/resetPassword?token=${encodeURIComponent(token)}`;
    await mailerFor(config).send({ to: user.email, ...passwordResetMail(user.firstName, link) });
    return {};
  });

  app.post('/user/password/reset', { schema: AccountRoutes.resetPassword }, async (request) => {
    const { token, password, username } = request.body;
    // The policy first: a weak password must not use up the link.
    assertPasswordPolicy(password);
    const newHash = await hashPassword(password);
    const reset = await db.transaction(async (tx) => {
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
      return { userId, ended: await revokeUserSessions(tx, userId) };
    });
    // After the commit: a process reading the user again before it would keep the old sessions.
    await forgetUser(bus, reset.userId);
    realtime.endSessions(reset.ended);
    return {};
  });

  app.post('/user/password/change', { schema: AccountRoutes.changePassword }, async (request, reply) => {
    const user = await requireUser(db, request);
    const password = request.body.newPassword ?? request.body.password;
    if (password === undefined) throw new ApiError(400, ParseErrorCode.VALIDATION_ERROR, "body must have required property 'password'");
    const { oldPassword } = request.body;
    if (oldPassword !== undefined) {
      // Guessing the current password here counts like guessing it at login (the same limits, 429).
      const keys = [accountAtAddressKey({ userId: user.objectId }, request.ip), addressKey(request.ip), accountKey({ userId: user.objectId })];
      const wait = await blockedFor(db, keys);
      if (wait > 0) return sendTooManyAttempts(reply, wait);
      if (!(await verifyAccountPassword(user.passwordHash, oldPassword))) {
        const imposed = await recordFailure(db, keys);
        if (imposed > 0) return sendTooManyAttempts(reply, imposed);
        throw invalidLogin();
      }
    }
    assertPasswordPolicy(password);
    await setPassword(db, user.objectId, password);
    // Other devices must log in again with the new password; this one stays signed in.
    const ended = await revokeUserSessions(db, user.objectId, { exceptToken: request.envelope.sessionToken });
    await forgetUser(bus, user.objectId);
    realtime.endSessions(ended);
    return {};
  });
}
