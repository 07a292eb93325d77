// LINE throughput on one server process (issue 15), against the LINE stand-in: signed webhooks of one
// text event each, posted by 50 concurrent senders, until every message is stored (messages/s, the
// webhook's p99 answer time, lost and duplicated messages read back from the change feed); then
// replies queued to the LINE users until the stand-in has them all (messages/s).
import { CHANGES_PAGE_LIMIT } from '../../common/constants';
import type { FunctionResponse } from '../../common/contracts/base';
import type { ChangesResult } from '../../common/contracts/changes';
import type { Customer } from '../../common/contracts/customers';
import type { Integration } from '../../common/contracts/integrations';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { lineSignature, startLinePlatform } from '../../server/testing/line-platform';
import { launchServer } from '../../server/testing/server-process';

export const LINE_INBOUND_MESSAGES = Number(process.env.BENCH_LINE_MESSAGES || 20_000);
export const LINE_OUTBOUND_REPLIES = Number(process.env.BENCH_LINE_REPLIES || 5_000);
export const LINE_SENDERS = 50;
const USERS = 200;

const channel = {
  channelId: '1657000001',
  channelSecret: '0123456789abcdef0123456789abcdef',
  accessToken: 'line-access-token-of-the-bench-0001',
  bot: { userId: 'Ubench', basicId: '@bench', displayName: 'Bench' },
};
const userId = (index: number) => `U${String(index % USERS).padStart(32, '0')}`;

export interface LineFigures {
  inboundPerSecond: number;
  p99WebhookMs: number;
  lost: number;
  duplicated: number;
  outboundPerSecond: number;
}

/** Runs `count` jobs, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, job: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await job(next++);
  }));
}

export async function benchLine(): Promise<LineFigures> {
  const line = await startLinePlatform();
  line.addChannel(channel);
  for (let index = 0; index < USERS; index++) line.addUser({ userId: userId(index), displayName: `LINE user ${index}` });
  const server = await launchServer({ NEW_ORGANIZATION_PLAN: 'business', LOG_REQUESTS: 'false', LINE_API_BASE_URL: line.apiUrl, LINE_DATA_API_BASE_URL: line.dataUrl });
  try {
    const call = async <T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, ...(token ? { _SessionToken: token } : {}), ...body }),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<T>;
    };
    const user = await call<{ sessionToken: string }>('/users', { username: 'line@example.com', email: 'line@example.com', password: 'bench password 1' });
    const token = user.sessionToken;
    const org = await call<{ objectId: string }>('/classes/Organization', { name: 'LINE bench', industry: 'retail' }, token);
    const orgId = org.objectId;
    const { result: integration } = await call<FunctionResponse<Integration>>('/functions/integrate', {
      orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, token);
    const webhook = `${server.url}/webhooks/line/${integration.objectId}`;

    // Inbound: one signed webhook per message, 50 senders.
    const answerMs: number[] = [];
    const inboundStarted = performance.now();
    await inParallel(LINE_INBOUND_MESSAGES, LINE_SENDERS, async (index) => {
      const body = JSON.stringify({
        destination: channel.bot.userId,
        events: [{
          type: 'message', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId: userId(index) },
          webhookEventId: `01BENCH${String(index).padStart(19, '0')}`, deliveryContext: { isRedelivery: false },
          message: { id: String(1_000_000 + index), type: 'text', quoteToken: 'q', text: `bench message ${index}` },
        }],
      });
      const sent = performance.now();
      const answer = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(channel.channelSecret, body) }, body });
      await answer.arrayBuffer();
      answerMs.push(performance.now() - sent);
      if (answer.status !== 200) throw new Error(`webhook ${index}: ${answer.status}`);
    });

    // Stored: read back through the change feed until every message is there.
    const messages = new Map<string, string>();
    const customers = new Map<string, Customer>();
    let cursor = 0;
    while (messages.size < LINE_INBOUND_MESSAGES) {
      const { result } = await call<FunctionResponse<ChangesResult>>('/functions/changes', { orgId, since: cursor, limit: CHANGES_PAGE_LIMIT }, token);
      for (const change of result.changes) {
        if (change.op !== 'upsert') continue;
        if (change.className === 'Message') {
          messages.set(change.objectId, String(change.object.data.content));
        } else {
          customers.set(change.objectId, change.object);
        }
      }
      cursor = result.cursor;
      if (!result.hasMore) await new Promise((resolve) => setTimeout(resolve, 50));
      if (performance.now() - inboundStarted > 600_000) break;
    }
    const inboundSeconds = (performance.now() - inboundStarted) / 1000;
    // Two stored messages of one text would be a duplicate; a text never stored, a loss.
    const contents = new Map<string, number>();
    for (const text of messages.values()) contents.set(text, (contents.get(text) ?? 0) + 1);
    answerMs.sort((a, b) => a - b);
    let lost = 0;
    let duplicated = 0;
    for (let index = 0; index < LINE_INBOUND_MESSAGES; index++) {
      const copies = contents.get(`bench message ${index}`) ?? 0;
      if (copies === 0) lost += 1;
      if (copies > 1) duplicated += copies - 1;
    }

    // Outbound: replies to the LINE users, queued as fast as the API takes them.
    const conversations = [...customers.values()].map((customer) => customer.conversation.objectId);
    const outboundStarted = performance.now();
    await inParallel(LINE_OUTBOUND_REPLIES, LINE_SENDERS, async (index) => {
      await call('/functions/publishTemplate', {
        orgId, conversation: conversations[index % conversations.length], receiptId: `bench-reply-${index}`,
        template: { contentType: 'text', data: { content: `bench reply ${index}` } },
      }, token);
    });
    while (line.deliveries.length < LINE_OUTBOUND_REPLIES && performance.now() - outboundStarted < 600_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const outboundSeconds = (performance.now() - outboundStarted) / 1000;
    return {
      inboundPerSecond: LINE_INBOUND_MESSAGES / inboundSeconds,
      p99WebhookMs: answerMs[Math.min(answerMs.length - 1, Math.floor(answerMs.length * 0.99))] ?? 0,
      lost,
      duplicated,
      outboundPerSecond: line.deliveries.length / outboundSeconds,
    };
  } catch (error) {
    // What the server said last tells why (it died, refused, …).
    console.error(server.output.slice(-4000));
    throw error;
  } finally {
    await server.dispose();
    await line.close();
  }
}
