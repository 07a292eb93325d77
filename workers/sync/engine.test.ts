// The engine against a stand-in server (fake fetch speaking the wire contract) and a fake socket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../local/db';
import { clearLocalData, connectionState, getDraft, orgLoaded, saveDraft, sessionInvalid } from '../../local/queries';
import { wireCustomer, wireMessage } from '../../local/test-fixtures';
import { createPendingEntry } from '../../local/outbox/outbox';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { Change } from '../../common/contracts/changes';
import { BROADCASTS_CHANNEL, type BroadcastSignal } from '../../local/channels';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import type { UploadedFile } from '../../common/contracts/files';
import type { SyncSession } from './api';
import { SyncEngine } from './engine';
import type { Leadership } from './leader';
import { soleLeader } from './leader';
import type { SocketFactory, SocketHandlers, SyncSocket } from './socket';

const session: SyncSession = {
  serverUrl: 'http://parley.test', appId: 'parley', jsKey: 'parley-js-key',
  userId: 'user1', sessionToken: 'r:token', language: 'en-US',
};

type Failure = { status: number; body: { code: number; error: string } };

class StandInServer {
  readonly calls: { name: string; body: Record<string, unknown>; language?: string }[] = [];
  readonly publishFailures: Failure[] = [];
  readonly readFailures: Failure[] = [];
  readonly assignFailures: Failure[] = [];
  /** Badge per conversation as the stand-in keeps it; a reset sets it to 0. */
  readonly badges = new Map<string, number>();
  private readonly feed: Change[] = [];
  private readonly sentByReceipt = new Map<string, Message>();
  private seq = 0;

  addCustomer(customer: Customer): void {
    this.feed.push({ seq: ++this.seq, className: 'Customer', objectId: customer.objectId, op: 'upsert', object: customer });
  }

  publishedReceipts(): string[] {
    return this.calls.filter((c) => c.name === 'publishTemplate').map((c) => String(c.body.receiptId));
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const name = new URL(request.url).pathname.replace('/functions/', '');
    const body = (await request.json()) as Record<string, unknown>;
    this.calls.push({ name, body, language: request.headers.get('accept-language') ?? undefined });
    if (body._SessionToken !== session.sessionToken || body._ApplicationId !== 'parley') {
      return Response.json({ code: 209, error: 'Invalid session token' }, { status: 400 });
    }
    if (name === 'changes') {
      const since = Number(body.since);
      const limit = Number(body.limit);
      const after = this.feed.filter((change) => change.seq > since);
      const page = after.slice(0, Math.min(limit, 2));
      return Response.json({ result: { changes: page, cursor: page.at(-1)?.seq ?? since, hasMore: after.length > page.length } });
    }
    if (name === 'publishTemplate') {
      const failure = this.publishFailures.shift();
      if (failure) return Response.json(failure.body, { status: failure.status });
      const receiptId = String(body.receiptId);
      // Stored as sent, whatever its content type.
      const { contentType, data } = body.template as Pick<Message, 'contentType' | 'data'>;
      const message = this.sentByReceipt.get(receiptId) ?? {
        ...wireMessage({ objectId: `m${this.sentByReceipt.size + 1}`, conversationId: String(body.conversation), receiptId, createdAt: new Date().toISOString() }),
        contentType,
        data,
      };
      this.sentByReceipt.set(receiptId, message);
      return Response.json({ result: message });
    }
    if (name === '/last_read/conversation/reset') {
      const failure = this.readFailures.shift();
      if (failure) return Response.json(failure.body, { status: failure.status });
      const conversationId = String(body.conversationId);
      this.badges.set(conversationId, 0);
      const lastReadAt = new Date().toISOString();
      const customer: Customer = {
        ...wireCustomer({ objectId: conversationId.replace('conv-', ''), updatedAt: lastReadAt }),
        lastRead: { badge: 0, lastReadAt },
      };
      return Response.json({ lastRead: customer.lastRead, customer });
    }
    if (name === 'assign') {
      const failure = this.assignFailures.shift();
      if (failure) return Response.json(failure.body, { status: failure.status });
      const target = String(body.inbox);
      const now = new Date().toISOString();
      const assigned = target === 'self' || target === 'private';
      const customer = wireCustomer({
        objectId: String(body.customer), updatedAt: now, assignedAt: now,
        inbox: [assigned ? 'private' : target as Customer['inbox'][number]],
        ...(assigned ? { assignee: String(body.toUser ?? body.from) } : {}),
      });
      return Response.json({ result: customer });
    }
    if (name === 'findMessageV3') {
      return Response.json({ result: { messages: [wireMessage({ objectId: 'older1', createdAt: '2023-12-31T00:00:00.000Z' })] } });
    }
    return Response.json({ code: 141, error: `unknown function ${name}` }, { status: 400 });
  };
}

