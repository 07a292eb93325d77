import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { FindTagResult } from '../../common/contracts/notes-tags';
import { connected, nextEvent, startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function cursorOf(orgId: string, token: string): Promise<ChangesResult> {
  return (await t.call<{ result: ChangesResult }>('/functions/changes', { orgId, since: 0 }, token)).body.result;
}

describe('POST /functions/tagging', () => {
  it('adds tags (ignoring duplicates), removes them with _method DELETE, each in the change feed and on the socket', async () => {
    const agent = await t.agentWithOrg('tagger');
    const { customer } = await t.visitorCustomer(agent);
    const where = { customer: customer.objectId, organization: agent.orgId };
    const before = await cursorOf(agent.orgId, agent.token);

    const socket = t.socket({ userId: agent.userId, token: agent.token });
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
    const pushed = nextEvent<{ type: string; customer: Customer }>(socket, 'event', (event) => event.customer?.tags.includes('vip'));

    const added = await t.call<{ result: Customer }>('/functions/tagging', { tags: [' vip ', 'tea', 'vip'], where, options: { version: 2 } }, agent.token);
    expect(added.status).toBe(200);
    expect(added.body.result.tags).toEqual(['vip', 'tea']);
    expect((await pushed).customer.objectId).toBe(customer.objectId);
    const again = await t.call<{ result: Customer }>('/functions/tagging', { tags: ['tea', 'new'], where, options: { version: 2 } }, agent.token);
    expect(again.body.result.tags).toEqual(['vip', 'tea', 'new']);

    const feed = await t.call<{ result: ChangesResult }>('/functions/changes', { orgId: agent.orgId, since: before.cursor }, agent.token);
    expect(feed.body.result.cursor).toBe(before.cursor + 2);
    expect(feed.body.result.changes.at(-1)).toMatchObject({ objectId: customer.objectId, object: { tags: ['vip', 'tea', 'new'] } });

    const removed = await t.call<{ result: Customer }>('/functions/tagging', { tags: ['tea'], where, _method: 'DELETE' }, agent.token);
    expect(removed.body.result.tags).toEqual(['vip', 'new']);
    expect((await cursorOf(agent.orgId, agent.token)).cursor).toBe(before.cursor + 3);
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const agent = await t.agentWithOrg('bad');
    const { customer } = await t.visitorCustomer(agent);
    const where = { customer: customer.objectId };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ where }, /tags/],
      [{ tags: [], where }, /tags/],
      [{ tags: ['  '], where }, /blank/],
      [{ tags: ['x'.repeat(51)], where }, /50 characters/],
      [{ tags: ['vip'] }, /where/],
      [{ tags: ['vip'], where: {} }, /customer/],
      [{ tags: ['vip'], where, options: { version: 1 } }, /version/],
    ];
    for (const [body, message] of cases) {
      const answer = await t.call('/functions/tagging', { orgId: agent.orgId, ...body }, agent.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
  });

  it('answers 404 for a customer of another organization and leaves its tags alone', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('stranger');
    const { customer } = await t.visitorCustomer(owner);
    const tagged = await t.call('/functions/tagging', { tags: ['mine'], where: { customer: customer.objectId, organization: stranger.orgId } }, stranger.token);
    expect(tagged.status).toBe(404);
    const named = await t.call('/functions/tagging', { tags: ['mine'], where: { customer: customer.objectId, organization: owner.orgId } }, stranger.token);
    expect(named.status).toBe(404);
    const mismatch = await t.call('/functions/tagging', { orgId: stranger.orgId, tags: ['mine'], where: { customer: customer.objectId, organization: owner.orgId } }, owner.token);
    expect(mismatch.status).toBe(404);
    const found = await t.call<{ result: FindTagResult }>('/functions/findTagV3', { orgId: owner.orgId }, owner.token);
    expect(found.body.result.tags).toEqual([]);
  });
});

describe('POST /functions/findTagV3', () => {
  it('answers the organization\'s distinct tags with counts, matching the keyword literally, within the limit', async () => {
    const agent = await t.agentWithOrg('finder');
    const other = await t.agentWithOrg('other');
    const tag = async (who: typeof agent, tags: string[]) => {
      const { customer } = await t.visitorCustomer(who);
      await t.call('/functions/tagging', { orgId: who.orgId, tags, where: { customer: customer.objectId } }, who.token);
    };
    await tag(agent, ['vip', '100%', 'a_b']);
    await tag(agent, ['vip', 'VIP-gold']);
    await tag(agent, ['axb']);
    await tag(other, ['vip', 'vip-other']);
    const find = async (body: Record<string, unknown>) =>
      (await t.call<{ result: FindTagResult }>('/functions/findTagV3', { orgId: agent.orgId, ...body }, agent.token));

    expect((await find({ keyword: 'vip' })).body.result.tags).toEqual([{ name: 'vip', count: 2 }, { name: 'VIP-gold', count: 1 }]);
    expect((await find({ keyword: '%' })).body.result.tags).toEqual([{ name: '100%', count: 1 }]);
    expect((await find({ keyword: '_' })).body.result.tags).toEqual([{ name: 'a_b', count: 1 }]);
    expect((await find({})).body.result.tags).toHaveLength(5);
    expect((await find({ limit: 2 })).body.result.tags).toHaveLength(2);
    expect((await find({ limit: 21 })).status).toBe(400);
    expect((await find({ limit: 0 })).status).toBe(400);
  });
});
