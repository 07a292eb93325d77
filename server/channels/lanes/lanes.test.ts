// The channels' lanes (docs/scale-out.md, "Lanes"), against the LINE stand-in answering after a latency:
// a conversation's replies reach LINE in the order posted while the account's conversations go side by
// side; a hanging or throttled account holds up only its own replies; a customer's events are applied
// in order while new customers' profiles are fetched side by side; a round LINE may have accepted ends
// unknown, and its resend goes under the same retry key, so the customer gets it once.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Integration } from '../../../common/contracts/integrations';
import type { Message, MessageDelivery } from '../../../common/contracts/messages';
import { customers, messageDeliveries } from '../../db/schema';
import { eventually } from '../../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../../testing/harness';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn, type LineWebhookEvent } from '../../testing/line-platform';

const channelOf = (n: number): LineChannel => ({
  channelId: `16570000${n}0`,
  channelSecret: `0123456789abcdef0123456789abcd${n}0`,
  accessToken: `line-access-token-of-the-lanes-000${n}`,
  bot: { userId: `Ulanes${n}`, basicId: `@lanes${n}`, displayName: `Lanes ${n}` },
});
const channels = [channelOf(1), channelOf(2)];
const userOf = (channel: number, n: number) => `U${channel}${'0'.repeat(30)}${n}`;

let line: LinePlatformStandIn;
let t: TestServer;
const agents: Agent[] = [];
const accounts: Integration[] = [];
let events = 0;

/** A text event of `userId` on the channel, without a reply token (so replies go by push, with their retry key). */
function textEvent(userId: string, text: string): LineWebhookEvent {
  events += 1;
  return {
    type: 'message', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId },
    webhookEventId: `01LANES${String(events).padStart(19, '0')}`, message: { id: String(700_000 + events), type: 'text', quoteToken: 'q', text },
  };
}

const customerOf = async (userId: string) => (await t.server.db.select().from(customers).where(eq(customers.platformCustomerId, userId)))[0]!;

/** Posts a reply as the organization's agent (what the console's outbox sends); its message id. */
async function reply(org: number, userId: string, content: string): Promise<string> {
  const customer = await customerOf(userId);
  const answer = await t.call('/functions/publishTemplate', {
    orgId: agents[org]!.orgId, conversation: customer.conversationId, receiptId: randomUUID().slice(0, 20), template: { contentType: 'text', data: { content } },
  }, agents[org]!.token);
  expect(answer.status).toBe(200);
  return answer.body.result.objectId as string;
}

async function deliveryOf(org: number, userId: string, messageId: string): Promise<MessageDelivery | undefined> {
  const customer = await customerOf(userId);
  const found = await t.call('/functions/findMessageV3', { orgId: agents[org]!.orgId, where: { conversation: customer.conversationId } }, agents[org]!.token);
  return (found.body.result.messages as Message[]).find((message) => message.objectId === messageId)?.delivery;
}

/** The texts LINE delivered to the user, in the order it took them. */
const textsTo = (userId: string) => line.deliveries.filter((delivery) => delivery.to === userId).map((delivery) => (delivery.messages[0] as { text: string }).text);

beforeAll(async () => {
  line = await startLinePlatform();
  t = await startTestServer({ channels: { line: { apiBaseUrl: line.apiUrl, dataApiBaseUrl: line.dataUrl, callTimeoutMs: 2_000 } } });
  for (const [index, channel] of channels.entries()) {
    line.addChannel(channel);
    for (let n = 0; n < 6; n++) line.addUser({ userId: userOf(index + 1, n), displayName: `User ${index + 1}.${n}` });
    const agent = await t.agentWithOrg(`lanes-${index + 1}`);
    const integrated = await t.call('/functions/integrate', { orgId: agent.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken }, agent.token);
    if (integrated.status !== 200) throw new Error(`integrate: ${JSON.stringify(integrated.body)}`);
    agents.push(agent);
    accounts.push(integrated.body.result);
    channel.webhookEndpoint = `${t.url}/webhooks/line/${integrated.body.result.objectId}`;
  }
}, 60_000);
afterEach(() => {
  line.latencyMs = 0;
});
afterAll(async () => {
  await t?.close();
  await line?.close();
});

describe('inbound lanes', () => {
  it('applies each customer\'s events in order while new customers\' profiles are fetched side by side', async () => {
    line.latencyMs = 300;
    // Three new users, three messages each, interleaved in one webhook body.
    const users = [0, 1, 2].map((n) => userOf(1, n));
    const body = [0, 1, 2].flatMap((round) => users.map((userId) => textEvent(userId, `in ${round}`)));
    expect(await line.deliver(channels[0]!.channelId, body)).toBe(200);
    for (const userId of users) {
      const customer = await eventually(() => customerOf(userId), (row) => row !== undefined, 15_000);
      const found = await eventually(async () => {
        const answer = await t.call('/functions/findMessageV3', { orgId: agents[0]!.orgId, where: { conversation: customer.conversationId } }, agents[0]!.token);
        return answer.body.result.messages as Message[];
      }, (messages) => messages.length === 3, 15_000);
      // Oldest first by the time the server stored them: the order LINE sent them in.
      expect([...found].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((message) => message.data.content)).toEqual(['in 0', 'in 1', 'in 2']);
      expect(customer.displayName).toBe(`User 1.${userId.at(-1)}`);
    }
    // The three profile calls were open at once, not one after another.
    expect(line.traffic(channels[0]!.channelId).peakInFlight).toBeGreaterThan(1);
  }, 30_000);
});

