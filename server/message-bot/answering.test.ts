// The bot answering on a real server: live-chat visitors and LINE users (through the LINE stand-in)
// who start with the bot, keyword rules in priority order with their tag conditions, the welcome once
// (a follow twice, a redelivered webhook), the away message once per closed period, replies sent as the
// bot exactly once under the stand-in's faults, and organizations kept apart.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import type { Integration } from '../../common/contracts/integrations';
import type { VisitorMessage } from '../../common/contracts/livechat';
import type { BotRule, BotSettings } from '../../common/contracts/message-bot';
import { WEEKDAYS } from '../../common/livechat';
import { customers, messages, organizations } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn, type LineWebhookEvent } from '../testing/line-platform';
import { botJobs } from './schema';

const channel: LineChannel = {
  channelId: '1657002801',
  channelSecret: '0123456789abcdef0123456789abc028',
  accessToken: 'line-access-token-of-the-bot-0028',
  bot: { userId: 'Ubot0028', basicId: '@botshop', displayName: 'Bot Shop' },
};
const mia = { userId: 'U2828aaaa', displayName: 'Mia Sato' };
const leo = { userId: 'U2828bbbb', displayName: 'Leo Wang' };

let line: LinePlatformStandIn;
let t: TestServer;
let stranger: Agent;

beforeAll(async () => {
  line = await startLinePlatform();
  line.addChannel(channel);
  line.addUser(mia);
  line.addUser(leo);
  // A platform call that hangs is given up after a second (the sender then tries again, with its retry key).
  t = await startTestServer({ channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl, callTimeoutMs: 1_000 } } });
  stranger = await t.agentWithOrg('bot-stranger');
});
afterAll(async () => {
  await t?.close();
  await line?.close();
});

