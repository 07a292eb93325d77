// Sign-up's first step asks whether the e-mail is free, so a taken address is said at once rather
// than after the company and industry (01 §4). It tells exactly what POST /users tells for a taken
// address (the same 203), and every check counts against the client address: a lookup a little at a
// time, never a list (docs/security.md).
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountRoutes, type TooManyAttemptsBody } from '../../common/contracts/accounts';
import { LoginErrorCode } from '../../common/error-keys';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { blockedFor, recordFailure, type ThrottleKey } from '../security/rate-limit';
import { emailTaken } from './account-errors';

const MINUTE = 60_000;

/** 20 checks from one address, then a wait of 1, 2, 4, 8, 15 minutes; one check forgiven per 3 minutes. */
const checkKey = (ip: string): ThrottleKey => ({
  key: `signup-email-check:${ip}`,
  policy: { freeFailures: 20, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, decayMs: 3 * MINUTE },
});

function sendTooManyChecks(reply: FastifyReply, waitMs: number): FastifyReply {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const body: TooManyAttemptsBody = {
    code: LoginErrorCode.TOO_MANY_ATTEMPTS,
    error: `Too many e-mail checks. Try again in ${retryAfter} seconds.`,
    retryAfter,
  };
  return reply.status(429).header('Retry-After', String(retryAfter)).send(body);
}

export async function signupCheckRoutes(fastify: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/functions/checkSignupEmail', { schema: AccountRoutes.checkSignupEmail }, async (request, reply) => {
    const key = checkKey(request.ip);
    const wait = await blockedFor(db, [key]);
    if (wait > 0) return sendTooManyChecks(reply, wait);
    // Every check counts, taken or free, so the limit says nothing about the answer.
    await recordFailure(db, [key]);
    const email = request.body.email.toLowerCase();
    // As POST /users: the address may be another account's username or e-mail.
    const [taken] = await db.select({ objectId: users.objectId }).from(users)
      .where(or(eq(users.username, email), eq(users.email, email))).limit(1);
    if (taken) throw emailTaken();
    return { result: { available: true as const } };
  });
}
