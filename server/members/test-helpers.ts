// Shared steps of the member tests: users without an organization, and joining through a mailed invite.
import { and, eq } from 'drizzle-orm';
import type { SignUpResponse } from '../../common/contracts/accounts';
import { changedOutside } from '../auth-cache/test-helpers';
import { organizations } from '../db/schema';
import { newestMailedLink } from '../mail/outbox-reader';
import type { Agent, TestServer } from '../testing/harness';

export interface TestUser { userId: string; token: string; email: string }

let counter = 0;

export async function newUser(test: TestServer, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase()}-${++counter}-${Date.now()}@example.com`;
  const signUp = await test.call<SignUpResponse>('/users', { username: email, password: 'secret-pass', email, firstName: name });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  return { userId: signUp.body.objectId, token: signUp.body.sessionToken, email };
}

/** The free plan has one seat (03 §9): moves a free organization to business (10 seats), as billing or an operator would. */
export async function giveSeats(test: TestServer, orgId: string): Promise<void> {
  await test.server.db.update(organizations).set({ plan: 'business' })
    .where(and(eq(organizations.objectId, orgId), eq(organizations.plan, 'free')));
  changedOutside(test, { orgId });
}

/** The admin invites `email` (on a plan with seats); answers the code from the mailed link. */
export async function inviteCode(test: TestServer, admin: Agent, email: string): Promise<string> {
  await giveSeats(test, admin.orgId);
  const invited = await test.call('/functions/invite', { orgId: admin.orgId, emails: [email] }, admin.token);
  if (invited.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const link = await newestMailedLink(test, email, '/invite');
  const code = link?.searchParams.get('code');
  if (!code) throw new Error(`no invite mailed to ${email}`);
  return code;
}

/** A new user who joined the admin's organization through an invitation (authority general). */
export async function joinedMember(test: TestServer, admin: Agent, name: string): Promise<TestUser> {
  const user = await newUser(test, name);
  const redeemed = await test.call('/functions/invite', { invite_code: await inviteCode(test, admin, user.email) }, user.token);
  if (redeemed.status !== 200) throw new Error(`redeem failed: ${JSON.stringify(redeemed.body)}`);
  return user;
}
