// LINE share messages on the real server against the LINE stand-in: connecting the LINE Login channel
// (its id and secret checked by issuing a token), the LIFF app made, renamed and deleted through the
// LIFF server API, LINE's maximum of apps, failures, admins only, other organizations kept out; then a
// share message broadcast to LINE customers with the LIFF URL on its button, the share page's content
// by the broadcast's token, and what a LIFF app deleted before sending leaves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast } from '../../../common/contracts/broadcasts';
import type { LiffSetup } from '../../../common/contracts/line-liff';
import { OBJECT_ALREADY_EXISTED } from '../../../common/error-keys';
import { LIFF_NOT_SET_UP, LINE_LOGIN_NOT_CONNECTED, LINE_LOGIN_REFUSED, MAXIMUM_LIFF_APPS } from '../../../common/line-liff';
import { seedCustomers, startBroadcastWorld, type BroadcastWorld } from '../../broadcasts/test-helpers';
import { broadcasts, lineLoginChannels } from '../../db/schema';
import { joinedMember } from '../../members/test-helpers';
import { eventually } from '../../testing/eventually';
import type { Agent, TestServer } from '../../testing/harness';
import type { LineChannel, LineLoginChannel, LinePlatformStandIn } from '../../testing/line-platform';

const channel: LineChannel = {
  channelId: '1657000301', channelSecret: '0123456789abcdef0123456789abcd01', accessToken: 'line-access-token-share-00000001',
  bot: { userId: 'Ubotshare01', basicId: '@share', displayName: 'Share Shop' },
};
const login: LineLoginChannel = { channelId: '2006000301', channelSecret: 'fedcba9876543210fedcba9876543201' };
const crowded: LineLoginChannel = { channelId: '2006000302', channelSecret: 'fedcba9876543210fedcba9876543202' };

let world: BroadcastWorld | undefined;
let line: LinePlatformStandIn;
let t: TestServer;
let admin: Agent;
let other: Agent;

type Answer = { status: number; body: { result: LiffSetup; error?: string } };
/** A call with the envelope in headers, any method (PATCH and DELETE with a body, as the console sends them). */
async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', route: string, token: string, body?: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${t.url}${route}`, {
    method,
    headers: { 'X-Parse-Application-Id': 'parley', 'X-Parse-Session-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() as Answer['body'] };
}
const connect = (agent: { token: string }, orgId: string, credentials: LineLoginChannel = login) =>
  send('POST', '/integration/line/login', agent.token, { orgId, channelId: credentials.channelId, channelSecret: credentials.channelSecret });
const createApp = (agent: Agent, liffName = 'Share Shop friends') => send('POST', '/integration/line/liff', agent.token, { orgId: agent.orgId, liffName });

beforeAll(async () => {
  world = await startBroadcastWorld({
    channel, page: { pageId: '104000000000301', name: 'Share Page', accessToken: 'EAAPageTokenOfTheShare00001', appSecret: 'abcdef0123456789abcdef0123456701' },
    names: ['share-shop', 'share-other'],
  });
  ({ line, t, admin, other } = world);
  line.addLoginChannel(login);
  line.addLoginChannel(crowded);
}, 30_000);
afterAll(() => world?.close());

