// The user a verified provider identity logs in: the one linked to the provider's subject, else the
// account with the same verified e-mail (linked now), else a new account without a password.
import { and, eq } from 'drizzle-orm';
import { randomId } from '../../../common/ids';
import { ParseErrorCode } from '../../../common/parse';
import { SocialLoginErrorCode } from '../../../common/social-login';
import type { SocialLoginConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { socialLogins, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { emailTaken } from '../account-errors';
import type { UserRow } from '../sessions';
import type { IdentityClaims } from './oidc-provider';

export interface LinkedUser {
  user: UserRow;
  /** A new account was made for this identity. */
  created: boolean;
}


async function userOfSubject(tx: Tx, provider: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await tx.select({ user: users }).from(socialLogins)
    .innerJoin(users, eq(users.objectId, socialLogins.userId))
    .where(and(eq(socialLogins.provider, provider), eq(socialLogins.subject, subject))).limit(1);
  return row?.user;
}

async function linkExisting(tx: Tx, config: SocialLoginConfig, user: UserRow, subject: string): Promise<UserRow> {
  const [other] = await tx.select({ subject: socialLogins.subject }).from(socialLogins)
    .where(and(eq(socialLogins.userId, user.objectId), eq(socialLogins.provider, config.provider))).limit(1);
  if (other) {
    throw new ApiError(400, SocialLoginErrorCode.ACCOUNT_ALREADY_LINKED, `This account is already linked to another ${config.label} account.`);
  }
  await tx.insert(socialLogins).values({ provider: config.provider, subject, userId: user.objectId });
  return user;
}

/** `language`: the console's (Accept-Language), which wins over the provider account's locale. */
async function createUser(tx: Tx, config: SocialLoginConfig, claims: IdentityClaims & { email: string }, language: string | undefined): Promise<UserRow> {
  // The e-mail is the username, as at sign-up, unless an account already has it as its username.
  const [named] = await tx.select({ objectId: users.objectId }).from(users).where(eq(users.username, claims.email)).limit(1);
  const [user] = await tx.insert(users).values({
    objectId: randomId(),
    username: named ? randomId() : claims.email,
    email: claims.email,
    passwordHash: null,
    firstName: (claims.givenName ?? '').slice(0, 100),
    lastName: (claims.familyName ?? '').slice(0, 100),
    language: language ?? claims.locale ?? 'en-US',
    emailVerified: claims.emailVerified,
  }).returning();
  await tx.insert(socialLogins).values({ provider: config.provider, subject: claims.subject, userId: user!.objectId });
  return user!;
}

function resolve(db: Db, config: SocialLoginConfig, claims: IdentityClaims, language: string | undefined): Promise<LinkedUser> {
  return db.transaction(async (tx) => {
    const linked = await userOfSubject(tx, config.provider, claims.subject);
    if (linked) return { user: linked, created: false };
    const { email } = claims;
    if (!email) throw new ApiError(400, ParseErrorCode.EMAIL_MISSING, `The ${config.label} account has no e-mail address; Parley needs one.`);

    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (!existing) return { user: await createUser(tx, config, { ...claims, email }, language), created: true };
    // Both sides must have proven the address: else whoever registered it first, or the provider
    // account that merely claims it, could take over the other.
    if (!claims.emailVerified || !existing.emailVerified) throw emailTaken();
    return { user: await linkExisting(tx, config, existing, claims.subject), created: false };
  });
}

export async function linkedUser(db: Db, config: SocialLoginConfig, claims: IdentityClaims, language: string | undefined): Promise<LinkedUser> {
  try {
    return await resolve(db, config, claims, language);
  } catch (error) {
    // A concurrent login of the same identity made the account or the link first: use theirs.
    if (uniqueViolation(error) === undefined) throw error;
    return resolve(db, config, claims, language);
  }
}
