// PUT /user/update/{id} (01 §7): the signed-in user's profile — names, language, picture — and
// turning two-step verification on or off with a code (01 §8: user.mfa.notValid, user.mfa.tokenNotFound).
// Another user's id answers 404. A POST (with `_method: 'PUT'`) works too.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ProfileErrorKey } from '../../common/account-profile';
import { AccountRoutes } from '../../common/contracts/accounts';
import { LoginErrorCode } from '../../common/error-keys';
import { users } from '../db/schema';
import { requireUser } from '../http/auth';
import { ApiError, notFound } from '../http/errors';
import { accountAtAddressKey, addressKey, blockedFor, recordFailure, sendTooManyAttempts } from '../security/rate-limit';
import type { Services } from '../services';
import { forgetUser } from '../auth-cache/invalidate';
import { changeMfa } from './mfa';
import { resolvePicture } from './picture';
import { toUser } from './serialize';

const mfaError = (key: string) => new ApiError(400, LoginErrorCode.MFA_ERROR, key);

export async function profileRoutes(fastify: FastifyInstance, { db, bus }: Pick<Services, 'db' | 'bus'>): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    method: ['PUT', 'POST'],
    url: '/user/update/:id',
    schema: AccountRoutes.updateProfile,
    handler: async (request, reply) => {
      const user = await requireUser(db, request);
      if (request.params.id !== user.objectId) throw notFound();
      const { firstName, lastName, language, picture, mfa, code } = request.body;
      // An empty picture keeps the current one (01 §5).
      const pictureFileId = picture ? await resolvePicture(db, user.objectId, picture) : undefined;

      if (mfa !== undefined && code !== undefined) {
        // A wrong code counts like one at login: guessing codes from a session is limited too.
        const keys = [accountAtAddressKey({ userId: user.objectId }, request.ip), addressKey(request.ip)];
        const wait = await blockedFor(db, keys);
        if (wait > 0) return sendTooManyAttempts(reply, wait);
        const outcome = await changeMfa(db, user, mfa, code);
        if (outcome === 'token-not-found') throw mfaError(ProfileErrorKey.MFA_TOKEN_NOT_FOUND);
        if (outcome === 'not-valid') {
          const imposed = await recordFailure(db, keys);
          if (imposed > 0) return sendTooManyAttempts(reply, imposed);
          throw mfaError(ProfileErrorKey.MFA_NOT_VALID);
        }
      }

      const [row] = await db.update(users).set({
        ...(firstName !== undefined ? { firstName: firstName.trim() } : {}),
        ...(lastName !== undefined ? { lastName: lastName.trim() } : {}),
        ...(language !== undefined ? { language } : {}),
        ...(pictureFileId !== undefined ? { pictureFileId } : {}),
        updatedAt: new Date(),
      }).where(eq(users.objectId, user.objectId)).returning();
      if (!row) throw notFound();
      await forgetUser(bus, user.objectId);
      return toUser(row);
    },
  });
}
