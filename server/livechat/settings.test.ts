// Linked apps › Live chat: the settings (admins change them) and what the visitor API does with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import type { LivechatSettings, VisitorMessage, VisitorSessionResponse } from '../../common/contracts/livechat';
import { DEFAULT_LIVECHAT_SETTINGS } from '../../common/livechat-hours';
import { joinedMember, type TestUser } from '../members/test-helpers';
import { connected, nextEvent, startTestServer, type Agent, type TestServer } from '../testing/harness';

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let t: TestServer;
let admin: Agent;
let member: TestUser;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('settings');
  member = await joinedMember(t, admin, 'Member');
});
afterAll(async () => { await t?.close(); });

const readSettings = (token: string) => t.call('/functions/getLivechatSettings', { orgId: admin.orgId }, token);
const saveSettings = (token: string, settings: unknown) => t.call('/functions/updateLivechatSettings', { orgId: admin.orgId, settings }, token);
const startSession = (visitorToken?: string) =>
  t.request<VisitorSessionResponse>('POST', '/livechat/api/session', { orgId: admin.orgId, ...(visitorToken ? { visitorToken } : {}) });
const visitorWrites = (visitorToken: string, text: string) =>
  t.request<VisitorMessage>('POST', '/livechat/api/messages', { visitorToken, text, clientId: crypto.randomUUID() });
const history = async (visitorToken: string) =>
  (await t.request<{ messages: VisitorMessage[] }>('GET', `/livechat/api/messages?visitorToken=${encodeURIComponent(visitorToken)}`)).body.messages;