const text = (content: string) => ({ contentType: 'text' as const, data: { content } });
const createRule = async (owner: Agent, rule: Record<string, unknown>) => {
  const answer = await t.service<BotRule>('POST', '/bot/rules', owner.token, { orgId: owner.orgId, platforms: ['line', 'livechat'], ...rule });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const ruleOf = async (owner: Agent, id: string) =>
  (await t.service<{ rules: BotRule[] }>('GET', `/bot/rules?orgId=${owner.orgId}`, owner.token)).body.rules.find((rule) => rule.objectId === id)!;
const saveSettings = async (owner: Agent, settings: Partial<BotSettings>) => {
  const answer = await t.service('PUT', '/bot/settings', owner.token, { orgId: owner.orgId, ...DEFAULT_BOT_SETTINGS, ...settings });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** A new visitor of the organization: their token and their customer id on the platform. */
const newVisitor = async (owner: Agent) => {
  const session = await t.request<{ visitorToken: string; customerId: string }>('POST', '/livechat/api/session', { orgId: owner.orgId });
  return session.body;
};
const visitorSays = async (visitorToken: string, words: string) => {
  const started = Date.now();
  const sent = await t.request('POST', '/livechat/api/messages', { visitorToken, text: words, clientId: randomUUID().slice(0, 20) });
  expect(sent.status).toBe(201);
  return Date.now() - started;
};
const visitorHistory = async (visitorToken: string) =>
  (await t.request<{ messages: VisitorMessage[] }>('GET', `/livechat/api/messages?visitorToken=${encodeURIComponent(visitorToken)}`)).body.messages;
const customerOf = async (orgId: string, platform: 'line' | 'livechat', platformCustomerId: string) => (await t.server.db.select().from(customers)
  .where(and(eq(customers.orgId, orgId), eq(customers.platform, platform), eq(customers.platformCustomerId, platformCustomerId))))[0];
const messagesOf = (customerId: string) => t.server.db.select().from(messages).where(eq(messages.customerId, customerId)).orderBy(asc(messages.seq));
const botMessagesOf = async (customerId: string) => (await messagesOf(customerId)).filter((message) => message.senderType === 'Bot');
const botTexts = async (customerId: string) => (await botMessagesOf(customerId)).map((message) => (message.data as { content?: string }).content);
/** Every bot job of the conversation is done (what it was to send is stored). */
const botSettled = (customerId: string) => eventually(
  async () => (await t.server.db.select().from(botJobs).where(eq(botJobs.customerId, customerId))).filter((job) => job.status !== 'done').length,
  (pending) => pending === 0, 20_000);

describe('live chat', () => {
  it('answers a visitor who starts with the bot with the first matching rule, once, as the bot, without holding the visitor\'s request', async () => {
    const owner = await t.agentWithOrg('chat-bot');
    await saveSettings(owner, { startWithBot: ['livechat'] });
    const hours = await createRule(owner, { name: 'Hours', keywords: [{ text: 'hours', match: 'contains' }], replies: [text('We open 9 to 6, {{customerName}}.'), text('See you!')] });
    const { visitorToken, customerId: visitorId } = await newVisitor(owner);
    const took = await visitorSays(visitorToken, 'What are your HOURS?');
    expect(took).toBeLessThan(2_000);
    const customer = (await customerOf(owner.orgId, 'livechat', visitorId))!;
    expect(customer.inbox).toEqual(['bot']);
    await botSettled(customer.objectId);
    expect(await botTexts(customer.objectId)).toEqual([`We open 9 to 6, ${customer.displayName}.`, 'See you!']);
    const [first] = await botMessagesOf(customer.objectId);
    expect(first).toMatchObject({ sendType: 'send', senderType: 'Bot', senderId: hours.objectId, profile: { firstName: 'Bot' } });
    // The visitor sees the replies, named as the bot.
    const seen = await eventually(() => visitorHistory(visitorToken), (history) => history.length === 3);
    expect(seen.slice(1)).toMatchObject([{ fromVisitor: false, sender: { name: 'Bot' } }, { text: 'See you!', fromVisitor: false }]);
    expect((await ruleOf(owner, hours.objectId)).usedCount).toBe(1);

    // A text no rule matches gets nothing (no AI service here); the inbox shows the conversation under Bot, not Unassigned.
    await visitorSays(visitorToken, 'thanks');
    await botSettled(customer.objectId);
    expect(await botMessagesOf(customer.objectId)).toHaveLength(2);
    const listed = async (inbox: string) => (await t.call('/functions/inboxesV3', { orgId: owner.orgId, where: { inbox } }, owner.token))
      .body.result.customers.map((row: { objectId: string }) => row.objectId);
    expect(await listed('bot')).toContain(customer.objectId);
    expect(await listed('unassigned')).not.toContain(customer.objectId);
  });

  it('leaves a conversation nobody gave the bot to the agents: no rule answers there', async () => {
    const owner = await t.agentWithOrg('chat-no-bot');
    await createRule(owner, { name: 'Hours', keywords: [{ text: 'hours', match: 'contains' }], replies: [text('We open 9 to 6.')] });
    const { visitorToken, customerId: visitorId } = await newVisitor(owner);
    await visitorSays(visitorToken, 'hours?');
    const customer = (await customerOf(owner.orgId, 'livechat', visitorId))!;
    expect(customer.inbox).toEqual(['unassigned']);
    await botSettled(customer.objectId);
    expect(await botMessagesOf(customer.objectId)).toEqual([]);
  });

  it('does nothing on a plan without the bot: what was kept from a higher plan stays stored', async () => {
    const owner = await t.agentWithOrg('chat-downgraded');
    await saveSettings(owner, { startWithBot: ['livechat'], welcome: { enabled: true, replies: [text('Welcome!')] } });
    await createRule(owner, { name: 'Hours', keywords: [{ text: 'hours', match: 'contains' }], replies: [text('We open 9 to 6.')] });
    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, owner.orgId));
    const { visitorToken, customerId: visitorId } = await newVisitor(owner);
    await visitorSays(visitorToken, 'hours?');
    const customer = (await customerOf(owner.orgId, 'livechat', visitorId))!;
    expect(customer.inbox).toEqual(['unassigned']);
    await t.call('/functions/assign', { organization: owner.orgId, customer: customer.objectId, inbox: 'bot' }, owner.token);
    await visitorSays(visitorToken, 'hours, please');
    await botSettled(customer.objectId);
    expect(await botMessagesOf(customer.objectId)).toEqual([]);
  });

  it('answers by priority and tag conditions, and another organization\'s rules never answer', async () => {
    const owner = await t.agentWithOrg('chat-priority');
    await saveSettings(owner, { startWithBot: ['livechat'] });
    await createRule(stranger, { name: 'Theirs', keywords: [{ text: 'price', match: 'contains' }], replies: [text('Their price list')] });
    await createRule(owner, { name: 'Gold', keywords: [{ text: 'price', match: 'contains' }], requiredTags: ['gold'], replies: [text('Gold prices')] });
    const general = await createRule(owner, { name: 'General', keywords: [{ text: 'ＰＲＩＣＥ', match: 'contains' }], excludedTags: ['blocked'], replies: [text('Our prices')] });
    const { visitorToken, customerId: visitorId } = await newVisitor(owner);
    await visitorSays(visitorToken, 'price?');
    const customer = (await customerOf(owner.orgId, 'livechat', visitorId))!;
    await botSettled(customer.objectId);
    expect(await botTexts(customer.objectId)).toEqual(['Our prices']);

    await t.call('/functions/tagging', { orgId: owner.orgId, tags: ['gold'], where: { customer: customer.objectId } }, owner.token);
    await visitorSays(visitorToken, 'price again');
    await botSettled(customer.objectId);
    await botSettled(customer.objectId);
    expect(await botTexts(customer.objectId)).toEqual(['Our prices', 'Gold prices']);

    // The general rule first: it answers the gold customer too, until they carry a tag it excludes.
    const ordered = (await t.service<{ rules: BotRule[] }>('GET', `/bot/rules?orgId=${owner.orgId}`, owner.token)).body.rules.map((rule) => rule.objectId);
    await t.service('PUT', '/bot/rules/order', owner.token, { orgId: owner.orgId, ids: ordered.toReversed() });
    await visitorSays(visitorToken, 'price 3');
    await botSettled(customer.objectId);
    await t.call('/functions/tagging', { orgId: owner.orgId, tags: ['blocked'], where: { customer: customer.objectId } }, owner.token);
    await visitorSays(visitorToken, 'price 4');
    await botSettled(customer.objectId);
    expect(await botTexts(customer.objectId)).toEqual(['Our prices', 'Gold prices', 'Our prices', 'Gold prices']);
    expect((await ruleOf(owner, general.objectId)).usedCount).toBe(2);
  });

  it('welcomes a new conversation once, on its first message', async () => {
    const owner = await t.agentWithOrg('chat-welcome');
    await saveSettings(owner, { welcome: { enabled: true, replies: [text('Welcome, {{customerName}}!')] } });
    const { visitorToken, customerId: visitorId } = await newVisitor(owner);
    await visitorSays(visitorToken, 'hi');
    const customer = (await customerOf(owner.orgId, 'livechat', visitorId))!;
    await botSettled(customer.objectId);
    await visitorSays(visitorToken, 'anyone?');
    await botSettled(customer.objectId);
    expect(await botTexts(customer.objectId)).toEqual([`Welcome, ${customer.displayName}!`]);
    expect((await messagesOf(customer.objectId)).map((message) => message.senderType)).toEqual(['Customer', 'Bot', 'Customer']);
  });
});

