import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema';
import { newestMailedLink } from '../mail/outbox-reader';
import { newUser } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

const SEATS_FULL = { code: 141, error: 'error/seats-full' };

describe('seats of the plan (03 §9)', () => {
  let test: TestServer;
  let admin: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('seats');
  });
  afterAll(() => test.close());

  const setPlan = (plan: 'free' | 'basic') => test.server.db.update(organizations).set({ plan }).where(eq(organizations.objectId, admin.orgId));
  const invite = (emails: string[]) => test.call('/functions/invite', { orgId: admin.orgId, emails }, admin.token);
  const codeFor = async (email: string) => (await newestMailedLink(test, email, '/invite'))!.searchParams.get('code')!;

  it('refuses any invitation on free (its one seat is the admin\'s)', async () => {
    expect(await invite(['one@example.com'])).toEqual({ status: 400, body: SEATS_FULL });
  });

  it('on basic (3 seats) refuses invitations beyond the seats, and redemptions once they are taken', async () => {
    await setPlan('basic');
    expect(await invite(['a@example.com', 'b@example.com', 'c@example.com'])).toEqual({ status: 400, body: SEATS_FULL });
    const users = [await newUser(test, 'Ann'), await newUser(test, 'Ben'), await newUser(test, 'Cal')];
    for (const user of users) expect((await invite([user.email])).status).toBe(200);
    const codes = await Promise.all(users.map((user) => codeFor(user.email)));
    expect((await test.call('/functions/invite', { invite_code: codes[0] }, users[0]!.token)).status).toBe(200);
    expect((await test.call('/functions/invite', { invite_code: codes[1] }, users[1]!.token)).status).toBe(200);
    // Full now: the third code is refused and stays unused.
    expect(await test.call('/functions/invite', { invite_code: codes[2] }, users[2]!.token)).toEqual({ status: 400, body: SEATS_FULL });
    expect(await invite(['d@example.com'])).toEqual({ status: 400, body: SEATS_FULL });
    // A member redeeming again takes no seat.
    expect((await test.call('/functions/invite', { invite_code: codes[2] }, users[0]!.token)).status).toBe(200);
  });
});
