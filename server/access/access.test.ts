import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan, type VpcOverrides } from '../../common/access';
import { changedOutside } from '../auth-cache/test-helpers';
import { organizations } from '../db/schema';
import { joinedMember, type TestUser } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

const FEATURE_DISABLED = { code: 119, error: 'error/feature-disabled' };

describe('plan-feature setting and requireFeature', () => {
  let test: TestServer;
  let admin: Agent;
  let stranger: Agent;
  let member: TestUser;

  beforeAll(async () => {
    test = await startTestServer({ newOrganizationPlan: 'free' });
    admin = await test.agentWithOrg('owner');
    stranger = await test.agentWithOrg('stranger');
    member = await joinedMember(test, admin, 'Gina');
    // Back on the free plan it started on (the member joined on a plan with seats).
    await setPlan(admin.orgId, 'free');
  });
  afterAll(() => test.close());

  /** The operator moves the organization to a plan and switches (their SQL; the servers are told, as set-plan-cli does). */
  const setPlan = async (orgId: string, plan: 'free' | 'basic' | 'business' | 'enterprise', vpcOverrides: VpcOverrides | null = null) => {
    await test.server.db.update(organizations).set({ plan, vpcOverrides }).where(eq(organizations.objectId, orgId));
    changedOutside(test, { orgId });
  };
  const getSetting = (query: string, token?: string) => fetch(`${test.url}/vpc/setting/get${query}`, {
    headers: { 'x-parse-application-id': 'parley', ...(token ? { 'x-parse-session-token': token } : {}) },
  }).then(async (response) => ({ status: response.status, body: await response.json() as any }));

  describe('GET /vpc/setting/get', () => {
    it('answers a new organization the free plan setting, to any member', async () => {
      for (const caller of [admin, member]) {
        const answer = await getSetting(`?orgId=${admin.orgId}`, caller.token);
        expect(answer).toEqual({ status: 200, body: vpcSettingForPlan('free') });
      }
      expect((await getSetting(`?orgId=${admin.orgId}`, admin.token)).body.data.msgCenter.enabled).toBe(true);
    });

    it('follows the plan and the operator switches', async () => {
      await setPlan(stranger.orgId, 'business', { broadcast: false });
      const answer = await getSetting(`?orgId=${stranger.orgId}`, stranger.token);
      expect(answer.body.planName).toBe('business');
      expect(answer.body.data.broadcast.enabled).toBe(false);
      expect(answer.body.data.marketingAutomation.enabled).toBe(true);
      await setPlan(stranger.orgId, 'free');
    });

    it('takes the organization from the query, X-Org-Id, or a POST with _method GET', async () => {
      const viaHeader = await fetch(`${test.url}/vpc/setting/get`, {
        headers: { 'x-parse-application-id': 'parley', 'x-parse-session-token': admin.token, 'x-org-id': admin.orgId },
      });
      expect(viaHeader.status).toBe(200);
      const viaPost = await test.call('/vpc/setting/get', { orgId: admin.orgId, _method: 'GET' }, admin.token);
      expect(viaPost).toEqual({ status: 200, body: vpcSettingForPlan('free') });
    });

    it('answers 404 for another organization, 209 without a session, 141 without an organization, 400 on bad input', async () => {
      expect((await getSetting(`?orgId=${stranger.orgId}`, admin.token)).status).toBe(404);
      expect((await getSetting(`?orgId=${admin.orgId}`)).body.code).toBe(209);
      expect((await getSetting('', admin.token)).body).toEqual({ code: 141, error: 'error/no-organization' });
      const bad = await test.call('/vpc/setting/get', { orgId: 'x'.repeat(41), _method: 'GET' }, admin.token);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain('orgId');
      expect((await getSetting(`?orgId=${admin.orgId}`, admin.token)).status).toBe(200);
    });
  });

  describe('requireFeature', () => {
    it('refuses the message center with 403 once the plan setting disables it', async () => {
      const { customer } = await test.visitorCustomer(admin);
      const calls = () => [
        test.call('/functions/inboxesV3', { orgId: admin.orgId }, admin.token),
        test.call('/functions/findMessageV3', { orgId: admin.orgId, where: { conversation: customer.conversation.objectId } }, admin.token),
        test.call('/functions/publishTemplate', {
          orgId: admin.orgId, conversation: customer.conversation.objectId, receiptId: `r-${Date.now()}`,
          template: { contentType: 'text', data: { content: 'Hi' } },
        }, admin.token),
        test.call('/functions/assign', { organization: admin.orgId, customer: customer.objectId, inbox: 'self' }, admin.token),
        test.call('/functions/batch', { functions: [{ organization: admin.orgId, customer: customer.objectId, inbox: 'done' }] }, admin.token),
      ];
      await setPlan(admin.orgId, 'enterprise', { msgCenter: false });
      try {
        for (const answer of await Promise.all(calls())) expect(answer).toEqual({ status: 403, body: FEATURE_DISABLED });
        // Other modules stay open.
        expect((await test.call('/functions/findOrgMembers', { orgId: admin.orgId }, admin.token)).status).toBe(200);
      } finally {
        await setPlan(admin.orgId, 'free');
      }
      for (const answer of await Promise.all(calls())) expect(answer.status).toBe(200);
    });

    it('refuses organization settings when disabled, but never an invite redemption', async () => {
      await setPlan(admin.orgId, 'free', { orgSetting: false });
      try {
        expect(await test.call('/functions/findOrgMembers', { orgId: admin.orgId }, admin.token)).toEqual({ status: 403, body: FEATURE_DISABLED });
        expect((await test.call('/functions/invite', { orgId: admin.orgId, emails: ['x@example.com'] }, admin.token)).body).toEqual(FEATURE_DISABLED);
        expect((await test.call('/functions/evict', { orgId: admin.orgId, userIds: [member.userId] }, admin.token)).body).toEqual(FEATURE_DISABLED);
        expect((await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: member.userId, authorityName: 'admin' }, admin.token)).body)
          .toEqual(FEATURE_DISABLED);
        // Redeeming is not an organization-setting call: it reaches the invite code check.
        expect((await test.call('/functions/invite', { invite_code: 'nope' }, member.token)).body.error).toBe('error/invalid-invite-code');
      } finally {
        await setPlan(admin.orgId, 'free');
      }
    });

    it('lets a general member into organization settings but refuses its admin-only actions', async () => {
      expect((await test.call('/functions/findOrgMembers', { orgId: admin.orgId }, member.token)).status).toBe(200);
      const denied = { code: 119, error: 'Permission denied' };
      expect((await test.call('/functions/invite', { orgId: admin.orgId, emails: ['y@example.com'] }, member.token))).toEqual({ status: 403, body: denied });
      expect((await test.call('/functions/evict', { orgId: admin.orgId, userIds: [admin.userId] }, member.token)).body).toEqual(denied);
      expect((await test.call('/functions/updateMemberAuthority', { orgId: admin.orgId, userId: member.userId, authorityName: 'admin' }, member.token)).body)
        .toEqual(denied);
    });

    it('checks input, session and membership before the feature', async () => {
      await setPlan(admin.orgId, 'free', { msgCenter: false });
      try {
        expect((await test.call('/functions/inboxesV3', { orgId: admin.orgId, options: { limit: 0 } }, admin.token)).status).toBe(400);
        expect((await test.call('/functions/inboxesV3', { orgId: admin.orgId })).body.code).toBe(209);
        expect((await test.call('/functions/inboxesV3', { orgId: admin.orgId }, stranger.token)).status).toBe(404);
        expect((await test.call('/functions/inboxesV3', {}, admin.token)).body).toEqual({ code: 141, error: 'error/no-organization' });
      } finally {
        await setPlan(admin.orgId, 'free');
      }
    });
  });
});
