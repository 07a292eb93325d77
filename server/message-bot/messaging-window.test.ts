// Meta's messaging window holds for the bot: a Messenger customer's message that reaches us after 24
// hours (the window counts from when they wrote) gets no bot reply; one inside the window gets it, once,
// with the rule's quick reply as Messenger's quick_replies.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '../../common/bot-hours';
import type { Integration } from '../../common/contracts/integrations';
import { customers, messages } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../testing/meta-platform';
import { botJobs } from './schema';

const page: MetaPage = {
  pageId: '104000000002801', name: 'Bot Page', accessToken: 'EAAPageTokenOfTheBotPage0028', appSecret: '0123456789abcdef0123456789ab2801',
};
const kai = { psid: '2400000000002801', firstName: 'Kai', lastName: 'Mori' };
const verifyToken = 'bot-verify-token-28';

let meta: MetaPlatformStandIn;
let t: TestServer;
let owner: Agent;

beforeAll(async () => {
  meta = await startMetaPlatform();
  meta.addPage(page);
  meta.addUser(kai);
  t = await startTestServer({ channels: { meta: { graphBaseUrl: meta.graphUrl, callTimeoutMs: 1_000 } } });
  owner = await t.agentWithOrg('bot-messenger');
  const connected = await t.call<{ result: Integration }>('/functions/integrate', {
    orgId: owner.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken,
  }, owner.token);
  if (connected.status !== 200) throw new Error(`not connected: ${JSON.stringify(connected.body)}`);
  const integration = connected.body.result;
  await t.service('PUT', '/bot/settings', owner.token, { orgId: owner.orgId, ...DEFAULT_BOT_SETTINGS, startWithBot: [integration.objectId] });
  await t.service('POST', '/bot/rules', owner.token, {
    orgId: owner.orgId, name: 'Hours', keywords: [{ text: 'hours', match: 'contains' }], platforms: ['facebook'], replies: [{ contentType: 'text', data: { content: 'We open 9 to 6.' } }],
    quickReply: { items: [{ label: 'Address', text: 'where are you?' }] },
  });
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
});

const says = (mid: string, words: string, timestamp: number) => meta.deliver(`${t.url}/webhooks/meta`, [{
  pageId: page.pageId, messaging: [{ sender: { id: kai.psid }, recipient: { id: page.pageId }, timestamp, message: { mid, text: words } }],
}]);
const kaiRow = async () => (await t.server.db.select().from(customers).where(and(eq(customers.orgId, owner.orgId), eq(customers.platformCustomerId, kai.psid))))[0];
/** The trigger of the customer's message `mid` is done. */
const answered = (mid: string) => eventually(async () => {
  const [message] = await t.server.db.select().from(messages).where(eq(messages.receiptId, `facebook:${mid}`));
  return message && (await t.server.db.select().from(botJobs).where(eq(botJobs.messageId, message.objectId)))[0]?.status;
}, (status) => status === 'done', 20_000);
const botReplies = async () => t.server.db.select().from(messages).where(and(eq(messages.customerId, (await kaiRow())!.objectId), eq(messages.senderType, 'Bot')));
const sentToKai = () => meta.deliveries.filter((delivery) => delivery.to === kai.psid && JSON.stringify(delivery.message).includes('We open 9 to 6.'));

describe('the messaging window', () => {
  it('sends no bot reply outside the 24 hours, and one inside them', async () => {
    expect(await says('m_bot_late', 'your hours?', Date.now() - 25 * 3_600_000)).toBe(200);
    await answered('m_bot_late');
    expect((await kaiRow())!.inbox).toEqual(['bot']);
    expect(await botReplies()).toEqual([]);

    expect(await says('m_bot_now', 'hours today?', Date.now())).toBe(200);
    await answered('m_bot_now');
    expect(await botReplies()).toHaveLength(1);
    await eventually(async () => sentToKai().length, (count) => count === 1, 20_000);
    expect(sentToKai()[0]!.message).toMatchObject({ text: 'We open 9 to 6.', quick_replies: [{ content_type: 'text', title: 'Address', payload: 'where are you?' }] });
  });
});
