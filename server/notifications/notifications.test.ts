import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifyEvent, SystemMessage } from '../../common/contracts/notifications';
import { loadConfig } from '../config';
import { joinedMember } from '../members/test-helpers';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';
import { eq } from 'drizzle-orm';
import { systemMessages } from '../db/schema';
import { insertSystemMessages } from './store';

const config = loadConfig({});
let test: TestServer;

beforeAll(async () => { test = await startTestServer(); });
afterAll(async () => { await test.close(); });

/** GET with the envelope in headers (a GET has no body). */
async function getBadge(token: string, orgId: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${test.url}/last_read/notification?orgId=${orgId}`, {
    headers: { 'X-Parse-Application-Id': config.appId, 'X-Parse-Session-Token': token },
  });
  return { status: response.status, body: await response.json() };
}

const find = (agent: { token: string }, orgId: string, extra: Record<string, unknown> = {}) =>
  test.call<{ result: SystemMessage[] }>('/functions/findSystemMessage', { orgId, sort: { createdAt: -1 }, ...extra }, agent.token);

describe('notifications', () => {
  it('tells the admin when an invitee joins, live and in the list, with a badge until reset', async () => {
    const admin: Agent = await test.agentWithOrg('boss');
    const socket = test.socket({ userId: admin.userId, token: admin.token });
    await connected(socket);
    await new Promise((resolve) => socket.emit('subscribe', { orgId: admin.orgId }, resolve));
    const heard = nextEvent<NotifyEvent>(socket, 'event', (event) => event.type === 'notify');

    const member = await joinedMember(test, admin, 'Mia');
    const event = await heard;
    expect(event.userId).toBe(admin.userId);
    expect(event.message.eventType).toBe('event/join');
    expect(event.message.data.body.context?.memberName).toBe('Mia');

    const listed = await find(admin, admin.orgId);
    expect(listed.status).toBe(200);
    expect(listed.body.result.map((message) => message.eventType)).toEqual(['event/join']);
    // The one who joined gets no notification of their own joining.
    expect((await find(member, admin.orgId)).body.result).toEqual([]);

    expect((await getBadge(admin.token, admin.orgId)).body.lastRead.badge).toBe(1);
    const reset = await test.call('/last_read/notification/reset', { orgId: admin.orgId }, admin.token);
    expect(reset.status).toBe(200);
    expect(reset.body.lastRead.badge).toBe(0);
    expect((await getBadge(admin.token, admin.orgId)).body.lastRead.badge).toBe(0);

    // Evicting the member tells the admin (event/left), and the badge counts it.
    const evicted = await test.call('/functions/evict', { orgId: admin.orgId, userIds: [member.userId] }, admin.token);
    expect(evicted.status).toBe(200);
    expect((await find(admin, admin.orgId)).body.result[0]!.eventType).toBe('event/left');
    expect((await getBadge(admin.token, admin.orgId)).body.lastRead.badge).toBe(1);
  });

  it('pages newest first, 20 at a time with skip', async () => {
    const admin = await test.agentWithOrg('pager');
    // One second apart: messages made within one clock tick would tie on createdAt.
    const base = Date.now() - 60_000;
    for (let index = 0; index < 25; index++) {
      const [inserted] = await insertSystemMessages(test.server.db, admin.orgId, [admin.userId], 'event/notify', { type: 'plan', plan: `p${index}` });
      await test.server.db.update(systemMessages).set({ createdAt: new Date(base + index * 1000) }).where(eq(systemMessages.objectId, inserted!.objectId));
    }
    const first = await find(admin, admin.orgId);
    expect(first.body.result).toHaveLength(20);
    expect(first.body.result[0]!.data.body.plan).toBe('p24');
    const second = await find(admin, admin.orgId, { skip: 20 });
    expect(second.body.result.map((message) => message.data.body.plan)).toEqual(['p4', 'p3', 'p2', 'p1', 'p0']);
    expect((await getBadge(admin.token, admin.orgId)).body.lastRead.badge).toBe(25);
  });

  it('notifies the members when an export ends', async () => {
    const admin = await test.agentWithOrg('exporter');
    const started = await test.call('/functions/exportCustomers', { orgId: admin.orgId }, admin.token);
    expect(started.status).toBe(200);
    await expect.poll(async () => (await find(admin, admin.orgId)).body.result[0]?.data.body.context?.taskStatus, { timeout: 10_000 }).toBe('done');
  });

  it('refuses bad input with 400 and another organization with 404', async () => {
    const admin = await test.agentWithOrg('one');
    const other = await test.agentWithOrg('two');
    expect((await find(admin, admin.orgId, { limit: 0 })).status).toBe(400);
    expect((await find(admin, admin.orgId, { skip: -1 })).status).toBe(400);
    expect((await test.call('/last_read/notification/reset', {}, admin.token)).status).toBe(400);
    expect((await find(admin, other.orgId)).status).toBe(404);
    expect((await getBadge(admin.token, other.orgId)).status).toBe(404);
    expect((await test.call('/last_read/notification/reset', { orgId: other.orgId }, admin.token)).status).toBe(404);
  });
});
