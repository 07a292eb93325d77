// A server process killed (SIGKILL) with a thousand replies in flight over twenty accounts (ten LINE
// channels, ten Messenger Pages, the stand-ins answering after 300 ms): nothing is lost and nothing is
// sent twice. LINE's pushes carry their retry key, so the ones cut off go again and LINE takes each once;
// Meta has none, so a send cut off is never repeated: it is `facebook:unknown`, shown to the agent. Each
// conversation's replies reach the platform in the order posted. On the embedded database the process
// is started again on its data; in the two-process run (SERVER_TESTS_ON=cluster, PostgreSQL and Redis)
// the other process, still running, takes over the dead one's work once its claims run out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FunctionResponse } from '../../../common/contracts/base';
import type { Customer } from '../../../common/contracts/customers';
import type { Integration } from '../../../common/contracts/integrations';
import type { Message } from '../../../common/contracts/messages';
import { callServer } from '../../testing/call-server';
import { eventually } from '../../testing/eventually';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn, type LineWebhookEvent } from '../../testing/line-platform';
import { startMetaPlatform, type MetaPage, type MetaPlatformStandIn } from '../../testing/meta-platform';
import { launchServer, type ServerProcess } from '../../testing/server-process';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

const ORGS = 10;
const CUSTOMERS_PER_ACCOUNT = 5;
const REPLIES_PER_CUSTOMER = 10;
const REPLIES = ORGS * 2 * CUSTOMERS_PER_ACCOUNT * REPLIES_PER_CUSTOMER;
const onCluster = process.env.SERVER_TESTS_ON === 'cluster';

const lineChannel = (org: number): LineChannel => ({
  channelId: `1658${String(org).padStart(6, '0')}`,
  channelSecret: `0123456789abcdef0123456789abc${String(org).padStart(3, '0')}`,
  accessToken: `line-access-token-of-the-crash-${org}`,
  bot: { userId: `Ucrash${org}`, basicId: `@crash${org}`, displayName: `Crash ${org}` },
});
const metaPage = (org: number): MetaPage => ({
  pageId: `10500000000${String(org).padStart(4, '0')}`, name: `Crash Page ${org}`,
  accessToken: `EAAPageTokenOfTheCrashTest${org}`, appSecret: `0123456789abcdef0123456789a${String(org).padStart(5, '0')}`,
});
const lineUser = (org: number, n: number) => `U${String(org).padStart(16, '0')}${String(n).padStart(16, '0')}`;
const psid = (org: number, n: number) => String(2_700_000_000_000_000 + org * 100 + n);

interface Org { orgId: string; token: string }
interface Conversation { org: Org; platform: 'line' | 'facebook'; to: string; conversationId: string; posted: { id: string; text: string }[] }

let line: LinePlatformStandIn;
let meta: MetaPlatformStandIn;
let database: TestDatabase;
const servers: ServerProcess[] = [];

/** A call to `server`, as `token`'s user when given. */
const call = <T>(server: ServerProcess, path: string, body: Record<string, unknown>, token?: string) =>
  callServer<T>(server.url, path, { ...(token ? { _SessionToken: token } : {}), ...body });

const sentRequests = () => line.requests.filter((request) => request.path === '/v2/bot/message/push').length
  + meta.requests.filter((request) => request.path.endsWith('/messages')).length;