/** Business hours in UTC with only the day after tomorrow's weekday open (so now is closed), and that date and a week later. */
const closedUntilDayAfterTomorrow = () => {
  const later = new Date(Date.now() + 2 * 86_400_000);
  const weekday = WEEKDAYS[(later.getUTCDay() + 6) % 7]!;
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, { open: day === weekday, from: '09:00', to: '18:00' }])) as BotSettings['businessHours']['days'];
  const weekLater = new Date(later.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return { hours: { enabled: true, timeZone: 'UTC', days, holidays: [] as string[] }, opening: later.toISOString().slice(0, 10), weekLater };
};

describe('the away message', () => {
  it('goes once per closed period to a conversation nobody has, and again in the next period', async () => {
    const owner = await t.agentWithOrg('chat-away');
    const { hours, opening, weekLater } = closedUntilDayAfterTomorrow();
    await saveSettings(owner, { away: { enabled: true, replies: [text('We are closed; we answer from 9.')] }, businessHours: hours });
    const { visitorToken, customerId: visitorId } = await newVisitor(owner);
    await visitorSays(visitorToken, 'hello?');
    await visitorSays(visitorToken, 'hello??');
    const customer = (await customerOf(owner.orgId, 'livechat', visitorId))!;
    await botSettled(customer.objectId);
    expect(await botTexts(customer.objectId)).toEqual(['We are closed; we answer from 9.']);

    // That opening day becomes a holiday: the closed stretch now ends a week later, another period.
    await saveSettings(owner, { away: { enabled: true, replies: [text('We are closed; we answer from 9.')] }, businessHours: { ...hours, holidays: [opening] } });
    await visitorSays(visitorToken, 'still there?');
    await visitorSays(visitorToken, 'hello???');
    await botSettled(customer.objectId);
    expect(await botTexts(customer.objectId)).toEqual(['We are closed; we answer from 9.', 'We are closed; we answer from 9.']);

    // A conversation an agent has gets no away message, even in a new period.
    await t.call('/functions/assign', { organization: owner.orgId, customer: customer.objectId, inbox: 'self' }, owner.token);
    await saveSettings(owner, { away: { enabled: true, replies: [text('We are closed; we answer from 9.')] }, businessHours: { ...hours, holidays: [opening, weekLater] } });
    await visitorSays(visitorToken, 'agent?');
    await botSettled(customer.objectId);
    expect(await botMessagesOf(customer.objectId)).toHaveLength(2);
  });

  it('is not sent while open, nor with business hours off', async () => {
    const owner = await t.agentWithOrg('chat-open');
    await saveSettings(owner, { away: { enabled: true, replies: [text('Closed!')] } });
    const { visitorToken, customerId: visitorId } = await newVisitor(owner);
    await visitorSays(visitorToken, 'hello');
    const customer = (await customerOf(owner.orgId, 'livechat', visitorId))!;
    await botSettled(customer.objectId);
    expect(await botMessagesOf(customer.objectId)).toEqual([]);
  });
});

