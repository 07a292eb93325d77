import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteListResponse, NoteResponse } from '../../common/contracts/notes-tags';
import { startTestServer, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

async function listNotes(orgId: string, token: string, customerId: string) {
  const response = await fetch(`${t.url}/note/get?customerId=${customerId}`, {
    headers: { 'X-Parse-Application-Id': 'parley', 'X-Parse-Session-Token': token, 'X-Org-Id': orgId },
  });
  return { status: response.status, body: await response.json() as NoteListResponse };
}

describe('notes', () => {
  it('creates, lists newest first, updates and deletes a note with its author', async () => {
    const agent = await t.agentWithOrg('noter');
    const { customer } = await t.visitorCustomer(agent);
    const first = await t.call<NoteResponse>('/note/create', { orgId: agent.orgId, customerId: customer.objectId, note: '  Likes tea  ' }, agent.token);
    expect(first.status).toBe(200);
    expect(first.body.note).toMatchObject({ note: 'Likes tea', customer: { objectId: customer.objectId }, author: { objectId: agent.userId } });
    const second = await t.call<NoteResponse>('/note/create', { orgId: agent.orgId, customerId: customer.objectId, note: 'Calls on Fridays' }, agent.token);

    const listed = await listNotes(agent.orgId, agent.token, customer.objectId);
    expect(listed.body.notes.map((note) => note.note)).toEqual(['Calls on Fridays', 'Likes tea']);

    const updated = await t.call<NoteResponse>(`/note/update/${first.body.note.objectId}`, { orgId: agent.orgId, note: 'Likes green tea' }, agent.token);
    expect(updated.body.note.note).toBe('Likes green tea');
    const deleted = await t.call(`/note/delete/${second.body.note.objectId}`, { orgId: agent.orgId }, agent.token);
    expect(deleted.body).toEqual({ objectId: second.body.note.objectId, deleted: true });
    expect((await listNotes(agent.orgId, agent.token, customer.objectId)).body.notes.map((note) => note.note)).toEqual(['Likes green tea']);
    // The same read as a POST with _method GET (the Parse envelope); a plain POST is refused.
    const posted = await t.call<NoteListResponse>('/note/get', { orgId: agent.orgId, customerId: customer.objectId, _method: 'GET' }, agent.token);
    expect(posted.body.notes.map((note) => note.note)).toEqual(['Likes green tea']);
    expect((await t.call('/note/get', { orgId: agent.orgId, customerId: customer.objectId }, agent.token)).status).toBe(400);
  });

  it('answers a repeated create with the client id with the same note', async () => {
    const agent = await t.agentWithOrg('retry');
    const { customer } = await t.visitorCustomer(agent);
    const body = { orgId: agent.orgId, customerId: customer.objectId, note: 'Once', objectId: 'AbCdEfGh12' };
    const once = await t.call<NoteResponse>('/note/create', body, agent.token);
    const twice = await t.call<NoteResponse>('/note/create', body, agent.token);
    expect(twice.body.note.objectId).toBe('AbCdEfGh12');
    expect(twice.body.note.createdAt).toBe(once.body.note.createdAt);
    expect((await listNotes(agent.orgId, agent.token, customer.objectId)).body.notes).toHaveLength(1);
  });

  it('enforces the 300-character limit and refuses blank or missing notes with a 400 naming the problem', async () => {
    const agent = await t.agentWithOrg('limits');
    const { customer } = await t.visitorCustomer(agent);
    const base = { orgId: agent.orgId, customerId: customer.objectId };
    expect((await t.call('/note/create', { ...base, note: 'x'.repeat(300) }, agent.token)).status).toBe(200);
    // 300 emoji are 300 characters (code points), though 600 UTF-16 units.
    expect((await t.call('/note/create', { ...base, note: '😀'.repeat(300) }, agent.token)).status).toBe(200);
    const over = await t.call('/note/create', { ...base, note: 'x'.repeat(301) }, agent.token);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/note must NOT have more than 300 characters/);
    const blank = await t.call('/note/create', { ...base, note: '   ' }, agent.token);
    expect(blank).toMatchObject({ status: 400, body: { error: 'note is required' } });
    const missing = await t.call('/note/create', base, agent.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/note/);
    const badId = await t.call('/note/create', { ...base, note: 'x', objectId: 'short' }, agent.token);
    expect(badId.status).toBe(400);
  });

  it('answers 404 for another organization\'s customer or note, and changes nothing', async () => {
    const owner = await t.agentWithOrg('owner');
    const stranger = await t.agentWithOrg('stranger');
    const { customer } = await t.visitorCustomer(owner);
    const created = await t.call<NoteResponse>('/note/create', { orgId: owner.orgId, customerId: customer.objectId, note: 'Private' }, owner.token);
    const noteId = created.body.note.objectId;

    expect((await t.call('/note/create', { orgId: stranger.orgId, customerId: customer.objectId, note: 'x' }, stranger.token)).status).toBe(404);
    expect((await t.call(`/note/update/${noteId}`, { orgId: stranger.orgId, note: 'x' }, stranger.token)).status).toBe(404);
    expect((await t.call(`/note/delete/${noteId}`, { orgId: stranger.orgId }, stranger.token)).status).toBe(404);
    expect((await listNotes(stranger.orgId, stranger.token, customer.objectId)).status).toBe(404);
    // Naming the owner's organization does not help a non-member.
    expect((await t.call(`/note/delete/${noteId}`, { orgId: owner.orgId }, stranger.token)).status).toBe(404);
    // Reusing the owner's note id for a create of one's own is not a way in.
    const { customer: own } = await t.visitorCustomer(stranger);
    expect((await t.call('/note/create', { orgId: stranger.orgId, customerId: own.objectId, note: 'x', objectId: noteId }, stranger.token)).status).toBe(404);

    expect((await listNotes(owner.orgId, owner.token, customer.objectId)).body.notes.map((note) => note.note)).toEqual(['Private']);
  });
});