beforeAll(async () => {
  line = await startLinePlatform();
  meta = await startMetaPlatform();
  database = await createTestDatabase(onCluster ? process.env.TEST_DATABASE_URL : undefined);
  const env = {
    NEW_ORGANIZATION_PLAN: 'business', LOG_REQUESTS: 'false',
    LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl, META_GRAPH_BASE_URL: meta.graphUrl,
    // Short time limits: claims cut off by the kill run out within seconds (3 time limits + 5 s).
    LINE_TIMEOUT_MS: '2000', META_GRAPH_TIMEOUT_MS: '2000',
    ...(onCluster ? { DATABASE_URL: database.databaseUrl, REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  };
  servers.push(await launchServer(env));
  if (onCluster) servers.push(await launchServer(env, { dataDir: servers[0]!.dataDir }));
}, 120_000);
afterAll(async () => {
  for (const server of servers.reverse()) await server.dispose();
  await database?.drop();
  await line?.close();
  await meta?.close();
});

it(`loses none and sends none twice of ${REPLIES} replies in flight over ${ORGS * 2} accounts when a server process is killed`, async () => {
  const [first] = servers;
  const conversations: Conversation[] = [];
  for (let org = 0; org < ORGS; org++) {
    const server = servers[org % servers.length]!;
    const email = `crash${org}@example.com`;
    const user = await call<{ sessionToken: string }>(server, '/users', { username: email, email, password: 'crash test password 1' });
    const created = await call<{ objectId: string }>(server, '/classes/Organization', { name: `Crash ${org}`, industry: 'retail' }, user.sessionToken);
    const agent: Org = { orgId: created.objectId, token: user.sessionToken };
    const channel = lineChannel(org);
    const page = metaPage(org);
    line.addChannel(channel);
    meta.addPage(page);
    const lineAccount = await call<FunctionResponse<Integration>>(server, '/functions/integrate', {
      orgId: agent.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, agent.token);
    await call(server, '/functions/integrate', {
      orgId: agent.orgId, platform: 'facebook', account: page.pageId, secret: page.appSecret, token: page.accessToken, verifyToken: `crash-verify-${org}`,
    }, agent.token);
    channel.webhookEndpoint = `${server.url}/webhooks/line/${lineAccount.result.objectId}`;
    // The customers write first (no reply token: every reply is a push with its retry key).
    const lineEvents: LineWebhookEvent[] = [];
    for (let n = 0; n < CUSTOMERS_PER_ACCOUNT; n++) {
      line.addUser({ userId: lineUser(org, n), displayName: `LINE ${org}.${n}` });
      meta.addUser({ psid: psid(org, n), firstName: 'Crash', lastName: `${org}.${n}` });
      const { replyToken: _token, ...event } = line.textEvent(lineUser(org, n), 'hello');
      lineEvents.push(event as LineWebhookEvent);
    }
    expect(await line.deliver(channel.channelId, lineEvents)).toBe(200);
    const messaging = Array.from({ length: CUSTOMERS_PER_ACCOUNT }, (_, n) => meta.messageEvent(page.pageId, psid(org, n), { text: 'hello' }));
    expect(await meta.deliver(`${server.url}/webhooks/meta`, [{ pageId: page.pageId, messaging }], { appSecret: page.appSecret })).toBe(200);
    const inbox = await eventually(async () => (await call<FunctionResponse<{ customers: Customer[] }>>(server, '/functions/inboxesV3', { orgId: agent.orgId, options: { limit: 50 } }, agent.token)).result.customers,
      (rows) => rows.length === 2 * CUSTOMERS_PER_ACCOUNT, 30_000);
    for (const customer of inbox) {
      conversations.push({ org: agent, platform: customer.platform as 'line' | 'facebook', to: customer.customerId, conversationId: customer.conversation.objectId, posted: [] });
    }
  }
  expect(conversations).toHaveLength(ORGS * 2 * CUSTOMERS_PER_ACCOUNT);

  line.latencyMs = 300;
  meta.latencyMs = 300;
  // Every conversation's replies posted one after another (as the console's outbox does), all conversations at once.
  const posting = Promise.all(conversations.map(async (conversation, index) => {
    const server = servers[index % servers.length]!;
    for (let n = 0; n < REPLIES_PER_CUSTOMER; n++) {
      const text = `${conversation.to} reply ${n}`;
      const answer = await call<FunctionResponse<Message>>(server, '/functions/publishTemplate', {
        orgId: conversation.org.orgId, conversation: conversation.conversationId, receiptId: `crash-${index}-${n}`, template: { contentType: 'text', data: { content: text } },
      }, conversation.org.token);
      conversation.posted.push({ id: answer.result.objectId, text });
    }
  }));
  // Killed (no shutdown, no drain) with sends under way, once every reply is stored.
  await posting;
  await eventually(async () => sentRequests(), (count) => count >= REPLIES / 5, 60_000);
  const victim = first!.pid!;
  const metaOpenAtKill = meta.inFlight;
  process.kill(victim, 'SIGKILL');
  await eventually(async () => { try { process.kill(victim, 0); return true; } catch { return false; } }, (alive) => !alive, 10_000);
  const atKill = sentRequests();
  expect(atKill).toBeLessThan(REPLIES);
  line.latencyMs = 50;
  meta.latencyMs = 50;
  // The embedded database has one process: it starts again on its data. With two, the other goes on.
  if (!onCluster) await first!.start();
  const survivor = onCluster ? servers[1]! : first!;

  const finalOf = async (conversation: Conversation) => {
    const found = await call<FunctionResponse<{ messages: Message[] }>>(survivor, '/functions/findMessageV3', {
      orgId: conversation.org.orgId, where: { conversation: conversation.conversationId }, options: { limit: 50 },
    }, conversation.org.token);
    return new Map(found.result.messages.map((message) => [message.objectId, message.delivery]));
  };
  const settled = await eventually(async () => Promise.all(conversations.map(finalOf)),
    (all) => all.every((deliveries, index) => conversations[index]!.posted.every(({ id }) => deliveries.get(id) && deliveries.get(id)!.state !== 'pending')), 120_000);

  const problems: string[] = [];
  let unknown = 0;
  for (const [index, conversation] of conversations.entries()) {
    const deliveries = settled[index]!;
    const received = conversation.platform === 'line'
      ? line.deliveries.filter((delivery) => delivery.to === conversation.to).map((delivery) => (delivery.messages[0] as { text: string }).text)
      : meta.deliveries.filter((delivery) => delivery.to === conversation.to).map((delivery) => String(delivery.message.text));
    const replies = received.filter((text) => text.includes(' reply '));
    // Nothing twice, and in the order posted.
    if (new Set(replies).size !== replies.length) problems.push(`${conversation.to}: a reply arrived twice: ${replies.join(', ')}`);
    const postedOrder = conversation.posted.map(({ text }) => text).filter((text) => replies.includes(text));
    if (replies.join('|') !== postedOrder.join('|')) problems.push(`${conversation.to}: out of order: ${replies.join(', ')}`);
    for (const { id, text } of conversation.posted) {
      const delivery = deliveries.get(id)!;
      const arrived = replies.includes(text);
      // LINE: the retry key makes a cut-off push safe to try again, so every one reached the user.
      // Meta: sent and arrived, or cut off without a retry key: shown to the agent as maybe delivered, never sent again.
      const fine = conversation.platform === 'line'
        ? delivery.state === 'sent' && arrived
        : (delivery.state === 'sent' && arrived) || (delivery.state === 'failed' && delivery.error === 'facebook:unknown');
      if (!fine) problems.push(`${text}: ${JSON.stringify(delivery)}, ${arrived ? 'arrived' : 'not arrived'}`);
      if (delivery.state === 'failed') unknown += 1;
    }
  }
  expect(problems).toEqual([]);
  // Meta sends were under way at the kill, and those cut off are the unknown ones.
  expect(metaOpenAtKill).toBeGreaterThan(0);
  expect(unknown).toBeGreaterThan(0);
  // Only what was in flight at the kill can be unknown.
  expect(unknown).toBeLessThanOrEqual(atKill);
  expect(meta.requests.filter((request) => request.path.endsWith('/messages')).length).toBeLessThanOrEqual(REPLIES / 2);
}, 360_000);
