// Accounts: sign-up, login (both Parse paths), logout, current user.
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomId } from '../../common/ids';
import { ParseErrorCode, ParseErrorText } from '../../common/parse';
import type { LoginRequest, SignUpRequest, SignUpResponse } from '../../common/protocol';
import { uniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { requireUser } from '../http/auth';
import { ApiError, invalidSession } from '../http/errors';
import { hashPassword, verifyAccountPassword } from '../security/passwords';
import type { Services } from '../services';
import { toUser } from './serialize';
import { createSession, revokeSession } from './sessions';

const signUpSchema = {
  body: {
    type: 'object',
    required: ['username', 'password', 'email'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 100 },
      password: { type: 'string', minLength: 1, maxLength: 1000 },
      email: { type: 'string', format: 'email', maxLength: 254 },
      firstName: { type: 'string', maxLength: 100 },
      lastName: { type: 'string', maxLength: 100 },
      language: { type: 'string', maxLength: 20 },
    },
  },
};

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1 },
      password: { type: 'string', minLength: 1 },
    },
  },
};

const usernameTaken = () => new ApiError(400, ParseErrorCode.USERNAME_TAKEN, ParseErrorText.USERNAME_TAKEN);
const emailTaken = () => new ApiError(400, ParseErrorCode.EMAIL_TAKEN, ParseErrorText.EMAIL_TAKEN);
const invalidLogin = () => new ApiError(404, ParseErrorCode.OBJECT_NOT_FOUND, ParseErrorText.INVALID_LOGIN);

/** First language tag of an Accept-Language header, e.g. 'ja-JP'. */
function preferredLanguage(header: string | undefined): string | undefined {
  const tag = header?.split(',')[0]?.split(';')[0]?.trim();
  return tag && tag !== '*' ? tag : undefined;
}

export async function accountRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  app.post<{ Body: SignUpRequest }>('/users', { schema: signUpSchema }, async (request, reply) => {
    const { username, password, firstName, lastName, language } = request.body;
    const email = request.body.email.toLowerCase();
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
      const sessionToken = await createSession(db, objectId);
      const answer: SignUpResponse = { objectId, createdAt: row!.createdAt.toISOString(), sessionToken };
      return reply.status(201).send(answer);
    } catch (error) {
      // A concurrent sign-up took the name between the check and the insert.
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      throw constraint.includes('email') ? emailTaken() : usernameTaken();
    }
  });

  const login = async (body: LoginRequest) => {
    const [user] = await db.select().from(users)
      .where(or(eq(users.username, body.username), eq(users.email, body.username.toLowerCase()))).limit(1);
    if (!(await verifyAccountPassword(user?.passwordHash, body.password)) || !user) throw invalidLogin();
    return toUser(user, await createSession(db, user.objectId));
  };
  app.post<{ Body: LoginRequest }>('/login', { schema: loginSchema }, (request) => login(request.body));
  app.post<{ Body: LoginRequest }>('/user/login', { schema: loginSchema }, (request) => login(request.body));

  app.post('/logout', async (request) => {
    const token = request.envelope.sessionToken;
    if (!token || !(await revokeSession(db, token))) throw invalidSession();
    return {};
  });

  const currentUser = async (request: Parameters<typeof requireUser>[1]) => toUser(await requireUser(db, request));
  app.post('/users/me', currentUser);
  app.get('/users/me', currentUser);
}
