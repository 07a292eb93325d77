// Accounts: sign-up, social login, login (both Parse paths, TOTP second step), two-step setup, logout,
// current user.
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomId } from '../../common/ids';
import { AccountRoutes, type SignUpResponse, type SocialLoginRequest } from '../../common/contracts/accounts';
import { forgetUser } from '../auth-cache/invalidate';
import { uniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { requireUser } from '../http/auth';
import { invalidSession } from '../http/errors';
import { hashPassword } from '../security/passwords';
import type { Services } from '../services';
import { emailTaken, usernameTaken } from './account-errors';
import { assertPasswordPolicy } from './password';
import { passwordLogin, totpLogin, unlessSent } from './login';
import { mfaRoutes } from './mfa-routes';
import { profileRoutes } from './profile-routes';
import { openIdProvider } from './social/oidc-provider';
import { providerRoutes } from './social/provider-routes';
import { socialLogin } from './social/social-login';
import { toUser } from './serialize';
import { sessionRoutes } from './session-routes';
import { signupCheckRoutes } from './signup-check';
import { clientOf, createSession, revokeSession } from './sessions';
import { userRoutes } from './user-routes';
import { sendVerificationMailQuietly } from './verification';

/** First language tag of an Accept-Language header, e.g. 'ja-JP'. */
function preferredLanguage(header: string | undefined): string | undefined {
  const tag = header?.split(',')[0]?.split(';')[0]?.trim();
  return tag && tag !== '*' ? tag : undefined;
}

export async function accountRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = services;
  await app.register(sessionRoutes, services);
  await app.register(signupCheckRoutes, { db });
  const social = services.config.socialLogin && openIdProvider(services.config.socialLogin);
  app.post('/users', { schema: AccountRoutes.users }, async (request, reply) => {
    if ('authData' in request.body) {
      const language = preferredLanguage(request.headers['accept-language']);
      return socialLogin(services, social, request as typeof request & { body: SocialLoginRequest }, reply, language);
    }
    const { username, password, firstName, lastName, language } = request.body;
    const email = request.body.email.toLowerCase();
    assertPasswordPolicy(password);
    const [existing] = await db.select({ username: users.username }).from(users)
      .where(or(eq(users.username, username), eq(users.email, email))).limit(1);
    if (existing) throw existing.username === username ? usernameTaken() : emailTaken();

    const objectId = randomId();
    try {
      const [row] = await db.insert(users).values({
        objectId,
        username,
        email,
        passwordHash: await hashPassword(password),
        firstName: firstName ?? '',
        lastName: lastName ?? '',
        language: language ?? preferredLanguage(request.headers['accept-language']) ?? 'en-US',
      }).returning({ createdAt: users.createdAt });
      const sessionToken = await createSession(db, objectId, clientOf(request));
      await sendVerificationMailQuietly(services, { objectId, email, firstName: firstName ?? '' }, request.log);
      const answer: SignUpResponse = { objectId, createdAt: row!.createdAt.toISOString(), sessionToken };
      return reply.status(201).send(answer);
    } catch (error) {
      // A concurrent sign-up took the name between the check and the insert.
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      throw constraint.includes('email') ? emailTaken() : usernameTaken();
    }
  });

  // Password, then (with two-step verification on) the TOTP code; both rate-limited (./login.ts).
  app.post('/login', { schema: AccountRoutes.login }, (request, reply) => unlessSent(reply, passwordLogin(db, request, reply)));
  app.post('/user/login', { schema: AccountRoutes.login }, (request, reply) => unlessSent(reply, passwordLogin(db, request, reply)));
  app.post('/user/login_totp', { schema: AccountRoutes.loginTotp }, (request, reply) => unlessSent(reply, totpLogin(db, request, reply)));
  await app.register(mfaRoutes, { db });
  await app.register(userRoutes, services);
  await app.register(profileRoutes, { db, bus: services.bus });
  await app.register(providerRoutes, { provider: social });

  app.post('/logout', { schema: AccountRoutes.logout }, async (request) => {
    const token = request.envelope.sessionToken;
    const userId = token ? await revokeSession(db, token) : undefined;
    if (!userId) throw invalidSession();
    await forgetUser(services.bus, userId);
    return {};
  });

  const currentUser = async (request: Parameters<typeof requireUser>[1]) => toUser(await requireUser(db, request));
  app.post('/users/me', { schema: AccountRoutes.me }, currentUser);
  app.get('/users/me', { schema: AccountRoutes.me }, currentUser);
}
