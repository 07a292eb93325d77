// Two server processes behave as one server (issue 18; docs/scale-out.md). In the two-process run
// (`npm run test:cluster`: two servers on one PostgreSQL and one Redis) `a` and `b` are different
// processes; in the other runs they are the one server, and the same things must hold there too.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionListResponse } from '../../common/contracts/accounts';
import type { VisitorMessage } from '../../common/contracts/livechat';
import type { Message } from '../../common/contracts/messages';
import type { TypingEvent } from '../../common/contracts/realtime';
import type { TaskEvent } from '../../common/contracts/tasks';
import { customers, tasks } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { eventually } from '../testing/eventually';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn } from '../testing/line-platform';
import { openBus } from './bus';

const channel: LineChannel = {
  channelId: '1657000777',
  channelSecret: '0123456789abcdef0123456789abcdef',
  accessToken: 'line-access-token-of-the-cluster-test',
  bot: { userId: 'Ubot0777', basicId: '@cluster', displayName: 'Cluster Shop', pictureUrl: 'https://profile.line-scdn.net/bot.png' },
};
const ann = { userId: 'U7777aaaa', displayName: 'Ann Lee', pictureUrl: 'https://profile.line-scdn.net/ann.png' };

let line: LinePlatformStandIn;
let t: TestServer;
let a: ReturnType<TestServer['on']>;
let b: ReturnType<TestServer['on']>;
beforeAll(async () => {
  line = await startLinePlatform();
  line.addChannel(channel);
  line.addUser(ann);
  t = await startTestServer({ channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl } } });
  a = t.on(0);
  b = t.on(-1);
});
afterAll(async () => {
  await t?.close();
  await line?.close();
});

/** A console socket of the agent on `where`, subscribed to the agent's organization. */
async function consoleSocket(where: typeof a, agent: Pick<Agent, 'userId' | 'token' | 'orgId'>) {
  const socket = where.socket({ userId: agent.userId, token: agent.token });
  await connected(socket);
  expect(await socket.emitWithAck('subscribe', { orgId: agent.orgId })).toBe(true);
  return socket;
}

