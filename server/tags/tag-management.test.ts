// Tag management on a real server: POST /tag/list (counts, order, paging, literal search) and removing
// a tag from every customer carrying it (POST /functions/task.tag with `where: {tag}`), both only for
// members whose role and plan open customer-management's tagManagement part.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import { randomId } from '../../common/ids';
import type { Customer } from '../../common/contracts/customers';
import type { TagCount } from '../../common/contracts/notes-tags';
import type { FindTasksResult, ResourceQuotaResponse, Task } from '../../common/contracts/tasks';
import type { TagListResult } from '../../common/contracts/tag-management';
import { changedOutside } from '../auth-cache/test-helpers';
import { memberships, orgRoles } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function tagged(agent: Agent, tags: string[], name?: string): Promise<Customer> {
  const { customer } = await t.visitorCustomer(agent, name);
  const answer = await t.call('/functions/tagging', { orgId: agent.orgId, tags, where: { customer: customer.objectId } }, agent.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return customer;
}

const list = (agent: Agent, body: Record<string, unknown> = {}) =>
  t.call<{ result: TagListResult }>('/tag/list', { orgId: agent.orgId, ...body }, agent.token);

async function tagsListed(agent: Agent, body: Record<string, unknown> = {}): Promise<TagCount[]> {
  const answer = await list(agent, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.tags;
}

async function finished(agent: Agent, taskId: string): Promise<Task> {
  for (let i = 0; i < 200; i++) {
    const tasks = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
    const task = tasks.body.result.tasks.find((candidate) => candidate.objectId === taskId);
    if (task?.status === 'done' || task?.status === 'error') return task;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the tag task did not finish');
}

async function tagsOf(agent: Agent): Promise<Map<string, string[]>> {
  const inbox = await t.call<{ result: { customers: Customer[] } }>('/functions/inboxesV3', { orgId: agent.orgId, where: { inbox: 'all' }, options: { limit: 100 } }, agent.token);
  return new Map(inbox.body.result.customers.map((customer) => [customer.objectId, customer.tags]));
}

describe('POST /tag/list', () => {
  it('answers the organization\'s tags with their customer counts, most used first, then by name', async () => {
    const agent = await t.agentWithOrg('lister');
    const other = await t.agentWithOrg('elsewhere');
    await tagged(agent, ['vip', 'tea', 'b']);
    await tagged(agent, ['vip', 'a']);
    await tagged(agent, ['vip', 'tea', 'c']);
    await tagged(other, ['vip', 'theirs']);

    expect(await tagsListed(agent)).toEqual([
      { name: 'vip', count: 3 }, { name: 'tea', count: 2 }, { name: 'a', count: 1 }, { name: 'b', count: 1 }, { name: 'c', count: 1 },
    ]);
    // Pages follow each other without gaps or repeats.
    expect(await tagsListed(agent, { limit: 2 })).toEqual([{ name: 'vip', count: 3 }, { name: 'tea', count: 2 }]);
    expect(await tagsListed(agent, { skip: 2, limit: 2 })).toEqual([{ name: 'a', count: 1 }, { name: 'b', count: 1 }]);
    expect(await tagsListed(agent, { skip: 4, limit: 2 })).toEqual([{ name: 'c', count: 1 }]);
    expect(await tagsListed(agent, { skip: 5 })).toEqual([]);
  });

  it('answers 40 tags unless asked for fewer or more (02 §9)', async () => {
    const agent = await t.agentWithOrg('many');
    const names = Array.from({ length: 45 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    for (let i = 0; i < names.length; i += 12) await tagged(agent, names.slice(i, i + 12));
    expect(await tagsListed(agent)).toHaveLength(40);
    expect((await tagsListed(agent, { skip: 40, limit: 20 })).map((tag) => tag.name)).toEqual(names.slice(40));
  });

  it('searches by a keyword taken literally (case-insensitive; %, _ and \\ are not wildcards)', async () => {
    const agent = await t.agentWithOrg('searcher');
    await tagged(agent, ['100%', '100 points', 'a_b', 'axb', 'back\\slash', 'backslash', 'VIP-gold', 'vip']);
    const names = async (keyword: string) => (await tagsListed(agent, { keyword })).map((tag) => tag.name).sort();
    expect(await names('%')).toEqual(['100%']);
    expect(await names('_')).toEqual(['a_b']);
    expect(await names('\\')).toEqual(['back\\slash']);
    expect(await names(' vip ')).toEqual(['VIP-gold', 'vip']);
    expect(await names('nothing')).toEqual([]);
  });

  it('refuses bad input with a 400 naming it, another organization with 404', async () => {
    const agent = await t.agentWithOrg('bad-list');
    const stranger = await t.agentWithOrg('stranger-list');
    await tagged(agent, ['secret']);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ limit: 0 }, /limit/],
      [{ limit: 101 }, /limit/],
      [{ skip: -1 }, /skip/],
      [{ keyword: 'x'.repeat(51) }, /keyword/],
      [{ keyword: { text: 'vip' } }, /keyword/],
    ];
    for (const [body, message] of cases) {
      const answer = await t.call('/tag/list', { orgId: agent.orgId, ...body }, agent.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toMatch(message);
    }
    expect((await t.call('/tag/list', {}, agent.token)).status).toBe(400);
    const theirs = await t.call('/tag/list', { orgId: agent.orgId }, stranger.token);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('secret');
  });
});

describe('removing a tag from every customer (task.tag where {tag})', () => {
  it('removes the tag from every customer of the organization carrying it, and the quota counts it no more', async () => {
    const agent = await t.agentWithOrg('cleaner');
    const other = await t.agentWithOrg('bystander');
    const first = await tagged(agent, ['old', 'vip'], 'one');
    const second = await tagged(agent, ['old'], 'two');
    const plain = await tagged(agent, ['vip'], 'three');
    const theirs = await tagged(other, ['old']);
    const quota = async () => (await t.call<ResourceQuotaResponse>('/resource/quota', { orgId: agent.orgId, _method: 'GET' }, agent.token)).body.distinct_tag.used;
    expect(await quota()).toBe(2);

    const started = await t.call<{ result: Task }>('/functions/task.tag', { orgId: agent.orgId, tags: ['old'], where: { tag: ' old ' }, _method: 'DELETE' }, agent.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.result).toMatchObject({ type: 'deleteTags', options: { tags: ['old'], tag: 'old' } });
    expect(await finished(agent, started.body.result.objectId)).toMatchObject({ status: 'done', total: 2, progress: 2 });

    const tags = await tagsOf(agent);
    expect(tags.get(first.objectId)).toEqual(['vip']);
    expect(tags.get(second.objectId)).toEqual([]);
    expect(tags.get(plain.objectId)).toEqual(['vip']);
    expect((await tagsOf(other)).get(theirs.objectId)).toEqual(['old']);
    expect(await tagsListed(agent)).toEqual([{ name: 'vip', count: 2 }]);
    expect(await quota()).toBe(1);
  });

  it('refuses a blank tag or a second selection with a 400, another organization with 404', async () => {
    const agent = await t.agentWithOrg('bad-delete');
    const stranger = await t.agentWithOrg('stranger-delete');
    const { objectId } = await tagged(agent, ['old']);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tag: '  ' }, /where.tag must not be blank/],
      [{ tag: '' }, /tag/],
      [{ tag: 'x'.repeat(51) }, /50 characters/],
      [{ tag: 'old', inbox: 'all' }, /not more than one/],
      [{ tag: 'old', customers: [objectId] }, /not more than one/],
    ];
    for (const [where, message] of cases) {
      const answer = await t.call('/functions/task.tag', { orgId: agent.orgId, tags: ['old'], where, _method: 'DELETE' }, agent.token);
      expect(answer.status, JSON.stringify(where)).toBe(400);
      expect(answer.body.error, JSON.stringify(where)).toMatch(message);
    }
    const theirs = await t.call('/functions/task.tag', { orgId: agent.orgId, tags: ['old'], where: { tag: 'old' }, _method: 'DELETE' }, stranger.token);
    expect(theirs.status).toBe(404);
    const tasks = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
    expect(tasks.body.result.tasks).toEqual([]);
    expect((await tagsOf(agent)).get(objectId)).toEqual(['old']);
  });
});

