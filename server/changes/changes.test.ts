import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import { reserveSeq } from '../db/sequence';
import { messages } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function pull(agent: Agent, since: number, limit?: number): Promise<ChangesResult> {
  const answer = await t.call('/functions/changes', { orgId: agent.orgId, since, ...(limit ? { limit } : {}) }, agent.token);
  expect(answer.status).toBe(200);
  return answer.body.result;
}

describe('change feed', () => {
  it('misses nothing while writers and a puller interleave', async () => {
    const agent = await t.agentWithOrg('feed');
    const conversations = await Promise.all([1, 2, 3, 4].map(async (n) => (await t.visitorCustomer(agent, `hi ${n}`)).customer.conversation.objectId));

    const seen: Change[] = [];
    let cursor = 0;
    let writing = true;
    const puller = (async () => {
      // Small pages so the puller runs many times between writes.
      for (;;) {
        const stillWriting = writing;
        const page = await pull(agent, cursor, 7);
        seen.push(...page.changes);
        cursor = page.cursor;
        if (!stillWriting && !page.hasMore) return;
      }
    })();

    const sent: string[] = [];
    const deleted: string[] = [];
    const removals: number[] = [];
    await Promise.all(Array.from({ length: 200 }, async (_, i) => {
      const answer = await t.call('/functions/publishTemplate', {
        orgId: agent.orgId,
        conversation: conversations[i % conversations.length],
        receiptId: `feed-${i}`,
        template: { contentType: 'text', data: { content: `reply ${i}` } },
      }, agent.token);
      const message = answer.body.result as Message;
      sent.push(message.objectId);
      if (i % 20 === 0) {
        const removal = await t.call(`/classes/Message/${message.objectId}`, { orgId: agent.orgId, _method: 'DELETE' }, agent.token);
        removals.push(removal.status);
        deleted.push(message.objectId);
      }
    }));
    writing = false;
    await puller;
    expect(removals).toEqual(Array(10).fill(200));

    const seqs = seen.map((change) => change.seq);
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]!);
    const messageChanges = seen.filter((change) => change.className === 'Message');
    const seenMessages = new Set(messageChanges.map((change) => change.objectId));
    for (const objectId of sent) expect(seenMessages.has(objectId)).toBe(true);
    const tombstones = messageChanges.filter((change) => change.op === 'delete').map((change) => change.objectId);
    expect(tombstones.toSorted()).toEqual(deleted.toSorted());
    // Each message appears at most twice: once stored, once deleted.
    const upserts = messageChanges.filter((change) => change.op === 'upsert').map((change) => change.objectId);
    expect(new Set(upserts).size).toBe(upserts.length);

    const final = await pull(agent, 0);
    expect(final.hasMore).toBe(false);
    const live = final.changes.filter((change) => change.className === 'Message' && change.op === 'upsert');
    expect(live).toHaveLength(200 + 4 - deleted.length);
  });

  it('answers each row as the other answers show it, and a deleted one as a tombstone', async () => {
    const agent = await t.agentWithOrg('rows');
    const { customer, visitorToken } = await t.visitorCustomer(agent, 'First');
    await t.request('POST', '/livechat/api/messages', { visitorToken, text: 'Second', clientId: 'second' });
    const conversation = customer.conversation.objectId;
    const sent = await t.call<{ result: Message }>('/functions/publishTemplate', {
      orgId: agent.orgId, conversation, receiptId: 'rows-1', template: { contentType: 'text', data: { content: 'Hello 👋 "quoted"' } },
    }, agent.token);
    const gone = await t.call<{ result: Message }>('/functions/publishTemplate', {
      orgId: agent.orgId, conversation, receiptId: 'rows-2', template: { contentType: 'text', data: { content: 'Oops' } },
    }, agent.token);
    expect((await t.call(`/classes/Message/${gone.body.result.objectId}`, { orgId: agent.orgId, _method: 'DELETE' }, agent.token)).status).toBe(200);
    await t.call('/functions/tagging', { orgId: agent.orgId, tags: ['vip', 'tea'], where: { customer: customer.objectId } }, agent.token);
    await t.call('/functions/assign', { organization: agent.orgId, customer: customer.objectId, inbox: 'self', from: agent.userId }, agent.token);
    await t.call('/last_read/conversation/reset', { orgId: agent.orgId, conversationId: conversation, sender: agent.userId, senderType: '_User' }, agent.token);
    const latest = await t.call<{ result: Customer }>('/functions/updateCustomFields',
      { where: { orgId: agent.orgId, customer: customer.objectId }, fields: { customField1: 'A-123' } }, agent.token);
    expect(latest.status).toBe(200);
    expect(latest.body.result).toMatchObject({ tags: ['vip', 'tea'], assignee: agent.userId, lastRead: { badge: 0 }, customField1: 'A-123' });

    const feed = await pull(agent, 0);
    const last = (objectId: string) => feed.changes.findLast((change) => change.objectId === objectId);
    expect(last(customer.objectId)).toEqual({ seq: expect.any(Number), className: 'Customer', objectId: customer.objectId, op: 'upsert', object: latest.body.result });
    expect(last(sent.body.result.objectId)).toEqual({ seq: expect.any(Number), className: 'Message', objectId: sent.body.result.objectId, op: 'upsert', object: sent.body.result });
    expect(last(gone.body.result.objectId)).toEqual({ seq: expect.any(Number), className: 'Message', objectId: gone.body.result.objectId, op: 'delete' });
    const history = await t.call<{ result: { messages: Message[] } }>('/functions/findMessageV3', { orgId: agent.orgId, where: { conversation } }, agent.token);
    const inFeed = feed.changes.flatMap((change) => (change.className === 'Message' && change.op === 'upsert' ? [change.object] : []));
    expect(inFeed.toReversed()).toEqual(history.body.result.messages);
  });

  it('gives a console far behind 1,000 changes a page (half the requests of a first sync at 500)', async () => {
    const agent = await t.agentWithOrg('far-behind');
    const { customer } = await t.visitorCustomer(agent);
    await t.server.db.transaction(async (tx) => {
      const first = await reserveSeq(tx, agent.orgId, 1200);
      await tx.insert(messages).values(Array.from({ length: 1200 }, (_, i) => ({
        objectId: `far${String(i).padStart(7, '0')}`, orgId: agent.orgId, conversationId: customer.conversation.objectId, customerId: customer.objectId,
        platform: 'livechat' as const, contentType: 'text' as const, data: { content: `Message ${i}` }, sendType: 'receive' as const,
        senderType: 'Customer' as const, senderId: customer.objectId, seq: first + i,
      })));
    });
    const page = await pull(agent, 0);
    expect(page.changes).toHaveLength(1000);
    expect(page.hasMore).toBe(true);
    const rest = await pull(agent, page.cursor);
    expect(rest.hasMore).toBe(false);
    expect([...page.changes, ...rest.changes].filter((change) => change.objectId.startsWith('far'))).toHaveLength(1200);
  });

  it('pages with cursor and hasMore', async () => {
    const agent = await t.agentWithOrg('pages');
    await t.visitorCustomer(agent);
    await t.visitorCustomer(agent);
    const first = await pull(agent, 0, 3);
    expect(first.changes).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    expect(first.cursor).toBe(first.changes[2]!.seq);
    const rest = await pull(agent, first.cursor);
    expect(rest.hasMore).toBe(false);
    expect(rest.changes.every((change) => change.seq > first.cursor)).toBe(true);
    const empty = await pull(agent, rest.cursor);
    expect(empty).toEqual({ changes: [], cursor: rest.cursor, hasMore: false });
  });
});
