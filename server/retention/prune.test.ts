// Finished work is pruned once it has served: webhook events applied a week ago and bot jobs answered a
// week ago go; events still pending, recent ones and failures younger than a month stay.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import { channelEvents, integrations } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { botJobs } from '../message-bot/schema';
import { pruneFinishedWork } from './prune';

const DAY = 24 * 60 * 60 * 1000;
let t: TestServer;
let owner: Agent;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.agentWithOrg('retention');
});
afterAll(async () => {
  await t?.close();
});

/** A webhook event row of a LINE account of the organization, received `ageDays` ago. */
async function storedEvent(integrationId: string, status: 'pending' | 'done' | 'failed', ageDays: number) {
  const objectId = randomUUID();
  await t.server.db.insert(channelEvents).values({
    objectId, integrationId, orgId: owner.orgId, eventId: objectId, payload: {}, status,
    receivedAt: new Date(Date.now() - ageDays * DAY),
    // A pending event held by a live claim: the inbound worker leaves it be during the test.
    claimedUntil: status === 'pending' ? new Date(Date.now() + DAY) : null,
  });
  return objectId;
}

describe('pruning finished work', () => {
  it('deletes webhook events finished a week ago and failures a month ago, keeping the rest', async () => {
    const integrationId = randomUUID();
    await t.server.db.insert(integrations).values({
      objectId: integrationId, orgId: owner.orgId, platform: 'line', account: '1657009999', botId: 'Uretention', name: 'Retention', credentials: 'x',
    });
    const oldDone = await storedEvent(integrationId, 'done', 8);
    const recentDone = await storedEvent(integrationId, 'done', 6);
    const oldPending = await storedEvent(integrationId, 'pending', 40);
    const failedWeeksAgo = await storedEvent(integrationId, 'failed', 20);
    const failedLongAgo = await storedEvent(integrationId, 'failed', 31);

    const pruned = await pruneFinishedWork(t.server.db);

    const left = (await t.server.db.select({ objectId: channelEvents.objectId }).from(channelEvents)
      .where(inArray(channelEvents.objectId, [oldDone, recentDone, oldPending, failedWeeksAgo, failedLongAgo]))).map((row) => row.objectId);
    expect(left.sort()).toEqual([recentDone, oldPending, failedWeeksAgo].sort());
    expect(pruned.channelEvents).toBe(2);
  });

  it('deletes bot jobs answered a week ago and keeps those answered since', async () => {
    await t.service('PUT', '/bot/settings', owner.token, { orgId: owner.orgId, ...DEFAULT_BOT_SETTINGS, startWithBot: ['livechat'] });
    const jobs: string[] = [];
    for (const text of ['first', 'second']) {
      const session = await t.request<{ visitorToken: string }>('POST', '/livechat/api/session', { orgId: owner.orgId });
      const sent = await t.request<{ objectId: string }>('POST', '/livechat/api/messages', { visitorToken: session.body.visitorToken, text, clientId: randomUUID().slice(0, 20) });
      await eventually(async () => (await t.server.db.select().from(botJobs).where(eq(botJobs.messageId, sent.body.objectId)))[0], (job) => job?.status === 'done');
      jobs.push(sent.body.objectId);
    }
    await t.server.db.update(botJobs).set({ updatedAt: new Date(Date.now() - 8 * DAY) }).where(eq(botJobs.messageId, jobs[0]!));

    const pruned = await pruneFinishedWork(t.server.db);

    const left = (await t.server.db.select({ messageId: botJobs.messageId }).from(botJobs).where(inArray(botJobs.messageId, jobs))).map((row) => row.messageId);
    expect(left).toEqual([jobs[1]]);
    expect(pruned.botJobs).toBe(1);
  });
});
