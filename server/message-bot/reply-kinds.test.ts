// The bot's replies beyond publishTemplate's kinds, on a real server: an imagemap (LINE only, as
// broadcasts': a live-chat visitor gets the rule's other replies) and a quick reply under the last reply
// a customer gets (LINE's quickReply through the LINE stand-in; stored on the message so the console shows
// it), and what the routes refuse of them, naming the field.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import type { Integration } from '../../common/contracts/integrations';
import type { BotRule, BotSettings } from '../../common/contracts/message-bot';
import { customers, messages } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn } from '../testing/line-platform';
import { botJobs } from './schema';

const channel: LineChannel = {
  channelId: '1657002828',
  channelSecret: '0123456789abcdef0123456789abd028',
  accessToken: 'line-access-token-of-the-menu-bot',
  bot: { userId: 'Ubot2828', basicId: '@menushop', displayName: 'Menu Shop' },
};
const ren = { userId: 'U2828cccc', displayName: 'Ren Ito' };

let line: LinePlatformStandIn;
let t: TestServer;

beforeAll(async () => {
  line = await startLinePlatform();
  line.addChannel(channel);
  line.addUser(ren);
  t = await startTestServer({ channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl } } });
});
afterAll(async () => {
  await t?.close();
  await line?.close();
});

const text = (content: string) => ({ contentType: 'text' as const, data: { content } });
/** The menu drawn at 320 × 160: its left half opens the shop, its right half says "hours". */
const menu = {
  contentType: 'imagemap' as const,
  data: {
    imageUrl: 'https://cdn.menushop.example/menu', content: 'Our menu', baseHeight: 160,
    actions: [
      { type: 'url' as const, label: 'Shop', data: 'https://menushop.example', area: { x: 0, y: 0, width: 160, height: 160 } },
      { type: 'message' as const, label: 'Hours', data: 'hours', area: { x: 160, y: 0, width: 160, height: 160 } },
    ],
  },
};
const quickReply = { items: [{ label: 'Coupons', text: 'coupon' }, { label: 'A person', text: 'talk to a person' }] };
const menuRule = { name: 'Menu', keywords: [{ text: 'menu', match: 'contains' }], platforms: ['line', 'livechat'], replies: [menu, text('Tap a part of the menu.')], quickReply };

const createRule = (owner: Agent, rule: Record<string, unknown>) =>
  t.service<BotRule & { error?: string }>('POST', '/bot/rules', owner.token, { orgId: owner.orgId, ...rule });
const saveSettings = (owner: Agent, settings: Partial<BotSettings>) =>
  t.service<BotSettings & { error?: string }>('PUT', '/bot/settings', owner.token, { orgId: owner.orgId, ...DEFAULT_BOT_SETTINGS, ...settings });
const customerOf = async (orgId: string, platform: 'line' | 'livechat', platformCustomerId: string) => (await t.server.db.select().from(customers)
  .where(and(eq(customers.orgId, orgId), eq(customers.platform, platform), eq(customers.platformCustomerId, platformCustomerId))))[0];
const botMessagesOf = async (customerId: string) =>
  (await t.server.db.select().from(messages).where(eq(messages.customerId, customerId)).orderBy(asc(messages.seq))).filter((message) => message.senderType === 'Bot');
const botSettled = (customerId: string) => eventually(
  async () => (await t.server.db.select().from(botJobs).where(eq(botJobs.customerId, customerId))).filter((job) => job.status !== 'done').length,
  (pending) => pending === 0, 20_000);