describe('the LINE Login channel and the LIFF app', () => {
  it('refuses bad credentials at LINE, malformed ones naming the field, and members who are not admins', async () => {
    const refused = await connect(admin, admin.orgId, { channelId: login.channelId, channelSecret: '0'.repeat(32) });
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: LINE_LOGIN_REFUSED });
    const malformed = await send('POST', '/integration/line/login', admin.token, { orgId: admin.orgId, channelId: login.channelId, channelSecret: 'not hex' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/channelSecret/);
    const member = await joinedMember(t, admin, 'Agent');
    expect((await connect(member, admin.orgId)).status).toBe(403);
    expect(await t.server.db.select().from(lineLoginChannels)).toEqual([]);
  });

  it('connects with good credentials, answers no secret and keeps it sealed', async () => {
    const answer = await connect(admin, admin.orgId);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ channel: { channelId: login.channelId }, endpointUrl: expect.stringMatching(/\/liff\/share$/) });
    expect(answer.body.result.app).toBeUndefined();
    expect(JSON.stringify(answer.body)).not.toContain(login.channelSecret);
    const [row] = await t.server.db.select().from(lineLoginChannels).where(eq(lineLoginChannels.orgId, admin.orgId));
    expect(row!.credentials).not.toContain(login.channelSecret);
    const got = await send('GET', `/integration/line/liff?orgId=${admin.orgId}`, admin.token);
    expect(got.body).toEqual({ result: answer.body.result });
  });

  it('creates the LIFF app at LINE (full view on the share page), renames it, and refuses a second one', async () => {
    const badName = await createApp(admin, 'My LINE app');
    expect(badName.status).toBe(400);
    expect(badName.body.error).toMatch(/liffName/);
    const created = await createApp(admin);
    expect(created.status).toBe(200);
    const app = created.body.result.app!;
    const [atLine] = line.liffApps(login.channelId);
    expect(atLine).toMatchObject({ liffId: app.liffId, description: 'Share Shop friends', view: { type: 'full', url: created.body.result.endpointUrl } });
    expect(app.liffUrl).toBe(`https://liff.line.me/${app.liffId}`);
    expect((await createApp(admin)).body.error).toBe(OBJECT_ALREADY_EXISTED);
    expect(line.liffApps(login.channelId)).toHaveLength(1);

    const renamed = await send('PATCH', '/integration/line/liff', admin.token, { orgId: admin.orgId, liffName: 'Spring friends' });
    expect(renamed.body.result.app).toMatchObject({ liffId: app.liffId, liffName: 'Spring friends' });
    expect(line.liffApps(login.channelId)[0]!.description).toBe('Spring friends');
  });

  it('keeps other organizations out', async () => {
    // Not a member of the first organization: as if it did not exist.
    expect((await send('GET', `/integration/line/liff?orgId=${admin.orgId}`, other.token)).status).toBe(404);
    expect((await send('DELETE', '/integration/line/liff', other.token, { orgId: admin.orgId })).status).toBe(404);
    // Its own organization has no channel: nothing to rename or delete, and it sees nothing of the first.
    expect((await send('PATCH', '/integration/line/liff', other.token, { orgId: other.orgId, liffName: 'Taken over' })).body.error).toBe(LINE_LOGIN_NOT_CONNECTED);
    const own = await send('GET', `/integration/line/liff?orgId=${other.orgId}`, other.token);
    expect(own.body.result.channel).toBeUndefined();
    expect(line.liffApps(login.channelId)[0]!.description).toBe('Spring friends');
  });

  it('answers error/maximum_liff_apps when the channel has LINE\'s 30 apps, and a LINE failure without keeping anything', async () => {
    line.addLiffApps(crowded.channelId, 30);
    expect((await connect(other, other.orgId, crowded)).status).toBe(200);
    const full = await createApp(other);
    expect({ status: full.status, error: full.body.error }).toEqual({ status: 400, error: MAXIMUM_LIFF_APPS });
    expect(line.liffApps(crowded.channelId)).toHaveLength(30);
    // LINE failing (a 5xx) is said as such, and nothing is kept.
    line.fail('/liff/v1/apps', { status: 500 });
    const failed = await createApp(other);
    expect(failed.status).toBe(502);
    const [row] = await t.server.db.select().from(lineLoginChannels).where(eq(lineLoginChannels.orgId, other.orgId));
    expect(row!.liffId).toBeNull();
  });

  it('refuses hostile input naming the field', async () => {
    const long = await send('POST', '/integration/line/liff', admin.token, { orgId: admin.orgId, liffName: 'x'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/liffName/);
    const wrongType = await send('PATCH', '/integration/line/liff', admin.token, { orgId: admin.orgId, liffName: { $gt: '' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/liffName/);
    expect((await send('GET', '/liff/share-content/..%2F..%2Fetc', admin.token)).status).toBe(400);
  });
});

describe('a share message', () => {
  const card = { templateType: 'buttons', elements: [{ title: 'Spring sale', subtitle: 'Tell your friends', buttons: [{ type: 'url', title: 'Shop', data: 'https://shop.example/spring' }] }] };
  const share = (agent: Agent, body: Record<string, unknown> = {}) => t.call<{ result: Broadcast; error?: string }>('/broadcast/create', {
    orgId: agent.orgId, name: 'Share spring', query: { platforms: ['line'] }, messages: [{ contentType: 'shareMessage', data: card }],
    shareMessageSetting: { buttonLabel: 'Share' }, ...body,
  }, agent.token);

  it('is refused without a LIFF app (error/liff-not-set-up), kept as a draft, and its content rules named', async () => {
    const refused = await share(other);
    expect(refused.body.error).toBe(LIFF_NOT_SET_UP);
    const draft = await share(other, { options: { isDraft: true } });
    expect(draft.body.result).toMatchObject({ status: 'draft', shareMessageSetting: { buttonLabel: 'Share' } });
    const noLabel = await share(admin, { shareMessageSetting: { buttonLabel: '' } });
    expect(noLabel.body.error).toMatch(/shareMessageSetting\/buttonLabel/);
    const postback = await share(admin, { messages: [{ contentType: 'shareMessage', data: { ...card, elements: [{ ...card.elements[0], buttons: [{ type: 'postback', title: 'Yes', data: 'yes' }] }] } }] });
    expect(postback.body.error).toMatch(/links only/);
  });

  it('reaches LINE customers with a button opening the LIFF URL, and the share page reads the card by its token', async () => {
    const [vip] = await seedCustomers(t.server.db, admin.orgId, [{ platform: 'line', integrationId: world!.lineIntegration.objectId, platformCustomerId: 'Ushare0001' }]);
    line.addUser({ userId: 'Ushare0001', displayName: 'Mei' });
    const before = line.deliveries.length;
    const created = await share(admin, { query: { customerObjectIds: { $in: [vip] } }, messages: [{ contentType: 'text', data: { content: 'Spring is here' } }, { contentType: 'shareMessage', data: card }] });
    expect(created.status).toBe(200);
    await eventually(async () => line.deliveries.slice(before), (got) => got.length === 1, 15_000);
    const [delivery] = line.deliveries.slice(before);
    const liffId = line.liffApps(login.channelId)[0]!.liffId;
    const sent = delivery!.messages[1] as { type: string; template: { actions: { type: string; label: string; uri: string }[] } };
    expect(sent.type).toBe('template');
    const shareButton = sent.template.actions.at(-1)!;
    expect(shareButton).toMatchObject({ type: 'uri', label: 'Share' });
    const url = new URL(shareButton.uri);
    expect(`${url.origin}${url.pathname}`).toBe(`https://liff.line.me/${liffId}`);
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.server.db.select().from(broadcasts).where(eq(broadcasts.objectId, created.body.result.objectId));
    expect(row!.shareToken).toBe(token);

    // The page answers once the broadcast knows a LINE customer got it: LINE has the message a moment
    // before the server has settled LINE's answer.
    const content = await eventually(
      () => t.request<{ liffId: string; messages: { type: string; template: { actions: { uri: string }[] } }[] }>('GET', `/liff/share-content/${token}`),
      (answer) => answer.status === 200, 15_000,
    );
    expect(content.body.liffId).toBe(liffId);
    // The card as it was sent, without the share button.
    expect(content.body.messages).toHaveLength(1);
    expect(content.body.messages[0]!.template.actions.map((action) => action.uri)).toEqual(['https://shop.example/spring']);
    // A token nobody was given, or a draft's (which has none yet), answers nothing.
    expect((await t.request('GET', `/liff/share-content/${'A'.repeat(43)}`)).status).toBe(404);
    const [draft] = await t.server.db.select().from(broadcasts).where(eq(broadcasts.status, 'draft'));
    expect(draft!.shareToken).toBeNull();
  });

  it('fails its LINE recipients when the LIFF app is deleted before it goes, and the share page then answers nothing', async () => {
    const [vip] = await seedCustomers(t.server.db, admin.orgId, [{ platform: 'line', integrationId: world!.lineIntegration.objectId, platformCustomerId: 'Ushare0002' }]);
    line.addUser({ userId: 'Ushare0002', displayName: 'Kai' });
    const scheduled = await share(admin, { query: { customerObjectIds: { $in: [vip] } }, scheduleAt: new Date(Date.now() + 2_000).toISOString() });
    expect(scheduled.body.result.status).toBe('scheduled');
    expect((await send('DELETE', '/integration/line/liff', admin.token, { orgId: admin.orgId })).body.result.app).toBeUndefined();
    expect(line.liffApps(login.channelId)).toEqual([]);
    const row = await eventually(async () => (await t.server.db.select().from(broadcasts).where(eq(broadcasts.objectId, scheduled.body.result.objectId)))[0]!,
      (one) => one.status === 'done', 20_000);
    expect({ success: row.success, failed: row.failed }).toEqual({ success: 0, failed: 1 });
    expect(line.deliveries.filter((delivery) => delivery.to === 'Ushare0002')).toEqual([]);
    // The broadcast sent before: its page has no LIFF app to open any more.
    const tokens = (await t.server.db.select({ token: broadcasts.shareToken }).from(broadcasts)).flatMap((one) => (one.token ? [one.token] : []));
    expect(tokens).toHaveLength(1);
    expect((await t.request('GET', `/liff/share-content/${tokens[0]}`)).status).toBe(404);
  });
});
