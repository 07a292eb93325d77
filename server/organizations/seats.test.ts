import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { newestMailedLink } from '../mail/outbox-reader';
import { newUser } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { setOrganizationPlan } from './plan';

const SEATS_FULL = { code: 141, error: 'error/seats-full' };

describe('seats of the plan (03 §9)', () => {
  let test: TestServer;
  let admin: Agent;

  beforeAll(async () => {
    test = await startTestServer({ newOrganizationPlan: 'free' });
    admin = await test.agentWithOrg('seats');
  });
  afterAll(() => test.close());

  // As the operator's command does (set-plan-cli.ts).
  const setPlan = (plan: 'free' | 'basic') => setOrganizationPlan(test.server.db, admin.orgId, plan);
  const invite = (emails: string[]) => test.call('/functions/invite', { orgId: admin.orgId, emails }, admin.token);
  const seats = () => test.call('/functions/findOrgSeats', { orgId: admin.orgId }, admin.token);
  const codeFor = async (email: string) => (await newestMailedLink(test, email, '/invite'))!.searchParams.get('code')!;

  it('refuses any invitation on free (its one seat is the admin\'s), and says so before any', async () => {
    expect(await seats()).toEqual({ status: 200, body: { result: { planName: 'free', used: 1, total: 1 } } });
    expect(await invite(['one@example.com'])).toEqual({ status: 400, body: SEATS_FULL });
  });

  it('on basic (3 seats) refuses invitations beyond the seats, and redemptions once they are taken', async () => {
    expect(await setPlan('basic')).toBe('seats Inc');
    expect(await setOrganizationPlan(test.server.db, 'NoSuchOrg1', 'basic')).toBeUndefined();
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
    // Any member reads the seats; a stranger's call is a 404 like everywhere else.
    expect(await test.call('/functions/findOrgSeats', { orgId: admin.orgId }, users[0]!.token))
      .toEqual({ status: 200, body: { result: { planName: 'basic', used: 3, total: 3 } } });
    expect((await test.call('/functions/findOrgSeats', { orgId: admin.orgId }, users[2]!.token)).status).toBe(404);
  });
});

describe('a self-hosted server\'s plan for new organizations', () => {
  it('is business by default (ten seats, 03 §9), and NEW_ORGANIZATION_PLAN must name a plan', async () => {
    const test = await startTestServer();
    try {
      const admin = await test.agentWithOrg('team');
      expect(await test.call('/functions/findOrgSeats', { orgId: admin.orgId }, admin.token))
        .toEqual({ status: 200, body: { result: { planName: 'business', used: 1, total: 10 } } });
    } finally {
      await test.close();
    }
    expect(() => loadConfig({ NEW_ORGANIZATION_PLAN: 'pro' })).toThrow('NEW_ORGANIZATION_PLAN must be one of free, basic, business, enterprise, got "pro"');
  });
});
