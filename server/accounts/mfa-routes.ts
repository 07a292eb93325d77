// Two-step verification setup (signed in): PUT /user/mfa/generate_code hands out a pending secret;
// PUT /user/update/{id} with {mfa: true, code} turns it on (./profile-mfa.ts).
// The Parse envelope applies (session token in `_SessionToken`); a POST with `_method: 'PUT'` works too.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountRoutes } from '../../common/contracts/accounts';
import { LoginErrorCode, LoginErrorText } from '../../common/error-keys';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import type { Services } from '../services';
import { generateMfaSecret } from './mfa';

const mfaError = (text: string) => new ApiError(400, LoginErrorCode.MFA_ERROR, text);

export async function mfaRoutes(fastify: FastifyInstance, { db }: Pick<Services, 'db'>): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    method: ['PUT', 'POST'],
    url: '/user/mfa/generate_code',
    schema: AccountRoutes.mfaGenerate,
    handler: async (request) => {
      const user = await requireUser(db, request);
      // Replacing the secret while it is on is not offered: a stolen session must not swap it.
      // Turning it off first takes a current code (PUT /user/update/{id} {mfa: false, code}).
      if (user.mfaEnabled) throw mfaError(LoginErrorText.MFA_ALREADY_ON);
      return generateMfaSecret(db, user);
    },
  });
}
