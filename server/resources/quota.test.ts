// GET /resource/quota: distinct tags of the organization's customers against TAG_QUOTA.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceQuotaResponse } from '../../common/contracts/tasks';
import { loadConfig } from '../config';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

const { appId } = loadConfig({});
let t: TestServer;
beforeAll(async () => { t = await startTestServer({ tagQuota: 3 }); });
afterAll(async () => { await t?.close(); });

const getQuota = (query: string, token?: string) => fetch(`${t.url}/resource/quota${query}`, {
  headers: { 'X-Parse-Application-Id': appId, ...(token ? { 'X-Parse-Session-Token': token } : {}) },
});

async function tag(agent: Agent, tags: string[]): Promise<void> {
  const { customer } = await t.visitorCustomer(agent);
  const answer = await t.call('/functions/tagging', { orgId: agent.orgId, tags, where: { customer: customer.objectId } }, agent.token);
  expect(answer.status).toBe(200);
}

describe('GET /resource/quota', () => {
  it('counts the distinct tags of the organization\'s customers against the configured quota', async () => {
    const agent = await t.agentWithOrg('quota');
    const other = await t.agentWithOrg('other');
    const read = async () => (await (await getQuota(`?orgId=${agent.orgId}`, agent.token)).json()) as ResourceQuotaResponse;
    expect(await read()).toEqual({ distinct_tag: { used: 0, quota: 3 } });

    await tag(agent, ['vip', 'tea']);
    await tag(agent, ['vip', 'VIP']);
    await tag(other, ['elsewhere', 'more', 'still more']);
    expect(await read()).toEqual({ distinct_tag: { used: 3, quota: 3 } });

    // The console's way: a POST with _method GET.
    const posted = await t.call<ResourceQuotaResponse>('/resource/quota', { orgId: agent.orgId, _method: 'GET' }, agent.token);
    expect(posted.body).toEqual({ distinct_tag: { used: 3, quota: 3 } });
  });

  it('answers 404 to a non-member, 400 without an organization or with a bad _method', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('stranger');
    expect((await getQuota(`?orgId=${owner.orgId}`, stranger.token)).status).toBe(404);
    const missing = await getQuota('', owner.token);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('error/no-organization');
    expect((await getQuota(`?orgId=${owner.orgId}`)).status).toBe(400);
    const put = await t.call('/resource/quota', { orgId: owner.orgId, _method: 'PUT' }, owner.token);
    expect(put.status).toBe(400);
    expect(put.body.error).toMatch(/_method must be GET/);
  });
});
