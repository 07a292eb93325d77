// POST /users with {authData: {<provider>: {id_token, nonce?, id?}}}: social login (01 §4, §7).
// The ID token is verified, then the linked (or matching, or new) user is logged in like a password
// login: a session, or the TOTP step for users with two-step verification.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MfaNeededResponse, SocialLoginRequest, User } from '../../../common/contracts/accounts';
import { SocialLoginErrorCode } from '../../../common/social-login';
import { ApiError } from '../../http/errors';
import { addressKey, blockedFor, recordFailure, sendTooManyAttempts } from '../../security/rate-limit';
import type { Services } from '../../services';
import { createChallenge } from '../mfa';
import { toUser } from '../serialize';
import { clientOf, createSession } from '../sessions';
import { sendVerificationMailQuietly } from '../verification';
import { linkedUser } from './linked-user';
import type { OidcProvider } from './oidc-provider';

const unsupported = (message: string) => new ApiError(400, SocialLoginErrorCode.UNSUPPORTED_SERVICE, message);

export async function socialLogin(
  { db, config }: Pick<Services, 'db' | 'config'>,
  provider: OidcProvider | undefined,
  request: FastifyRequest<{ Body: SocialLoginRequest }>,
  reply: FastifyReply,
  language: string | undefined,
): Promise<User | MfaNeededResponse | FastifyReply> {
  if (!provider) throw unsupported('Social login is not configured on this server.');
  const [name, authData] = Object.entries(request.body.authData)[0]!;
  if (name !== provider.config.provider) throw unsupported(`This authentication method is unsupported: ${name}.`);

  // Tokens that fail verification count against the address, like wrong passwords.
  const address = [addressKey(request.ip)];
  const wait = await blockedFor(db, address);
  if (wait > 0) return sendTooManyAttempts(reply, wait);
  let claims;
  try {
    claims = await provider.verifyIdToken(authData.id_token, { nonce: authData.nonce, subject: authData.id });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) {
      const imposed = await recordFailure(db, address);
      if (imposed > 0) return sendTooManyAttempts(reply, imposed);
    }
    throw error;
  }

  const { user, created } = await linkedUser(db, provider.config, claims, language);
  if (created && !user.emailVerified) await sendVerificationMailQuietly({ db, config }, user, request.log);
  // The provider vouches for the identity, not for the second factor.
  if (user.mfaEnabled) return { mfaNeeded: true, tempId: await createChallenge(db, user.objectId) };
  return reply.status(created ? 201 : 200).send(toUser(user, await createSession(db, user.objectId, clientOf(request))));
}