describe('who may manage tags', () => {
  it('admins, and members whose custom role has the tagManagement part (01 §6)', async () => {
    const owner = await t.agentWithOrg('tag-roles');
    const joined = await joinedMember(t, owner, 'Tina');
    const member: Agent = { ...joined, orgId: owner.orgId };
    const { objectId } = await tagged(owner, ['old']);
    const refused = { code: 119, error: 'error/feature-disabled' };
    const removeAll = (who: Agent) =>
      t.call('/functions/task.tag', { orgId: owner.orgId, tags: ['old'], where: { tag: 'old' }, _method: 'DELETE' }, who.token);
    expect((await list(owner)).status).toBe(200);
    // A general member: customer management is not on their menu; tagging named customers still works.
    expect((await list(member)).body).toEqual(refused);
    expect((await removeAll(member)).body).toEqual(refused);
    expect((await t.call('/functions/task.tag', { orgId: owner.orgId, tags: ['x'], where: { customers: [objectId] } }, member.token)).status).toBe(200);

    // A role with customer management's customer groups part only.
    const feature = structuredClone(vpcSettingForPlan('enterprise').data);
    feature.customerMgmt.tagManagement.enabled = false;
    const roleId = randomId();
    await t.server.db.insert(orgRoles).values({ objectId: roleId, orgId: owner.orgId, name: 'Groupers', feature });
    await t.server.db.update(memberships).set({ orgRoleId: roleId })
      .where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, member.userId)));
    changedOutside(t, { orgId: owner.orgId });
    expect((await list(member)).body).toEqual(refused);
    expect((await removeAll(member)).body).toEqual(refused);

    feature.customerMgmt.tagManagement.enabled = true;
    await t.server.db.update(orgRoles).set({ feature }).where(eq(orgRoles.objectId, roleId));
    changedOutside(t, { orgId: owner.orgId });
    expect((await list(member)).status).toBe(200);
    expect((await removeAll(member)).status).toBe(200);
  });
});