const deliveriesOf = (words: string) => line.deliveries.filter((delivery) => JSON.stringify(delivery.messages).includes(words));
const followEvent = (userId: string): LineWebhookEvent => ({
  // A reply token the stand-in knows (as it gives one to a text event).
  type: 'follow', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId }, webhookEventId: randomUUID(), replyToken: line.textEvent(userId, '').replyToken,
});
const unfollowEvent = (userId: string): LineWebhookEvent => ({ type: 'unfollow', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId }, webhookEventId: randomUUID() });

describe('LINE', () => {
  let owner: Agent;
  let integration: Integration;
  beforeAll(async () => {
    owner = await t.agentWithOrg('line-bot');
    const connected = await t.call<{ result: Integration }>('/functions/integrate', {
      orgId: owner.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, owner.token);
    if (connected.status !== 200) throw new Error(`not connected: ${JSON.stringify(connected.body)}`);
    integration = connected.body.result;
    line.addChannel({ ...channel, webhookEndpoint: `${t.url}/webhooks/line/${integration.objectId}` });
  });

  it('welcomes a new friend once, with LINE\'s reply token, however often they follow or the webhook comes', async () => {
    await saveSettings(owner, { welcome: { enabled: true, replies: [text('Thanks for adding Bot Shop, {{customerName}}!')] }, startWithBot: [integration.objectId] });
    const follow = followEvent(mia.userId);
    expect(await line.deliver(channel.channelId, [follow])).toBe(200);
    expect(await line.deliver(channel.channelId, [follow], { redelivery: true })).toBe(200);
    const customer = await eventually(() => customerOf(owner.orgId, 'line', mia.userId), (row) => row !== undefined);
    expect(customer!.inbox).toEqual(['bot']);
    await eventually(async () => deliveriesOf('Thanks for adding').length, (count) => count > 0, 20_000);
    // Blocked, then added again: no second welcome.
    expect(await line.deliver(channel.channelId, [unfollowEvent(mia.userId)])).toBe(200);
    expect(await line.deliver(channel.channelId, [followEvent(mia.userId)])).toBe(200);
    await eventually(async () => (await messagesOf(customer!.objectId)).filter((message) => message.contentType === 'notifyEvent').length, (lines) => lines === 3, 20_000);
    await botSettled(customer!.objectId);
    expect(await botTexts(customer!.objectId)).toEqual(['Thanks for adding Bot Shop, Mia Sato!']);
    expect(deliveriesOf('Thanks for adding').map((delivery) => [delivery.via, delivery.to])).toEqual([['reply', mia.userId]]);
  });

  it('answers a LINE user\'s keyword once per reply (the first with the reply token), through a failing and then hanging LINE', async () => {
    await saveSettings(owner, { startWithBot: [integration.objectId] });
    const rule = await createRule(owner, {
      name: 'Coupon', platforms: ['line'], accounts: [integration.objectId], keywords: [{ text: 'coupon', match: 'exact' }],
      replies: [text('Here is your coupon, {{customerName}}: BOT10'), text('Valid this week')],
    });
    // The first reply goes with the token; the second by push, which fails with a 500, then hangs, then passes (one retry key).
    line.fail('/v2/bot/message/push', { status: 500 });
    line.fail('/v2/bot/message/push', 'hang');
    expect(await line.deliver(channel.channelId, [line.textEvent(leo.userId, 'ＣＯＵＰＯＮ')])).toBe(200);
    const customer = await eventually(() => customerOf(owner.orgId, 'line', leo.userId), (row) => row !== undefined);
    expect(customer!.inbox).toEqual(['bot']);
    const settled = async () => (await botMessagesOf(customer!.objectId)).map((message) => message.delivery?.state);
    expect(await eventually(settled, (states) => states.length === 2 && states.every((state) => state === 'sent'), 30_000)).toEqual(['sent', 'sent']);
    expect(deliveriesOf('BOT10').map((delivery) => [delivery.via, delivery.to])).toEqual([['reply', leo.userId]]);
    expect(deliveriesOf('Valid this week').map((delivery) => delivery.via)).toEqual(['push']);
    const pushes = line.requests.filter((request) => JSON.stringify(request.body).includes('Valid this week'));
    expect(pushes).toHaveLength(3);
    expect(new Set(pushes.map((request) => request.retryKey)).size).toBe(1);
    expect(await botTexts(customer!.objectId)).toEqual(['Here is your coupon, Leo Wang: BOT10', 'Valid this week']);
    expect((await ruleOf(owner, rule.objectId)).usedCount).toBe(1);
    // LINE delivered the same webhook again: nothing more is sent.
    const again = line.textEvent(leo.userId, 'coupon');
    expect(await line.deliver(channel.channelId, [again])).toBe(200);
    expect(await line.deliver(channel.channelId, [again], { redelivery: true })).toBe(200);
    await eventually(async () => (await botMessagesOf(customer!.objectId)).length, (count) => count === 4, 20_000);
    await botSettled(customer!.objectId);
    await eventually(async () => deliveriesOf('BOT10').length, (count) => count === 2, 20_000);
    expect((await ruleOf(owner, rule.objectId)).usedCount).toBe(2);
  }, 60_000);
});