class FakeSocket implements SyncSocket {
  readonly subscribed: string[] = [];
  readonly unsubscribed: string[] = [];
  closed = false;

  constructor(readonly url: string, readonly auth: unknown, readonly handlers: SocketHandlers) {}

  subscribe(orgId: string, onAck: (ok: boolean) => void): void {
    this.subscribed.push(orgId);
    queueMicrotask(() => onAck(true));
  }

  unsubscribe(orgId: string): void {
    this.unsubscribed.push(orgId);
  }

  presence(): void {}

  close(): void {
    this.closed = true;
  }

  /** What the server does on a connection: connect, then ready. */
  open(): void {
    this.handlers.onConnect();
    this.handlers.onReady();
  }
}

let server: StandInServer;
let sockets: FakeSocket[];
let engine: SyncEngine;
const connectSocket: SocketFactory = (url, auth, handlers) => {
  const socket = new FakeSocket(url, auth, handlers);
  sockets.push(socket);
  return socket;
};

function createEngine(leadership: Leadership = soleLeader): SyncEngine {
  return new SyncEngine({ connectSocket, leadership, fetch: server.fetch, now: Date.now, random: () => 0 });
}

async function startConnected(orgId = 'org1'): Promise<FakeSocket> {
  await engine.start(session, orgId);
  const socket = sockets.at(-1)!;
  socket.open();
  return socket;
}

const waitFor = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 3000, interval: 20 });

beforeEach(async () => {
  await clearLocalData();
  server = new StandInServer();
  sockets = [];
  engine = createEngine();
});

afterEach(async () => {
  await engine.stop();
});

