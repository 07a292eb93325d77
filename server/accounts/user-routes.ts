// POST /classes/_User/{id} (01 §7), own id only (another id answers 404): `_method: 'GET'` reads
// the user again; `_method: 'PUT'` changes the e-mail (`email` or `userEmail`), the username or the
// onboarding flag `toturialDisabled`. A new e-mail must be verified again (docs/accounts.md).
import { and, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../common/account-profile';
import { AccountRoutes, type UpdateUserRequest } from '../../common/contracts/accounts';
import { forgetUser } from '../auth-cache/invalidate';
import { uniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { requireUser } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { emailTaken, usernameTaken } from './account-errors';
import { toUser } from './serialize';
import type { UserRow } from './sessions';
import { sendVerificationMailQuietly } from './verification';
import { retireTokens } from './verification-tokens';

/** The new e-mail of the request (lowercased), if it changes it; 400 for an address of the wrong shape. */
function requestedEmail(body: UpdateUserRequest): string | undefined {
  const given = [body.email, body.userEmail].filter((value) => value !== undefined).map(normalizeEmail);
  if (given.length === 0) return undefined;
  if (new Set(given).size > 1) throw badRequest('email and userEmail must be the same address');
  if (!isValidEmail(given[0]!)) throw badRequest('email must be an e-mail address (name@domain.suffix)');
  return given[0];
}

/** 202/203 (01 §8) when another account has the name or address (as a username or an e-mail). */
async function assertUnused(db: Services['db'], user: UserRow, email: string | undefined, username: string | undefined): Promise<void> {
  if (email === undefined && username === undefined) return;
  const [other] = await db.select({ username: users.username, email: users.email }).from(users).where(and(
    ne(users.objectId, user.objectId),
    or(
      ...(email !== undefined ? [eq(users.email, email), eq(users.username, email)] : []),
      ...(username !== undefined ? [eq(users.username, username), eq(users.email, username.toLowerCase())] : []),
    ),
  )).limit(1);
  if (!other) return;
  throw email !== undefined && (other.email === email || other.username === email) ? emailTaken() : usernameTaken();
}

export async function userRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = services;
  // POST with `_method` and PUT: one route with both methods.
  app.route({
    method: ['POST', 'PUT'],
    url: '/classes/_User/:id',
    schema: AccountRoutes.user,
    handler: async (request) => {
      const user = await requireUser(db, request);
      if (request.params.id !== user.objectId) throw notFound();
      const { method } = request.envelope;
      if (method === 'GET') return toUser(user);
      if (method !== 'PUT') throw badRequest('_method must be GET or PUT');

      const body = request.body ?? {};
      const email = requestedEmail(body);
      const emailChanges = email !== undefined && email !== user.email;
      let username = body.username?.trim();
      // The console signs up with the e-mail as username: it follows the e-mail unless set too.
      if (username === undefined && emailChanges && user.username === user.email) username = email;
      const usernameChanges = username !== undefined && username !== user.username;
      await assertUnused(db, user, emailChanges ? email : undefined, usernameChanges ? username : undefined);

      let row: UserRow | undefined;
      try {
        [row] = await db.update(users).set({
          ...(emailChanges ? { email, emailVerified: false } : {}),
          ...(usernameChanges ? { username } : {}),
          ...(body.toturialDisabled !== undefined ? { tutorialDisabled: body.toturialDisabled } : {}),
          updatedAt: new Date(),
        }).where(eq(users.objectId, user.objectId)).returning();
      } catch (error) {
        // Another account took the address or name between the check and the update.
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        throw constraint.includes('email') ? emailTaken() : usernameTaken();
      }
      if (!row) throw notFound();
      await forgetUser(services.bus, user.objectId);
      if (emailChanges) {
        // Links mailed to the old address stop working; the new one gets a verification link.
        await retireTokens(db, user.objectId);
        await sendVerificationMailQuietly(services, row, request.log);
      }
      return toUser(row);
    },
  });
}