describe('two server processes', () => {
  it('a message stored through one process reaches a console socket on the other', async () => {
    const agent = await a.agentWithOrg('fan-out');
    const agentOnB = await consoleSocket(b, agent);
    const heard = nextEvent<Message>(agentOnB, 'message', (message) => message.sendType === 'receive');
    await a.visitorCustomer(agent, 'Hello from a visitor on A');
    expect((await heard).data).toMatchObject({ content: 'Hello from a visitor on A' });
  });

  it('a live-chat visitor on one process and an agent on the other talk both ways, live, typing signals too', async () => {
    const agent = await a.agentWithOrg('live');
    const agentOnA = await consoleSocket(a, agent);
    const { visitorToken, customer } = await b.visitorCustomer(agent, 'First');
    const visitorOnB = b.socket({ visitorToken });
    await connected(visitorOnB);

    const typing = nextEvent<TypingEvent>(agentOnA, 'typing');
    visitorOnB.emit('typing');
    expect(await typing).toEqual({ customerId: customer.objectId, conversationId: customer.conversation.objectId });

    const toAgent = nextEvent<Message>(agentOnA, 'message', (message) => message.sendType === 'receive');
    expect((await b.request('POST', '/livechat/api/messages', { visitorToken, text: 'Where is my order?', clientId: 'q1' })).status).toBe(201);
    expect((await toAgent).data).toMatchObject({ content: 'Where is my order?' });

    const toVisitor = nextEvent<VisitorMessage>(visitorOnB, 'message', (message) => !message.fromVisitor);
    const reply = await a.call('/functions/publishTemplate', {
      orgId: agent.orgId, conversation: customer.conversation.objectId, receiptId: 'reply-1',
      template: { contentType: 'text', data: { content: 'On its way' } },
    }, agent.token);
    expect(reply.status).toBe(200);
    expect(await toVisitor).toMatchObject({ text: 'On its way', fromVisitor: false });
  });

  it('ending a session on one process closes its socket on the other at once', async () => {
    const agent = await a.agentWithOrg('ender');
    const socketOnB = b.socket({ userId: agent.userId, token: agent.token });
    await connected(socketOnB);
    const closed = nextEvent<string>(socketOnB, 'disconnect');
    // The same user at another desk ends the first session, through A.
    const { username } = (await a.call<{ username: string }>('/users/me', {}, agent.token)).body;
    const desk = (await a.call<{ sessionToken: string }>('/login', { username, password: 'secret-pass' })).body.sessionToken;
    const sessions = (await a.call<SessionListResponse>('/sessions', { _method: 'GET' }, desk)).body.results;
    const first = sessions.find((session) => !session.current)!;
    expect((await a.call(`/sessions/${first.objectId}`, { _method: 'DELETE' }, desk)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await b.call('/users/me', {}, agent.token)).status).not.toBe(200);
  });

  it('evicting on one process tells the member\'s sockets on the other and takes them out of the room', async () => {
    const admin = await a.agentWithOrg('evictor');
    const member = await joinedMember(t, admin, 'Gus');
    const memberOnB = await consoleSocket(b, { ...member, orgId: admin.orgId });
    const adminOnB = await consoleSocket(b, admin);
    const evicted = nextEvent<{ type: string; orgId?: string }>(memberOnB, 'event', (event) => event.type === 'evict');
    expect((await a.call('/functions/evict', { orgId: admin.orgId, userIds: [member.userId] }, admin.token)).status).toBe(200);
    expect((await evicted).orgId).toBe(admin.orgId);

    let heard = false;
    memberOnB.on('event', () => { heard = true; });
    const joined = nextEvent(adminOnB, 'event', (event: { type: string }) => event.type === 'join');
    await joinedMember(t, admin, 'Hal');
    await joined;
    expect(heard).toBe(false);
  });

  it('a task started on one process runs once, and the other process\'s sockets follow it', async () => {
    const agent = await a.agentWithOrg('tasker');
    await a.visitorCustomer(agent, 'Hi');
    const socketOnB = await consoleSocket(b, agent);
    const statuses: string[] = [];
    socketOnB.on('event', (event: TaskEvent) => { if (event.type === 'task') statuses.push(event.task.status); });
    const done = nextEvent<TaskEvent>(socketOnB, 'event', (event) => event.type === 'task' && event.task.status === 'done');
    const started = await a.call<{ result: { objectId: string } }>('/functions/exportCustomers', { orgId: agent.orgId }, agent.token);
    expect(started.status).toBe(200);
    await done;
    const [row] = await t.server.db.select({ attempts: tasks.attempts }).from(tasks).where(eq(tasks.objectId, started.body.result.objectId));
    expect(row?.attempts).toBe(1);
    expect(statuses.filter((status) => status === 'preparing')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'done')).toHaveLength(1);
  });

  it('the login rate limit counts the failures of both processes together', async () => {
    const { status } = await a.call('/users', { username: 'uma', password: 'secret-pass', email: 'uma@example.com' });
    expect(status).toBe(201);
    const login = async (where: typeof a, password: string) => (await where.server.app.inject({
      method: 'POST', url: '/login', remoteAddress: '10.9.0.1', payload: { _ApplicationId: 'parley', username: 'uma', password },
    })).statusCode;
    // Five failures, taking turns: the fifth is refused, whichever process it reaches, and so is the next.
    expect([await login(a, 'wrong'), await login(b, 'wrong'), await login(a, 'wrong'), await login(b, 'wrong')]).toEqual([404, 404, 404, 404]);
    expect(await login(a, 'wrong')).toBe(429);
    expect(await login(b, 'secret-pass')).toBe(429);
  });

  it("a LINE customer's events reaching both processes are stored once each, in order; replies through both go out once each, in order", async () => {
    const admin = await a.agentWithOrg('line-cluster');
    const integrate = await a.call<{ result: { objectId: string } }>('/functions/integrate', {
      orgId: admin.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, admin.token);
    expect(integrate.status).toBe(200);
    const webhookOn = (where: typeof a) => line.addChannel({ ...channel, webhookEndpoint: `${where.url}/webhooks/line/${integrate.body.result.objectId}` });

    const texts = ['one', 'two', 'three', 'four', 'five', 'six'];
    const start = Date.now();
    for (const [n, text] of texts.entries()) {
      const event = { ...line.textEvent(ann.userId, text), timestamp: start + n };
      webhookOn(n % 2 === 0 ? a : b);
      expect(await line.deliver(channel.channelId, [event])).toBe(200);
      // LINE delivers it again, to the other process: nothing new.
      webhookOn(n % 2 === 0 ? b : a);
      expect(await line.deliver(channel.channelId, [event], { redelivery: true })).toBe(200);
    }
    const [customer] = await t.server.db.select().from(customers).where(and(eq(customers.orgId, admin.orgId), eq(customers.platform, 'line')));
    const received = () => a.call<{ result: { messages: Message[] } }>('/functions/findMessageV3', { orgId: admin.orgId, where: { conversation: customer!.conversationId } }, admin.token)
      .then((answer) => answer.body.result.messages.filter((message) => message.sendType === 'receive').map((message) => (message.data as { content: string }).content).reverse());
    expect(await eventually(received, (stored) => stored.length >= texts.length)).toEqual(texts);

    const replies = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
    for (const [n, text] of replies.entries()) {
      const sent = await (n % 2 === 0 ? a : b).call('/functions/publishTemplate', {
        orgId: admin.orgId, conversation: customer!.conversationId, receiptId: `cluster-${text}`, template: { contentType: 'text', data: { content: text } },
      }, admin.token);
      expect(sent.status).toBe(200);
    }
    const atLine = () => line.deliveries.flatMap((delivery) => delivery.messages.map((message) => (message as { text?: string }).text ?? ''))
      .filter((text) => replies.includes(text));
    expect(await eventually(async () => atLine(), (got) => got.length >= replies.length)).toEqual(replies);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(atLine()).toEqual(replies);
  });

  it('a signal on the bus reaches the other process; "first within" is granted to one process only, a rate is shared', async () => {
    // The servers' own kind of bus: Redis in the two-process run, else one process's local bus.
    const deployment = { redisUrl: a.server === b.server ? undefined : process.env.TEST_REDIS_URL, databaseUrl: `postgres://db.test/bus-${Date.now()}`, dataDir: t.dataDir };
    const onA = await openBus(deployment);
    const onB = deployment.redisUrl ? await openBus(deployment) : onA;
    // Another deployment (another database) on the same Redis: it hears none of it and holds its own keys.
    const elsewhere = await openBus({ ...deployment, databaseUrl: `${deployment.databaseUrl}-other` });
    try {
      const topic = `test-${Date.now()}-${Math.random()}`;
      const heard: string[] = [];
      const heardElsewhere: string[] = [];
      await onB.subscribe(topic, (message) => heard.push(message));
      await elsewhere.subscribe(topic, (message) => heardElsewhere.push(message));
      await onA.publish(topic, 'integration x changed');
      expect(await eventually(async () => heard, (all) => all.length > 0)).toEqual(['integration x changed']);
      // Delivered: the other process has run it by the time the sender goes on (no waiting after).
      await onA.deliver(topic, 'session ended');
      expect(heard).toEqual(['integration x changed', 'session ended']);
      // Nobody else listens on a topic: delivered at once, not after the wait for answers.
      const alone = Date.now();
      await onA.deliver(`${topic}-unheard`, 'nobody');
      expect(Date.now() - alone).toBeLessThan(1_000);
      const key = `test-${topic}`;
      expect([await onA.firstWithin(key, 60_000), await onB.firstWithin(key, 60_000), await onA.firstWithin(key, 60_000)]).toEqual([true, false, false]);
      expect(await elsewhere.firstWithin(key, 60_000)).toBe(true);
      expect(heardElsewhere).toEqual([]);
      // A rate shared by the processes: 10 slots a second, spaced 100 ms apart whichever process asks.
      const rate = `test-rate-${topic}`;
      const waits = [await onA.slot(rate, 10), await onB.slot(rate, 10), await onA.slot(rate, 10)];
      expect(waits[0]).toBe(0);
      expect(waits[1]).toBeGreaterThanOrEqual(50);
      expect(waits[2]! - waits[1]!).toBeGreaterThanOrEqual(90);
      expect(await elsewhere.slot(rate, 10)).toBe(0);
    } finally {
      await onA.close();
      if (onB !== onA) await onB.close();
      await elsewhere.close();
    }
  });
});