describe('outbound lanes', () => {
  beforeAll(async () => {
    // Every user of both channels is a customer.
    for (const [index, channel] of channels.entries()) {
      await line.deliver(channel.channelId, [0, 1, 2, 3, 4, 5].map((n) => textEvent(userOf(index + 1, n), 'hello')));
      for (let n = 0; n < 6; n++) await eventually(() => customerOf(userOf(index + 1, n)), (row) => row !== undefined, 15_000);
    }
  }, 60_000);

  it('sends a conversation\'s replies in the order posted, and the account\'s conversations side by side', async () => {
    line.latencyMs = 150;
    const users = [3, 4, 5].map((n) => userOf(1, n));
    for (let round = 0; round < 4; round++) for (const userId of users) await reply(0, userId, `out ${round}`);
    for (const userId of users) await eventually(async () => textsTo(userId), (texts) => texts.length === 4, 15_000);
    for (const userId of users) expect(textsTo(userId)).toEqual(['out 0', 'out 1', 'out 2', 'out 3']);
    // Side by side across conversations, never two of one conversation at once.
    const peak = line.traffic(channels[0]!.channelId).peakInFlight;
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(users.length);
  }, 30_000);

  it('holds up only the replies of an account whose LINE hangs', async () => {
    const hungUser = userOf(1, 0);
    const otherUser = userOf(2, 0);
    line.hangAccount(channels[0]!.channelId, 60_000);
    try {
      const stuck = await reply(0, hungUser, 'into the void');
      await eventually(async () => line.traffic(channels[0]!.channelId).inFlight, (open) => open > 0, 10_000);
      const other = await reply(1, otherUser, 'goes at once');
      await eventually(async () => textsTo(otherUser), (texts) => texts.includes('goes at once'), 5_000);
      expect(await deliveryOf(1, otherUser, other)).toEqual({ state: 'sent' });
      expect(await deliveryOf(0, hungUser, stuck)).toEqual({ state: 'pending' });
    } finally {
      line.hangAccount(channels[0]!.channelId, 0);
    }
    // LINE answers again: the reply goes under its retry key, and the user has it once.
    await eventually(async () => textsTo(hungUser).filter((text) => text === 'into the void'), (texts) => texts.length === 1, 15_000);
  }, 40_000);

  it('holds up the replies of an account LINE throttles until its Retry-After, not the others\', and the throttled try does not count', async () => {
    const [first, second] = [userOf(1, 1), userOf(1, 2)];
    const otherUser = userOf(2, 1);
    line.fail('/v2/bot/message/push', { status: 429, retryAfter: 3 });
    const throttled = await reply(0, first, 'throttled');
    const [job] = await eventually(() => t.server.db.select().from(messageDeliveries).where(and(eq(messageDeliveries.messageId, throttled), isNull(messageDeliveries.claimedAt))),
      ([row]) => row !== undefined && row.nextAttemptAt.getTime() > Date.now() + 1_000, 10_000);
    expect(job!.attempts).toBe(0);
    // Another conversation of the throttled account waits too; another account's reply goes.
    await reply(0, second, 'waits its turn');
    await reply(1, otherUser, 'not held');
    await eventually(async () => textsTo(otherUser), (texts) => texts.includes('not held'), 5_000);
    expect(textsTo(second)).not.toContain('waits its turn');
    expect(textsTo(first)).not.toContain('throttled');
    await eventually(async () => [...textsTo(first), ...textsTo(second)], (texts) => texts.includes('throttled') && texts.includes('waits its turn'), 15_000);
  }, 40_000);

  it('ends a round LINE may have accepted as unknown, and resends it under the same retry key: once to the customer', async () => {
    const userId = userOf(2, 2);
    // LINE takes the push but the answer is lost; then it answers 500 until the round's tries run out.
    line.fail('/v2/bot/message/push', 'lost');
    line.fail('/v2/bot/message/push', { status: 500 }, 5);
    const id = await reply(1, userId, 'maybe sent');
    // Its waits (1 s, 5 s, 30 s, …) are over at once.
    const ended = await eventually(async () => {
      await t.server.db.update(messageDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1_000) })
        .where(and(eq(messageDeliveries.messageId, id), eq(messageDeliveries.status, 'pending'), isNull(messageDeliveries.claimedAt)));
      return deliveryOf(1, userId, id);
    }, (delivery) => delivery?.state === 'failed', 20_000);
    expect(ended).toMatchObject({ state: 'failed', error: 'line:unknown' });
    expect(ended!.detail).toMatch(/may have been accepted.*line:500/);
    const resent = await t.call('/functions/resendDelivery', { orgId: agents[1]!.orgId, messageId: id }, agents[1]!.token);
    expect(resent.status).toBe(200);
    await eventually(() => deliveryOf(1, userId, id), (delivery) => delivery?.state === 'sent', 10_000);
    expect(textsTo(userId).filter((text) => text === 'maybe sent')).toHaveLength(1);
    const keys = new Set(line.requests.filter((request) => JSON.stringify(request.body).includes('maybe sent')).map((request) => request.retryKey));
    expect(keys.size).toBe(1);
  }, 40_000);
});