describe('an imagemap and quick replies', () => {
  it('answer a LINE user: LINE gets the imagemap laid out at 1040 wide and the quick reply under the last message', async () => {
    const owner = await t.agentWithOrg('menu-line');
    const connected = await t.call<{ result: Integration }>('/functions/integrate', {
      orgId: owner.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, owner.token);
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    line.addChannel({ ...channel, webhookEndpoint: `${t.url}/webhooks/line/${connected.body.result.objectId}` });
    expect((await saveSettings(owner, { startWithBot: [connected.body.result.objectId] })).status).toBe(200);
    const created = await createRule(owner, menuRule);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ replies: menuRule.replies, quickReply });

    expect(await line.deliver(channel.channelId, [line.textEvent(ren.userId, 'the menu please')])).toBe(200);
    const customer = await eventually(() => customerOf(owner.orgId, 'line', ren.userId), (row) => row !== undefined);
    const states = async () => (await botMessagesOf(customer!.objectId)).map((message) => message.delivery?.state);
    expect(await eventually(states, (all) => all.length === 2 && all.every((state) => state === 'sent'), 30_000)).toEqual(['sent', 'sent']);

    const sent = line.deliveries.filter((delivery) => delivery.to === ren.userId).flatMap((delivery) => delivery.messages);
    expect(sent).toEqual([
      {
        type: 'imagemap', baseUrl: 'https://cdn.menushop.example/menu', altText: 'Our menu', baseSize: { width: 1040, height: 520 },
        actions: [
          { type: 'uri', linkUri: 'https://menushop.example', label: 'Shop', area: { x: 0, y: 0, width: 520, height: 520 } },
          { type: 'message', text: 'hours', label: 'Hours', area: { x: 520, y: 0, width: 520, height: 520 } },
        ],
      },
      {
        type: 'text', text: 'Tap a part of the menu.',
        quickReply: { items: [
          { type: 'action', action: { type: 'message', label: 'Coupons', text: 'coupon' } },
          { type: 'action', action: { type: 'message', label: 'A person', text: 'talk to a person' } },
        ] },
      },
    ]);
    // The conversation keeps them as sent: the imagemap, and the quick reply on the last reply only.
    const stored = await botMessagesOf(customer!.objectId);
    expect(stored.map((message) => message.contentType)).toEqual(['imagemap', 'text']);
    expect(stored[0]!.data).not.toHaveProperty('quickReply');
    expect(stored[1]!.data).toMatchObject({ quickReply });
  }, 60_000);

  it('skip what live chat does not show: a visitor gets the other replies, without quick replies', async () => {
    const owner = await t.agentWithOrg('menu-chat');
    await saveSettings(owner, { startWithBot: ['livechat'] });
    expect((await createRule(owner, menuRule)).status).toBe(201);
    const { body: session } = await t.request<{ visitorToken: string; customerId: string }>('POST', '/livechat/api/session', { orgId: owner.orgId });
    const said = await t.request('POST', '/livechat/api/messages', { visitorToken: session.visitorToken, text: 'menu?', clientId: randomUUID().slice(0, 20) });
    expect(said.status).toBe(201);
    const customer = (await customerOf(owner.orgId, 'livechat', session.customerId))!;
    await botSettled(customer.objectId);
    const stored = await botMessagesOf(customer.objectId);
    expect(stored.map((message) => [message.contentType, message.data])).toEqual([['text', { content: 'Tap a part of the menu.' }]]);
  });

  it('are kept on the welcome and away messages', async () => {
    const owner = await t.agentWithOrg('menu-settings');
    const welcome = { enabled: true, replies: [menu, text('Welcome!')], quickReply };
    const saved = await saveSettings(owner, { welcome });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.welcome).toEqual(welcome);
    expect((await t.service<BotSettings>('GET', `/bot/settings?orgId=${owner.orgId}`, owner.token)).body.welcome).toEqual(welcome);
  });

  it('are refused with a 400 naming the field when bad', async () => {
    const owner = await t.agentWithOrg('menu-bad');
    const withMenu = (data: Record<string, unknown>) => ({ ...menuRule, replies: [{ contentType: 'imagemap', data: { ...menu.data, ...data } }, text('Tap.')] });
    const rules: [Record<string, unknown>, RegExp][] = [
      [withMenu({ content: ' ' }), /^body\/replies\/0\/data\/content/],
      [withMenu({ imageUrl: 'ftp://cdn.menushop.example/menu' }), /^body\/replies\/0\/data\/imageUrl/],
      [withMenu({ actions: [] }), /^body\/replies\/0\/data\/actions/],
      [withMenu({ actions: [{ ...menu.data.actions[1], area: { x: 200, y: 0, width: 160, height: 160 } }] }), /^body\/replies\/0\/data\/actions\/0\/area/],
      [withMenu({ actions: [{ ...menu.data.actions[0], type: 'url', data: 'not a link' }] }), /^body\/replies\/0\/data\/actions\/0\/data/],
      [withMenu({ baseHeight: undefined }), /^body\/replies\/0\/data/],
      [withMenu({ sneaky: true, baseHeight: 0 }), /^body\/replies\/0\/data\/baseHeight/],
      // Only imagemaps: live-chat visitors would get nothing.
      [{ ...menuRule, replies: [menu] }, /^body\/replies must hold a reply that is not an imagemap.*livechat/],
      [{ ...menuRule, quickReply: { items: [] } }, /^body\/quickReply\/items/],
      [{ ...menuRule, quickReply: { items: [{ label: 'A label much too long', text: 'x' }] } }, /^body\/quickReply\/items\/0\/label/],
      [{ ...menuRule, quickReply: { items: [{ label: 'Go', text: ' ' }] } }, /^body\/quickReply\/items\/0\/text/],
    ];
    for (const [body, message] of rules) {
      const answer = await createRule(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    // A LINE-only rule may answer with an imagemap alone.
    expect((await createRule(owner, { ...menuRule, platforms: ['line'], replies: [menu] })).status).toBe(201);

    const settings: [Partial<BotSettings>, RegExp][] = [
      [{ welcome: { enabled: true, replies: [menu] } }, /^body\/welcome\/replies must hold a reply that is not an imagemap/],
      [{ away: { enabled: false, replies: [text('Closed.')], quickReply: { items: [{ label: 'Open?', text: '' }] } } }, /^body\/away\/quickReply\/items\/0\/text/],
    ];
    for (const [body, message] of settings) {
      const answer = await saveSettings(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    // Off, an imagemap alone may wait there.
    expect((await saveSettings(owner, { welcome: { enabled: false, replies: [menu] } })).status).toBe(200);
  });
});