describe('connection and delta sync', () => {
  it('connects once, subscribes on ready and pulls the feed to the end', async () => {
    for (const id of ['c1', 'c2', 'c3']) server.addCustomer(wireCustomer({ objectId: id }));
    const socket = await startConnected();
    await engine.start(session, 'org1');

    expect(sockets).toHaveLength(1);
    expect(socket.url).toBe('http://parley.test');
    expect(socket.auth).toEqual({ userId: 'user1', token: 'r:token' });
    expect(socket.subscribed).toEqual(['org1']);
    await waitFor(async () => expect(await orgLoaded('org1')).toBe(true));
    expect(await db.customers.count()).toBe(3);
    expect(server.calls.filter((c) => c.name === 'changes').map((c) => c.body.since)).toEqual([0, 2]);
    expect(await connectionState()).toMatchObject({ online: true, lastSyncAt: expect.any(String) });

    server.addCustomer(wireCustomer({ objectId: 'c4' }));
    await engine.nudge();
    await waitFor(async () => expect(await db.customers.count()).toBe(4));
    expect(server.calls.filter((c) => c.name === 'changes').at(-1)?.body.since).toBe(3);
  });

  it('switches organization without a new socket', async () => {
    const socket = await startConnected('org1');
    await engine.start(session, 'org2');
    expect(sockets).toHaveLength(1);
    expect(socket.unsubscribed).toEqual(['org1']);
    expect(socket.subscribed).toEqual(['org1', 'org2']);
    await waitFor(() => expect(server.calls.some((c) => c.name === 'changes' && c.body.orgId === 'org2')).toBe(true));
  });

  it('stores socket events and marks the connection offline on disconnect', async () => {
    const socket = await startConnected();
    socket.handlers.onCustomer(wireCustomer({ objectId: 'c9' }));
    socket.handlers.onMessage(wireMessage({ objectId: 'm9' }));
    await waitFor(async () => expect(await db.customers.get('c9')).toBeDefined());
    await waitFor(async () => expect(await db.messages.get('m9')).toBeDefined());
    socket.handlers.onTask({
      objectId: 't9', organization: { __type: 'Pointer', className: 'Organization', objectId: 'org1' }, type: 'exportCustomers',
      status: 'working', total: 3, progress: 1, options: {}, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:01.000Z',
    });
    await waitFor(async () => expect(await db.tasks.get('t9')).toMatchObject({ orgId: 'org1', status: 'working', total: 3, progress: 1 }));
    socket.handlers.onDisconnect();
    await waitFor(async () => expect((await connectionState()).online).toBe(false));
  });

  it('stores the customer that came with a message, never over a newer copy of it', async () => {
    const socket = await startConnected();
    socket.handlers.onMessage(wireMessage({ objectId: 'm10' }), wireCustomer({ objectId: 'c10', lastMessageAt: '2024-01-01T00:00:10.000Z', updatedAt: '2024-01-01T00:00:10.000Z' }));
    await waitFor(async () => expect(await db.messages.get('m10')).toBeDefined());
    expect(await db.customers.get('c10')).toMatchObject({ lastMessageAt: '2024-01-01T00:00:10.000Z' });

    // A later message's row arrived first (another process's frame overtook this one): it stays.
    socket.handlers.onMessage(wireMessage({ objectId: 'm11' }), wireCustomer({ objectId: 'c10', lastMessageAt: '2024-01-01T00:00:05.000Z', updatedAt: '2024-01-01T00:00:05.000Z' }));
    await waitFor(async () => expect(await db.messages.get('m11')).toBeDefined());
    expect(await db.customers.get('c10')).toMatchObject({ lastMessageAt: '2024-01-01T00:00:10.000Z' });
  });

  it('passes broadcast changes on to the pages over their BroadcastChannel (broadcasts are not stored)', async () => {
    const socket = await startConnected();
    const heard: BroadcastSignal[] = [];
    const channel = new BroadcastChannel(BROADCASTS_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<BroadcastSignal>) => heard.push(event.data));
    const broadcast = {
      objectId: 'bc1', organization: { __type: 'Pointer', className: 'Organization', objectId: 'org1' }, name: 'Spring sale',
      status: 'dispatching', query: { platforms: ['line'] }, messages: [], options: {}, total: 10, sent: 4, success: 3, failed: 1, unknown: 0,
      createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:01.000Z',
    } satisfies Broadcast;
    socket.handlers.onBroadcast(broadcast);
    await waitFor(() => expect(heard).toEqual([{ orgId: 'org1', broadcast }]));
    channel.close();
  });

  it('pulls the feed on the events of a task that changes customers (tags in bulk)', async () => {
    const socket = await startConnected();
    await waitFor(async () => expect(await orgLoaded('org1')).toBe(true));
    // What the task wrote: a customer's new tags, in the feed only.
    server.addCustomer({ ...wireCustomer({ objectId: 'c7' }), tags: ['vip'] });
    socket.handlers.onTask({
      objectId: 't7', organization: { __type: 'Pointer', className: 'Organization', objectId: 'org1' }, type: 'addTags',
      status: 'working', total: 1, progress: 1, options: {}, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:01.000Z',
    });
    await waitFor(async () => expect(await db.customers.get('c7')).toMatchObject({ tags: ['vip'] }));
  });
});

/** A file as the server answers it once uploaded. */
const uploadedFile = (objectId: string, name: string, contentType: string): UploadedFile => ({
  objectId, name, contentType, size: 10, url: `/files/${objectId}/${name}`, signedUrl: '', createdAt: '', updatedAt: '',
  storage: { type: 'local', bucket: 'local', key: `org1/${objectId}` },
});

