// The engine's keep and template calls against a stand-in server speaking the wire contract of
// /functions/keep, /classes/KeptMessage and the template functions (the rest of the engine: engine.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KeptMessage, ReplyTemplate, TextReplyTemplate } from '../../common/contracts/kept-templates';
import { pointer } from '../../common/parse';
import { db } from '../../local/db';
import { messageRecordFrom } from '../../local/mapping';
import { clearLocalData } from '../../local/queries';
import { wireMessage } from '../../local/test-fixtures';
import { conversationKept, pendingKeeps } from '../../local/kept-queries';
import { organizationTemplates } from '../../local/templates-queries';
import type { SyncEngine } from './engine';
import { startEngine, waitFor } from './engine-test-support';


class KeptServer {
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  /** Kept messages by message id (one keep per message, as the server keeps them). */
  readonly kept = new Map<string, KeptMessage>();
  readonly templates = new Map<string, ReplyTemplate>();
  /** Answers the next write with this status (e.g. 503 while "down"). */
  failWith: number | undefined;

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = (await request.json()) as Record<string, unknown>;
    this.calls.push({ path: url.pathname, body });
    if (url.pathname === '/functions/changes') return Response.json({ result: { changes: [], cursor: 0, hasMore: false } });
    if (url.pathname === '/classes/KeptMessage') return Response.json({ results: [...this.kept.values()] });
    if (url.pathname === '/functions/queryTemplate') return Response.json({ result: { templates: [...this.templates.values()] } });
    if (this.failWith) return Response.json({ code: 1, error: 'down' }, { status: this.failWith });
    if (url.pathname === '/functions/keep') {
      const messageId = String(body.message);
      const kept: KeptMessage = this.kept.get(messageId) ?? {
        objectId: String(body.objectId), organization: pointer('Organization', 'org1'), conversation: pointer('Conversation', String(body.conversation)),
        message: pointer('Message', messageId), owner: pointer('_User', String(body.owner)), platform: 'livechat', contentType: 'text',
        data: { content: `text of ${messageId}` }, labels: [], receipts: [], sender: { objectId: 'cust1', className: 'Customer' },
        messageCreatedAt: '2024-01-01T00:00:00.000Z', createdAt: new Date().toISOString(),
      };
      this.kept.set(messageId, kept);
      return Response.json({ result: kept });
    }
    if (url.pathname.startsWith('/classes/KeptMessage/')) {
      const id = url.pathname.split('/').at(-1)!;
      const found = [...this.kept.values()].find((kept) => kept.objectId === id);
      if (!found || body._method !== 'DELETE') return Response.json({ code: 101, error: 'Object not found.' }, { status: 404 });
      this.kept.delete(found.message.objectId);
      return Response.json({ objectId: id, deleted: true });
    }
    if (url.pathname === '/functions/saveTemplate') {
      const content = (body.data as TextReplyTemplate['data']).elements[0]!.data.content;
      const template: ReplyTemplate = {
        objectId: String(body.objectId), templateId: String(body.objectId), organization: pointer('Organization', 'org1'), templateType: 'text',
        name: String(body.name), note: '', hidden: false, version: 2, data: { content, elements: [{ contentType: 'text', data: { content } }] },
        createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
      };
      this.templates.set(template.objectId, template);
      return Response.json({ result: template });
    }
    if (url.pathname === '/functions/removeTemplate') {
      const id = String(body.templateId);
      if (!this.templates.delete(id)) return Response.json({ code: 101, error: 'Object not found.' }, { status: 404 });
      return Response.json({ result: { objectId: id, removed: true } });
    }
    return Response.json({ code: 141, error: `unknown ${url.pathname}` }, { status: 400 });
  };
}

let server: KeptServer;
let engine: SyncEngine;
const message = (id: string) => messageRecordFrom(wireMessage({ objectId: id, conversationId: 'conv1' }));

beforeEach(async () => {
  await clearLocalData();
  server = new KeptServer();
  engine = await startEngine(server.fetch);
});

afterEach(async () => {
  await engine.stop();
});

describe('keep intents', () => {
  it('a keep made while the server fails shows pending, then is kept once with its client id and the caller as owner', async () => {
    server.failWith = 503;
    await engine.act({ kind: 'keep', message: message('m1') });
    const [local] = await conversationKept('conv1');
    expect(local).toMatchObject({ messageId: 'm1', ownerId: 'user1' });
    expect((await pendingKeeps('conv1')).has('m1')).toBe(true);
    await waitFor(() => expect(server.calls.some((call) => call.path === '/functions/keep')).toBe(true));

    server.failWith = undefined;
    await engine.nudge();
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(server.kept.get('m1')?.objectId).toBe(local!.objectId);
    expect(server.calls.filter((call) => call.path === '/functions/keep').at(-1)?.body).toMatchObject({
      orgId: 'org1', conversation: 'conv1', message: 'm1', owner: 'user1', objectId: local!.objectId,
    });
  }, 10_000);

  it('an unkeep goes after its keep; one the server no longer knows counts as done', async () => {
    await engine.act({ kind: 'keep', message: message('m1') });
    await engine.act({ kind: 'unkeep', kept: (await db.keptMessages.get('m1'))!, customerId: 'cust1' });
    expect(await conversationKept('conv1')).toEqual([]);
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(server.calls.filter((call) => call.path !== '/functions/changes').map((call) => call.path)).toEqual([
      '/functions/keep', expect.stringMatching(/^\/classes\/KeptMessage\/\w{10}$/),
    ]);
    expect(server.kept.size).toBe(0);
  });

  it('loads a conversation\'s kept messages by pages of 20', async () => {
    await engine.act({ kind: 'keep', message: message('m1') });
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    await db.keptMessages.clear();
    expect(await engine.loadKept('org1', 'conv1', 0)).toBe(false);
    expect((await conversationKept('conv1')).map((kept) => kept.messageId)).toEqual(['m1']);
    expect(server.calls.at(-1)?.body).toMatchObject({ where: { conversation: 'conv1' }, limit: 20, skip: 0 });
  });
});

describe('templates', () => {
  it('saves, lists (stored for offline use) and removes templates', async () => {
    await engine.saveTemplate({ orgId: 'org1', name: 'Greeting', content: 'Hello {{customerName}}' });
    expect((await organizationTemplates('org1', 'greet')).map((template) => template.content)).toEqual(['Hello {{customerName}}']);
    await db.templates.clear();
    expect((await engine.queryTemplates('org1', '')).map((template) => template.name)).toEqual(['Greeting']);
    expect((await organizationTemplates('org1', '')).map((template) => template.name)).toEqual(['Greeting']);
    const [stored] = await organizationTemplates('org1', '');
    await engine.removeTemplate('org1', stored!.objectId);
    expect(await organizationTemplates('org1', '')).toEqual([]);
    await expect(engine.removeTemplate('org1', stored!.objectId)).rejects.toThrow('Object not found.');
  });
});
