// The login path: password (both Parse paths), then the TOTP code for users with two-step
// verification, both behind the rate limiter (docs/accounts-login.md).
import { eq, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ParseErrorCode, ParseErrorText } from '../../common/parse';
import { type LoginRequest, type LoginTotpRequest, type MfaNeededResponse, type User } from '../../common/contracts/accounts';
import { LoginErrorCode, LoginErrorText } from '../../common/error-keys';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { verifyAccountPassword } from '../security/passwords';
import { isKnownPlace, rememberPlace } from '../security/login-places';
import {
  accountAtAddressKey, accountKey, addressKey, blockedFor, clearFailures, recordFailure, sendTooManyAttempts,
  type LoginTarget, type ThrottleKey,
} from '../security/rate-limit';
import { challengeUser, consumeChallenge, createChallenge, verifyLoginCode } from './mfa';
import { toUser } from './serialize';
import { clientOf, createSession, type UserRow } from './sessions';

export const invalidLogin = () => new ApiError(404, ParseErrorCode.OBJECT_NOT_FOUND, ParseErrorText.INVALID_LOGIN);
const invalidCode = () => new ApiError(400, LoginErrorCode.MFA_ERROR, LoginErrorText.MFA_CODE_INVALID);
const invalidTempId = () => new ApiError(400, LoginErrorCode.MFA_ERROR, LoginErrorText.MFA_TEMP_ID_INVALID);

/** A route's answer: the call's own, or none once the rate limiter has sent its 429 on `reply`. */
export async function unlessSent<T>(reply: FastifyReply, answer: Promise<T | FastifyReply>): Promise<T | undefined> {
  const value = await answer;
  return value === reply ? undefined : value as T;
}

/**
 * The limits an attempt on `target` from `ip` counts against: the account at this address and the
 * address itself always; the account from everywhere only away from the account's known places.
 */
async function loginKeys(db: Db, target: LoginTarget, ip: string): Promise<ThrottleKey[]> {
  const known = 'userId' in target && await isKnownPlace(db, target.userId, ip);
  return [accountAtAddressKey(target, ip), addressKey(ip), ...(known ? [] : [accountKey(target)])];
}

/**
 * A full login: the account's count at this address starts again (the count from everywhere only
 * decays, or the owner's own logins would reset guessing spread over many addresses), the address
 * becomes a known place, a session is made.
 */
async function completeLogin(db: Db, request: FastifyRequest, user: UserRow): Promise<User> {
  await clearFailures(db, [accountAtAddressKey({ userId: user.objectId }, request.ip)]);
  await rememberPlace(db, user.objectId, request.ip);
  return toUser(user, await createSession(db, user.objectId, clientOf(request)));
}

/** POST /login and /user/login: a User with a session, mfaNeeded with a tempId, or 429. */
export async function passwordLogin(db: Db, request: FastifyRequest<{ Body: LoginRequest }>, reply: FastifyReply): Promise<User | MfaNeededResponse | FastifyReply> {
  const { username, password } = request.body;
  const [user] = await db.select().from(users)
    .where(or(eq(users.username, username), eq(users.email, username.toLowerCase()))).limit(1);
  // An unknown name is limited like an account, and checked against the decoy hash: the same answers, the same time.
  const keys = await loginKeys(db, user ? { userId: user.objectId } : { name: username }, request.ip);

  const wait = await blockedFor(db, keys);
  if (wait > 0) return sendTooManyAttempts(reply, wait);

  if (!(await verifyAccountPassword(user?.passwordHash, password)) || !user) {
    const imposed = await recordFailure(db, keys);
    if (imposed > 0) return sendTooManyAttempts(reply, imposed);
    throw invalidLogin();
  }
  if (user.mfaEnabled) {
    // The account's counts are cleared only once the code is right too: the password alone does not
    // reset the limit on guessing codes.
    return { mfaNeeded: true, tempId: await createChallenge(db, user.objectId) };
  }
  return completeLogin(db, request, user);
}

/** POST /user/login_totp: the User with a session once the code of the tempId's user is right. */
export async function totpLogin(db: Db, request: FastifyRequest<{ Body: LoginTotpRequest }>, reply: FastifyReply): Promise<User | FastifyReply> {
  const { tempId, code } = request.body;
  const address = addressKey(request.ip);
  const user = await challengeUser(db, tempId);
  if (!user) {
    // Guessing tempIds counts against the address.
    const wait = await blockedFor(db, [address]);
    if (wait > 0) return sendTooManyAttempts(reply, wait);
    const imposed = await recordFailure(db, [address]);
    if (imposed > 0) return sendTooManyAttempts(reply, imposed);
    throw invalidTempId();
  }
  const keys = await loginKeys(db, { userId: user.objectId }, request.ip);
  const wait = await blockedFor(db, keys);
  if (wait > 0) return sendTooManyAttempts(reply, wait);

  if (!(await verifyLoginCode(db, user.objectId, code))) {
    const imposed = await recordFailure(db, keys);
    if (imposed > 0) return sendTooManyAttempts(reply, imposed);
    throw invalidCode();
  }
  if (!(await consumeChallenge(db, tempId))) throw invalidTempId();
  return completeLogin(db, request, user);
}
