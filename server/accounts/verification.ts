// E-mail verification: sign-up mails a link /signup-verify?token=…; POST /user/verify_email marks the
// address verified; POST /verificationEmailRequest (Parse's name) mails a new link.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountRoutes } from '../../common/contracts/accounts';
import { ParseErrorCode } from '../../common/parse';
import { AccountErrorText, VERIFY_EMAIL_TOKEN_TTL_MS } from '../../common/password-policy';
import { forgetUser } from '../auth-cache/invalidate';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { mailerFor } from '../mail';
import { verificationMail } from '../mail/templates';
import type { Services } from '../services';
import type { UserRow } from './sessions';
import { consumeToken, issueToken } from './verification-tokens';

export const invalidVerifyToken = () => new ApiError(400, ParseErrorCode.OTHER_CAUSE, AccountErrorText.INVALID_VERIFY_TOKEN);

/** Mails the user a fresh verification link (earlier links stop working). */
export async function sendVerificationMail({ db, config }: Pick<Services, 'db' | 'config'>, user: Pick<UserRow, 'objectId' | 'email' | 'firstName'>): Promise<void> {
  const token = await issueToken(db, user.objectId, 'verify-email', VERIFY_EMAIL_TOKEN_TTL_MS);
  const link = `${config.publicUrl}/signup-verify?token=${encodeURIComponent(token)}`;
  await mailerFor(config).send({ to: user.email, ...verificationMail(user.firstName, link) });
}

/** Sign-up hook: a mail that cannot be sent is logged, never fails the sign-up (the page can resend). */
export async function sendVerificationMailQuietly(services: Pick<Services, 'db' | 'config'>, user: Pick<UserRow, 'objectId' | 'email' | 'firstName'>, log: FastifyBaseLogger): Promise<void> {
  try {
    await sendVerificationMail(services, user);
  } catch (error) {
    log.error({ err: error, userId: user.objectId }, 'verification mail not sent');
  }
}

export async function verificationRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = services;

  app.post('/user/verify_email', { schema: AccountRoutes.verifyEmail }, async (request) => {
    const userId = await consumeToken(db, request.body.token, 'verify-email');
    if (!userId) throw invalidVerifyToken();
    const [user] = await db.update(users).set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.objectId, userId)).returning({ objectId: users.objectId, email: users.email });
    if (!user) throw invalidVerifyToken();
    await forgetUser(services.bus, user.objectId);
    return { objectId: user.objectId, email: user.email, emailVerified: true as const };
  });

  // Always {}: the answer tells nothing about which addresses have accounts.
  app.post('/verificationEmailRequest', { schema: AccountRoutes.verificationEmailRequest }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const matches = user && !user.emailVerified && (request.body.objectId === undefined || request.body.objectId === user.objectId);
    if (matches) await sendVerificationMailQuietly(services, user, request.log);
    return {};
  });
}
