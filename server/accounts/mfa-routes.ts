// Two-step verification setup (signed in): PUT /user/mfa/generate_code, POST /user/mfa/confirm.
// The Parse envelope applies (session token in `_SessionToken`); a POST with `_method: 'PUT'` works too.
import type { FastifyInstance } from 'fastify';
import { LoginErrorCode, LoginErrorText, type MfaConfirmRequest, type MfaGenerateRequest } from '../../common/protocol';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import type { Services } from '../services';
import { confirmMfa, generateMfaSecret } from './mfa';
import { toUser } from './serialize';

const generateSchema = {
  body: {
    type: 'object',
    properties: { method: { type: 'string', enum: ['totp'] } },
  },
};

const confirmSchema = {
  body: {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
  },
};

const mfaError = (text: string) => new ApiError(400, LoginErrorCode.MFA_ERROR, text);

export async function mfaRoutes(app: FastifyInstance, { db }: Pick<Services, 'db'>): Promise<void> {
  app.route<{ Body: MfaGenerateRequest }>({
    method: ['PUT', 'POST'],
    url: '/user/mfa/generate_code',
    schema: generateSchema,
    handler: async (request) => {
      const user = await requireUser(db, request);
      // Turning it off or replacing the secret is not offered yet: a stolen session must not swap it.
      if (user.mfaEnabled) throw mfaError(LoginErrorText.MFA_ALREADY_ON);
      return generateMfaSecret(db, user);
    },
  });

  app.post<{ Body: MfaConfirmRequest }>('/user/mfa/confirm', { schema: confirmSchema }, async (request) => {
    const user = await requireUser(db, request);
    if (user.mfaEnabled) throw mfaError(LoginErrorText.MFA_ALREADY_ON);
    const outcome = await confirmMfa(db, user.objectId, request.body.code);
    if (outcome === 'not-generated') throw mfaError(LoginErrorText.MFA_NOT_GENERATED);
    if (outcome === 'wrong-code') throw mfaError(LoginErrorText.MFA_CODE_INVALID);
    return toUser({ ...user, mfaEnabled: true });
  });
}