describe('sending through the outbox', () => {
  const text = { orgId: 'org1', conversationId: 'conv1', customerId: 'cust1' };

  it('sends with the envelope and replaces the entry by the stored message, once', async () => {
    const socket = await startConnected();
    const receiptId = await engine.sendText({ ...text, text: 'Hello' });
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    const [call] = server.calls.filter((c) => c.name === 'publishTemplate');
    expect(call?.body).toMatchObject({
      orgId: 'org1', conversation: 'conv1', receiptId,
      template: { contentType: 'text', data: { content: 'Hello' } },
      _ApplicationId: 'parley', _JavaScriptKey: 'parley-js-key', _SessionToken: 'r:token',
    });
    const stored = await db.messages.toArray();
    expect(stored).toEqual([expect.objectContaining({ receiptId, data: { content: 'Hello' } })]);

    socket.handlers.onMessage(wireMessage({ objectId: stored[0]!.objectId, receiptId, text: 'Hello', createdAt: stored[0]!.createdAt }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.messages.count()).toBe(1);
  });

  it('sends an uploaded video as a video message: the MP4 with its thumbnail as preview', async () => {
    await startConnected();
    const media = { file: uploadedFile('V123456789', 'clip.mp4', 'video/mp4'), preview: uploadedFile('T123456789', 'clip.jpg', 'image/jpeg'), duration: 2 };
    const receiptId = await engine.sendMedia({ ...text, media });
    expect(await db.pendingMessages.get(receiptId)).toMatchObject({ text: 'clip.mp4' });
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    const [call] = server.calls.filter((c) => c.name === 'publishTemplate');
    expect(call?.body.template).toEqual({
      contentType: 'video',
      data: { url: '/files/V123456789/clip.mp4', previewUrl: '/files/T123456789/clip.jpg', fileName: 'clip.mp4', size: 10, duration: 2 },
    });
  });

  it('sends a WhatsApp template through the outbox with its placeholders and tag, keeping the draft', async () => {
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: 'typed, not sent' });
    await startConnected();
    const template = { templateType: 'whatsapp' as const, waTemplateId: 'Tpl0000001', placeholders: [{ type: 'customer' as const, value: 'originalDisplayName' as const }, { type: 'custom' as const, value: 'A-1024' }] };
    const receiptId = await engine.sendTemplate({ ...text, template, preview: 'Hi Mei, your order A-1024 is on its way.' });
    expect(await db.pendingMessages.get(receiptId)).toMatchObject({ text: 'Hi Mei, your order A-1024 is on its way.', messageTag: 'WHATSAPP_TEMPLATE' });
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    const [call] = server.calls.filter((c) => c.name === 'publishTemplate');
    expect(call?.body).toMatchObject({ receiptId, template: { contentType: 'template', data: template }, options: { fbMessengerTag: 'WHATSAPP_TEMPLATE' } });
    expect((await getDraft('conv1'))?.text).toBe('typed, not sent');
  });

  it('sends a card through the outbox with the agent\'s tag: retried on a 5xx, Resend after a refusal, stored as sent', async () => {
    await saveDraft({ orgId: 'org1', conversationId: 'conv1', text: 'typed, not sent' });
    server.publishFailures.push({ status: 503, body: { code: 1, error: 'unavailable' } }, { status: 400, body: { code: 142, error: 'template: card 1: title must have 1 to 40 characters' } });
    await startConnected();
    const card = {
      templateType: 'buttons' as const, content: 'Our oolong',
      elements: [{ title: 'Oolong', subtitle: 'Spring harvest', imageUrl: '/files/Img0000001/oolong.jpg', buttons: [{ type: 'url' as const, title: 'Buy', data: 'https://tea.example/oolong' }] }],
    };
    const receiptId = await engine.sendTemplate({ ...text, template: card, preview: 'Our oolong', messageTag: 'HUMAN_AGENT' });
    expect(await db.pendingMessages.get(receiptId)).toMatchObject({ text: 'Our oolong', messageTag: 'HUMAN_AGENT', content: { contentType: 'template', data: card } });
    await waitFor(async () => expect(await db.pendingMessages.get(receiptId)).toMatchObject({
      status: 'needResend', attempts: 2, error: 'msg_im_error', errorDetail: 'template: card 1: title must have 1 to 40 characters',
    }));
    await engine.resend(receiptId);
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    const calls = server.calls.filter((c) => c.name === 'publishTemplate');
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.body).toMatchObject({ receiptId, conversation: 'conv1', template: { contentType: 'template', data: card }, options: { fbMessengerTag: 'HUMAN_AGENT' } });
    }
    expect(await db.messages.toArray()).toEqual([expect.objectContaining({ receiptId, contentType: 'template', data: card })]);
    expect((await getDraft('conv1'))?.text).toBe('typed, not sent');
  });

  it('sends the messages of a conversation in order, one at a time', async () => {
    await startConnected();
    const first = await engine.sendText({ ...text, text: 'one' });
    const second = await engine.sendText({ ...text, text: 'two' });
    const third = await engine.sendText({ ...text, text: 'three' });
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    expect(server.publishedReceipts()).toEqual([first, second, third]);
  });

  it('retries a transient failure after a backoff', async () => {
    server.publishFailures.push({ status: 503, body: { code: 1, error: 'unavailable' } });
    await startConnected();
    const receiptId = await engine.sendText({ ...text, text: 'Hello' });
    await waitFor(async () => expect(await db.pendingMessages.get(receiptId)).toMatchObject({ status: 'queued', attempts: 1 }));
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    expect(server.publishedReceipts()).toEqual([receiptId, receiptId]);
  });

  it.each([
    ['the socket connects again', (socket: FakeSocket) => socket.open()],
    ['the browser is online again', () => void engine.nudge()],
  ])('sends what waited out an outage at once when %s, whatever backoff was running', async (_signal, reconnect) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const socket = await startConnected();
      socket.handlers.onDisconnect();
      // The outage: the reply failed five times already; the sixth try fails too and backs off 15 s.
      server.publishFailures.push({ status: 503, body: { code: 1, error: 'unavailable' } });
      await db.pendingMessages.put({ ...createPendingEntry({ ...text, text: 'Still there?' }, 'waiting', Date.now()), attempts: 5 });
      await waitFor(async () => expect(await db.pendingMessages.get('waiting')).toMatchObject({ status: 'queued', attempts: 6 }));
      expect((await db.pendingMessages.get('waiting'))!.nextAttemptAt - Date.now()).toBeGreaterThan(14_000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(server.publishedReceipts()).toEqual(['waiting']);

      const backAt = Date.now();
      reconnect(socket);
      await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
      expect(server.publishedReceipts()).toEqual(['waiting', 'waiting']);
      expect(Date.now() - backAt).toBeLessThan(3000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('flags a permanent failure needResend, holds later messages, and sends both after Resend', async () => {
    server.publishFailures.push({ status: 400, body: { code: 142, error: 'Conversation closed' } });
    await startConnected();
    const first = await engine.sendText({ ...text, text: 'one' });
    const second = await engine.sendText({ ...text, text: 'two' });
    await waitFor(async () => expect(await db.pendingMessages.get(first)).toMatchObject({
      status: 'needResend', error: 'msg_im_error', errorDetail: 'Conversation closed',
    }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.pendingMessages.get(second)).toMatchObject({ status: 'queued' });

    await engine.resend(first);
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    expect(server.publishedReceipts()).toEqual([first, first, second]);
  });

  it('follows a language switch without a new connection: the next requests speak the new language', async () => {
    const socket = await startConnected();
    await engine.start({ ...session, language: 'ja-JP' }, 'org1');
    expect(sockets).toHaveLength(1);
    expect(socket.closed).toBe(false);
    await engine.sendText({ ...text, text: 'こんにちは' });
    await waitFor(() => expect(server.calls.find((call) => call.name === 'publishTemplate')?.language).toBe('ja-JP'));
  });

  it('stops and flags the session when the server refuses it, keeping the entry', async () => {
    const socket = await startConnected();
    server.publishFailures.push({ status: 400, body: { code: 209, error: 'Invalid session token' } });
    const receiptId = await engine.sendText({ ...text, text: 'Hello' });
    await waitFor(async () => expect(await sessionInvalid()).toBe(true));
    expect(socket.closed).toBe(true);
    expect(await db.pendingMessages.get(receiptId)).toMatchObject({ status: 'queued', attempts: 0 });

    await engine.start(session, 'org1');
    expect(sockets).toHaveLength(1);
  });

  it('resends entries a crashed worker left sending', async () => {
    await db.pendingMessages.put({
      receiptId: 'crashed', orgId: 'org1', conversationId: 'conv1', customerId: 'cust1', text: 'Hi',
      createdAt: Date.now(), status: 'sending', attempts: 0, nextAttemptAt: Date.now(),
    });
    await startConnected();
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    expect(server.publishedReceipts()).toEqual(['crashed']);
  });

  it('a worker that does not lead stores the entry, and flushes it once it leads', async () => {
    let lead: (() => void) | undefined;
    await engine.stop();
    engine = createEngine({ acquire: (onLead) => { lead = onLead; }, release: () => undefined });
    await engine.start(session, 'org1');
    const receiptId = await engine.sendText({ ...text, text: 'Hello' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets).toHaveLength(0);
    expect(await db.pendingMessages.get(receiptId)).toMatchObject({ status: 'queued' });

    lead?.();
    await waitFor(async () => expect(await db.pendingMessages.count()).toBe(0));
    expect(sockets).toHaveLength(1);
  });
});

describe('older messages', () => {
  it('asks for messages before the oldest one stored', async () => {
    await engine.start(session, 'org1');
    await db.messages.put({
      objectId: 'm5', orgId: 'org1', conversationId: 'conv1', customerId: 'cust1', platform: 'livechat',
      contentType: 'text', data: { content: 'x' }, sendType: 'receive', senderType: 'Customer', senderId: 'cust1',
      createdAt: '2024-01-05T00:00:00.000Z', updatedAt: '2024-01-05T00:00:00.000Z',
    });
    expect(await engine.loadOlderMessages('org1', 'conv1')).toBe(false);
    const call = server.calls.find((c) => c.name === 'findMessageV3');
    expect(call?.body).toMatchObject({ orgId: 'org1', where: { conversation: 'conv1', before: '2024-01-05T00:00:00.000Z' } });
    expect(await db.messages.get('older1')).toBeDefined();
  });
});

const unreadCustomer = (badge = 2): Customer => ({ ...wireCustomer({ objectId: 'c1' }), lastRead: { badge } });
const markRead = { kind: 'markRead' as const, orgId: 'org1', conversationId: 'conv-c1', customerId: 'c1' };
const resets = () => server.calls.filter((call) => call.name === '/last_read/conversation/reset');

describe('action outbox: mark read', () => {

  it('clears the badge locally at once, then the server confirms and its row is stored', async () => {
    server.addCustomer(unreadCustomer());
    await startConnected();
    await waitFor(async () => expect((await db.customers.get('c1'))?.badge).toBe(2));

    await engine.act(markRead);
    // The optimistic state is there as soon as markRead resolves.
    expect((await db.customers.get('c1'))?.badge).toBe(0);
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(resets().map((call) => call.body)).toEqual([expect.objectContaining({
      orgId: 'org1', conversationId: 'conv-c1', sender: 'user1', senderType: '_User',
    })]);
    const stored = await db.customers.get('c1');
    expect(stored?.badge).toBe(0);
    expect(stored?.updatedAt).not.toBe('2024-01-01T00:00:00.000Z');
  });

  it('retries while the server fails transiently, then confirms', async () => {
    server.addCustomer(unreadCustomer());
    server.readFailures.push({ status: 503, body: { code: 1, error: 'unavailable' } });
    await startConnected();
    await waitFor(async () => expect((await db.customers.get('c1'))?.badge).toBe(2));
    await engine.act(markRead);
    await waitFor(async () => expect(await db.pendingActions.toArray()).toMatchObject([{ status: 'queued', attempts: 1 }]));
    expect((await db.customers.get('c1'))?.badge).toBe(0);
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(resets()).toHaveLength(2);
  });

  it('flags a permanent 4xx needResend and keeps it visible; a new mark-read replaces it', async () => {
    server.addCustomer(unreadCustomer());
    server.readFailures.push({ status: 404, body: { code: 101, error: 'Object not found.' } });
    await startConnected();
    await waitFor(async () => expect((await db.customers.get('c1'))?.badge).toBe(2));
    await engine.act(markRead);
    await waitFor(async () => expect(await db.pendingActions.toArray()).toMatchObject([{
      status: 'needResend', error: 'msg_im_error', errorDetail: 'Object not found.',
    }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resets()).toHaveLength(1);

    await engine.act(markRead);
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(resets()).toHaveLength(2);
  });
});

const assignInput = { kind: 'assign' as const, orgId: 'org1', conversationId: 'conv-c1', customerId: 'c1', inbox: 'self' as const };
const assigns = () => server.calls.filter((call) => call.name === 'assign');

describe('action outbox: assign', () => {
  it('moves the row at once, sends the assign, and stores the server\'s row', async () => {
    server.addCustomer(wireCustomer({ objectId: 'c1' }));
    await startConnected();
    await waitFor(async () => expect(await db.customers.get('c1')).toMatchObject({ box: 'open' }));

    await engine.act([assignInput]);
    expect(await db.customers.get('c1')).toMatchObject({ box: 'assigned', assignee: 'user1', inbox: ['private'] });
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(assigns().map((call) => call.body)).toEqual([expect.objectContaining({
      orgId: 'org1', organization: 'org1', customer: 'c1', inbox: 'self', from: 'user1',
    })]);
    const stored = await db.customers.get('c1');
    expect(stored).toMatchObject({ box: 'assigned', assignee: 'user1' });
    expect(stored?.updatedAt).not.toBe('2024-01-01T00:00:00.000Z');
  });

  it('a refused assign (404) is needResend; discarding it puts the row back', async () => {
    server.addCustomer(wireCustomer({ objectId: 'c1' }));
    server.assignFailures.push({ status: 404, body: { code: 101, error: 'Object not found.' } });
    await startConnected();
    await waitFor(async () => expect(await db.customers.get('c1')).toMatchObject({ box: 'open' }));
    await engine.act([{ ...assignInput, inbox: 'done' }]);
    expect(await db.customers.get('c1')).toMatchObject({ box: 'done' });
    await waitFor(async () => expect(await db.pendingActions.toArray()).toMatchObject([{
      kind: 'assign', status: 'needResend', error: 'msg_im_error', errorDetail: 'Object not found.',
    }]));
    const [failed] = await db.pendingActions.toArray();
    await engine.discardAction(failed!.id);
    expect(await db.pendingActions.count()).toBe(0);
    expect(await db.customers.get('c1')).toMatchObject({ box: 'open', inbox: ['unassigned'], assignee: '' });
  });

  it('resends a refused assign on request, and refuses more than 50 at once', async () => {
    server.addCustomer(wireCustomer({ objectId: 'c1' }));
    server.assignFailures.push({ status: 400, body: { code: 142, error: 'nope' } });
    await startConnected();
    await waitFor(async () => expect(await db.customers.get('c1')).toBeDefined());
    await engine.act([assignInput]);
    await waitFor(async () => expect(await db.pendingActions.toArray()).toMatchObject([{ status: 'needResend' }]));
    const [failed] = await db.pendingActions.toArray();
    await engine.resendAction(failed!.id);
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(assigns()).toHaveLength(2);

    const many = Array.from({ length: 51 }, (_, index) => ({ ...assignInput, customerId: `c${index}`, conversationId: `conv-c${index}` }));
    await expect(engine.act(many)).rejects.toThrow('50');
  });
});