async function save(change: Partial<LivechatSettings>): Promise<void> {
  const saved = await saveSettings(admin.token, { ...DEFAULT_LIVECHAT_SETTINGS, ...change });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function setPicture(agent: Agent): Promise<string> {
  const url = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', { orgId: agent.orgId, fileName: 'me.png', contentType: 'image/png' }, agent.token);
  await fetch(t.url + url.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
  const file = await t.call<UploadedFile>(`/classes/File/${url.body.result.objectId}`, { orgId: agent.orgId }, agent.token);
  const updated = await t.call(`/user/update/${agent.userId}`, { _method: 'PUT', picture: file.body.objectId, firstName: 'Mei' }, agent.token);
  return updated.body.picture as string;
}

describe('live-chat settings', () => {
  it('starts from the defaults; admins save them, members read them, and the rules are checked', async () => {
    expect((await readSettings(member.token)).body.result).toEqual(DEFAULT_LIVECHAT_SETTINGS);

    const byMember = await saveSettings(member.token, DEFAULT_LIVECHAT_SETTINGS);
    expect(byMember.status).toBe(403);

    const zone = await saveSettings(admin.token, {
      ...DEFAULT_LIVECHAT_SETTINGS, businessHours: { ...DEFAULT_LIVECHAT_SETTINGS.businessHours, timeZone: 'Mars/Olympus' },
    });
    expect(zone).toMatchObject({ status: 400, body: { error: 'body/settings/businessHours/timeZone Mars/Olympus is not a known time zone' } });
    const days = { ...DEFAULT_LIVECHAT_SETTINGS.businessHours.days, tue: { open: true, from: '18:00', to: '09:00' } };
    const backwards = await saveSettings(admin.token, { ...DEFAULT_LIVECHAT_SETTINGS, businessHours: { ...DEFAULT_LIVECHAT_SETTINGS.businessHours, days } });
    expect(backwards).toMatchObject({ status: 400, body: { error: 'body/settings/businessHours/days/tue to must be later than from' } });
    const mode = await saveSettings(admin.token, { ...DEFAULT_LIVECHAT_SETTINGS, preChatForm: { name: 'maybe', email: 'off' } });
    expect(mode.status).toBe(400);
    expect(mode.body.error).toMatch(/preChatForm\/name/);

    const settings = { ...DEFAULT_LIVECHAT_SETTINGS, showTimes: false, awayMessage: '  Back at nine.  ', extra: 'dropped' };
    const saved = await saveSettings(admin.token, settings);
    expect(saved.body.result).toEqual({ ...DEFAULT_LIVECHAT_SETTINGS, showTimes: false, awayMessage: 'Back at nine.' });
    expect((await readSettings(member.token)).body.result).toEqual(saved.body.result);
    expect((await startSession()).body.widget).toEqual({
      showTimes: false, businessHours: DEFAULT_LIVECHAT_SETTINGS.businessHours, awayMessage: 'Back at nine.',
    });
    await save({});
  });

  it("names the agent (first name and picture) on replies, unless the organization hides its agents", async () => {
    const picture = await setPicture(admin);
    const { visitorToken, customer } = await t.visitorCustomer(admin, 'Who is there?');
    const socket = t.socket({ visitorToken });
    await connected(socket);
    const reply = async (text: string) => {
      const received = nextEvent<VisitorMessage>(socket, 'message', (message) => message.text === text);
      await t.call('/functions/publishTemplate', {
        orgId: admin.orgId, conversation: customer.conversation.objectId, receiptId: crypto.randomUUID(),
        template: { contentType: 'text', data: { content: text } },
      }, admin.token);
      return received;
    };

    expect((await reply('Mei here.')).sender).toEqual({ name: 'Mei', picture });
    await save({ showAgent: false });
    expect((await reply('Anonymous now.')).sender).toBeUndefined();
    const seen = await history(visitorToken);
    expect(seen.map((message) => message.sender)).toEqual([undefined, undefined, undefined]);
    await save({});
    expect((await history(visitorToken)).map((message) => message.sender?.name)).toEqual([undefined, 'Mei', 'Mei']);
  });

  it('asks a new visitor the pre-chat form first; the answer names the customer', async () => {
    await save({ preChatForm: { name: 'optional', email: 'required' } });
    const session = await startSession();
    expect(session.body.widget.preChatForm).toEqual({ name: 'optional', email: 'required' });
    const { visitorToken } = session.body;

    const early = await visitorWrites(visitorToken, 'Hello?');
    expect(early).toMatchObject({ status: 400, body: { error: 'body/email is required by the pre-chat form: answer it first' } });
    const answer = (body: Record<string, unknown>) => t.request('POST', '/livechat/api/profile', { visitorToken, ...body });
    expect((await answer({ name: 'Ada' })).body.error).toBe('body/email is required by the pre-chat form');
    expect((await answer({ email: 'not an address' })).body.error).toMatch(/^body\/email must match format "email"$/);
    expect((await answer({ name: 'x'.repeat(101), email: 'ada@example.com' })).body.error).toMatch(/^body\/name must NOT have more than 100 characters$/);

    expect(await answer({ name: ' Ada Lovelace ', email: 'ada@example.com' }))
      .toEqual({ status: 200, body: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    expect((await startSession(visitorToken)).body.widget.preChatForm).toBeUndefined();
    expect((await visitorWrites(visitorToken, 'Hello?')).status).toBe(201);
    const inbox = await t.call('/functions/inboxesV3', { orgId: admin.orgId, options: { limit: 100 } }, admin.token);
    const customer = inbox.body.result.customers.find((candidate: { customerId: string }) => candidate.customerId === session.body.customerId);
    expect(customer).toMatchObject({ displayName: 'Ada Lovelace', email: 'ada@example.com' });

    // A visitor who had written before the form was turned on is not asked.
    await save({});
    const { visitorToken: earlier } = await t.visitorCustomer(admin);
    await save({ preChatForm: { name: 'required', email: 'off' } });
    expect((await startSession(earlier)).body.widget.preChatForm).toBeUndefined();
    expect((await visitorWrites(earlier, 'Still me')).status).toBe(201);
    await save({});
  });
});
