// The engine's note and tag intents against a stand-in server speaking the wire contract of
// /note/* and /functions/tagging, findTagV3 (the rest of the engine: engine.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointer } from '../../common/parse';
import type { Change } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { Note } from '../../common/contracts/notes-tags';
import { db } from '../../local/db';
import { customerNotes, pendingNoteChanges } from '../../local/notes-queries';
import { clearLocalData } from '../../local/queries';
import { wireCustomer } from '../../local/test-fixtures';
import type { SyncEngine } from './engine';
import { startEngine, waitFor } from './engine-test-support';


class NotesServer {
  readonly calls: { method: string; path: string; body: Record<string, unknown>; headers: Headers }[] = [];
  readonly notes = new Map<string, Note>();
  tags: string[] = [];
  /** Answers the next note or tag write with this status (e.g. 503 while "down"). */
  failWith: number | undefined;

  private customer(): Customer {
    return { ...wireCustomer({ objectId: 'c1', updatedAt: new Date().toISOString() }), tags: this.tags };
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = (await request.json()) as Record<string, unknown>;
    this.calls.push({ method: request.method, path: url.pathname, body, headers: request.headers });
    if (url.pathname === '/functions/changes') {
      const change: Change = { seq: 1, className: 'Customer', objectId: 'c1', op: 'upsert', object: this.customer() };
      return Response.json({ result: { changes: Number(body.since) < 1 ? [change] : [], cursor: 1, hasMore: false } });
    }
    if (url.pathname === '/note/get') {
      if (body._method !== 'GET') return Response.json({ code: 142, error: '_method must be GET' }, { status: 400 });
      return Response.json({ notes: [...this.notes.values()] });
    }
    if (url.pathname === '/functions/findTagV3') {
      return Response.json({ result: { tags: [{ name: 'vip', count: 3 }] } });
    }
    if (this.failWith) return Response.json({ code: 1, error: 'down' }, { status: this.failWith });
    if (url.pathname === '/functions/tagging') {
      const tags = body.tags as string[];
      this.tags = body._method === 'DELETE' ? this.tags.filter((tag) => !tags.includes(tag)) : [...new Set([...this.tags, ...tags])];
      return Response.json({ result: this.customer() });
    }
    if (url.pathname === '/note/create' || url.pathname.startsWith('/note/update/')) {
      const id = url.pathname === '/note/create' ? String(body.objectId) : url.pathname.split('/').at(-1)!;
      const now = new Date().toISOString();
      const note: Note = {
        objectId: id, organization: pointer('Organization', 'org1'), customer: pointer('Customer', 'c1'), note: String(body.note),
        author: { objectId: 'user1', displayName: 'Ann Agent' }, createdAt: this.notes.get(id)?.createdAt ?? now, updatedAt: now,
      };
      this.notes.set(id, note);
      return Response.json({ note });
    }
    if (url.pathname.startsWith('/note/delete/')) {
      const id = url.pathname.split('/').at(-1)!;
      if (!this.notes.delete(id)) return Response.json({ code: 101, error: 'Object not found.' }, { status: 404 });
      return Response.json({ objectId: id, deleted: true });
    }
    return Response.json({ code: 141, error: `unknown ${url.pathname}` }, { status: 400 });
  };
}

let server: NotesServer;
let engine: SyncEngine;
const writes = () => server.calls.filter((call) => call.path.startsWith('/note/') && call.path !== '/note/get' || call.path === '/functions/tagging');

beforeEach(async () => {
  await clearLocalData();
  server = new NotesServer();
  engine = await startEngine(server.fetch);
  await waitFor(async () => {
    if (!(await db.customers.get('c1'))) throw new Error('the customer has not synced yet');
  });
});

afterEach(async () => {
  await engine.stop();
});

describe('tag intents', () => {
  it('show at once, go to /functions/tagging (add, then DELETE), and the server\'s row is stored', async () => {
    await engine.act({ kind: 'tag.add', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['vip'] });
    expect((await db.customers.get('c1'))?.tags).toEqual(['vip']);
    await engine.act({ kind: 'tag.remove', orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1', tags: ['vip'] });
    expect((await db.customers.get('c1'))?.tags).toEqual([]);
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(writes().map((call) => call.body)).toEqual([
      expect.objectContaining({ tags: ['vip'], where: { customer: 'c1', organization: 'org1' }, options: { version: 2 } }),
      expect.objectContaining({ tags: ['vip'], _method: 'DELETE' }),
    ]);
    expect(server.tags).toEqual([]);
  });

  it('answers tag candidates from findTagV3 with the search limit', async () => {
    expect(await engine.findTags('org1', 'vi')).toEqual([{ name: 'vip', count: 3 }]);
    expect(server.calls.at(-1)?.body).toMatchObject({ orgId: 'org1', keyword: 'vi', limit: 10 });
  });
});

describe('note intents', () => {
  it('a note written while the server fails shows pending, then is created once with its client id', async () => {
    server.failWith = 503;
    await engine.act({ kind: 'note.create', orgId: 'org1', customerId: 'c1', note: 'Offline', authorId: 'user1', authorName: 'Ann' });
    const [local] = await customerNotes('c1');
    expect(local).toMatchObject({ note: 'Offline', authorName: 'Ann' });
    expect((await pendingNoteChanges('c1')).has(local!.objectId)).toBe(true);
    await waitFor(() => expect(writes().length).toBeGreaterThan(0));

    server.failWith = undefined;
    await engine.nudge();
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect([...server.notes.keys()]).toEqual([local!.objectId]);
    expect((await customerNotes('c1')).map((note) => note.note)).toEqual(['Offline']);
  }, 10_000);

  it('edits and deletes go in order after the create; a repeated delete the server no longer knows counts as done', async () => {
    await engine.act({ kind: 'note.create', orgId: 'org1', customerId: 'c1', note: 'First', authorId: 'user1', authorName: 'Ann' });
    const [created] = await customerNotes('c1');
    await engine.act({ kind: 'note.update', orgId: 'org1', customerId: 'c1', noteId: created!.objectId, note: 'Second' });
    await engine.act({ kind: 'note.delete', orgId: 'org1', customerId: 'c1', noteId: created!.objectId });
    expect(await customerNotes('c1')).toEqual([]);
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(writes().map((call) => call.path)).toEqual(['/note/create', `/note/update/${created!.objectId}`, `/note/delete/${created!.objectId}`]);

    // The server lost the note already (a retry after a lost answer): still done, not a failure.
    await db.notes.put({ ...created!, note: 'Stale' });
    await engine.act({ kind: 'note.delete', orgId: 'org1', customerId: 'c1', noteId: created!.objectId });
    await waitFor(async () => expect(await db.pendingActions.count()).toBe(0));
    expect(await customerNotes('c1')).toEqual([]);
  });

  it('loads the server\'s notes from /note/get (a POST with _method GET) with the organization header', async () => {
    server.notes.set('SERVER0001', {
      objectId: 'SERVER0001', organization: pointer('Organization', 'org1'), customer: pointer('Customer', 'c1'), note: 'From elsewhere',
      author: { objectId: 'user2', displayName: 'Bob' }, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
    });
    await engine.loadNotes('org1', 'c1');
    expect((await customerNotes('c1')).map((note) => [note.note, note.authorName])).toEqual([['From elsewhere', 'Bob']]);
    const call = server.calls.find((entry) => entry.path === '/note/get')!;
    expect(call.headers.get('X-Org-Id')).toBe('org1');
    expect(call.body).toMatchObject({ orgId: 'org1', customerId: 'c1', _method: 'GET', _SessionToken: 'r:token' });
  });
});
