// The bot's jobs are durable: a job run again (its process died after answering, before marking it
// done) sends nothing twice, and a job stored by a process that died before answering is answered by
// the next server.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import type { BotRule } from '../../common/contracts/message-bot';
import { customers, messages } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { botJobs } from './schema';

let t: TestServer;
let owner: Agent;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.agentWithOrg('bot-durable');
  await t.service('PUT', '/bot/settings', owner.token, { orgId: owner.orgId, ...DEFAULT_BOT_SETTINGS, startWithBot: ['livechat'] });
  await t.service('POST', '/bot/rules', owner.token, {
    orgId: owner.orgId, name: 'Hours', keywords: [{ text: 'hours', match: 'contains' }], platforms: ['livechat'],
    replies: [{ contentType: 'text', data: { content: 'We open 9 to 6.' } }, { contentType: 'text', data: { content: 'Closed on Sunday.' } }],
  });
});
afterAll(async () => {
  await t?.close();
});

const botTexts = async (customerId: string) => (await t.server.db.select().from(messages)
  .where(and(eq(messages.customerId, customerId), eq(messages.senderType, 'Bot'))).orderBy(asc(messages.seq)))
  .map((message) => (message.data as { content: string }).content);
const jobOf = async (messageId: string) => (await t.server.db.select().from(botJobs).where(eq(botJobs.messageId, messageId)))[0]!;
const usedCount = async () => (await t.service<{ rules: BotRule[] }>('GET', `/bot/rules?orgId=${owner.orgId}`, owner.token)).body.rules[0]!.usedCount;

/** A visitor who asked for the hours, once the bot answered: their customer and the message it answered. */
async function answeredVisitor() {
  const session = await t.request<{ visitorToken: string; customerId: string }>('POST', '/livechat/api/session', { orgId: owner.orgId });
  const sent = await t.request<{ objectId: string }>('POST', '/livechat/api/messages', { visitorToken: session.body.visitorToken, text: 'hours?', clientId: randomUUID().slice(0, 20) });
  const [customer] = await t.server.db.select().from(customers).where(eq(customers.platformCustomerId, session.body.customerId));
  await eventually(() => jobOf(sent.body.objectId), (job) => job.status === 'done');
  return { customerId: customer!.objectId, messageId: sent.body.objectId };
}

describe('durable bot jobs', () => {
  it('sends nothing twice when a job that had answered runs again', async () => {
    const { customerId, messageId } = await answeredVisitor();
    expect(await botTexts(customerId)).toEqual(['We open 9 to 6.', 'Closed on Sunday.']);
    expect(await usedCount()).toBe(1);
    // As a process that answered, then died before marking the job done: its claim ran out.
    await t.server.db.update(botJobs).set({ status: 'pending', nextAttemptAt: new Date(Date.now() - 1_000) }).where(eq(botJobs.messageId, messageId));
    await eventually(() => jobOf(messageId), (job) => job.status === 'done' && job.attempts === 2);
    expect(await botTexts(customerId)).toEqual(['We open 9 to 6.', 'Closed on Sunday.']);
    expect(await usedCount()).toBe(1);
  });

  it('answers, after a restart, a trigger a process had claimed and died with', async () => {
    const { customerId, messageId } = await answeredVisitor();
    // As if the process had claimed the job (for a few seconds) and died before answering.
    await t.server.db.delete(messages).where(and(eq(messages.customerId, customerId), like(messages.receiptId, `bot:${messageId}:%`)));
    await t.server.db.update(botJobs).set({ status: 'pending', attempts: 1, nextAttemptAt: new Date(Date.now() + 3_000) }).where(eq(botJobs.messageId, messageId));
    await t.restart();
    expect(await botTexts(customerId)).toEqual([]);
    await eventually(() => jobOf(messageId), (job) => job.status === 'done', 20_000);
    expect(await botTexts(customerId)).toEqual(['We open 9 to 6.', 'Closed on Sunday.']);
  });
});
