// A local stand-in for the LINE Platform (Messaging API and its data API), for tests: they point
// LINE_API_BASE_URL and LINE_DATA_API_BASE_URL at it. It implements the documented shapes of the
// endpoints Parley uses, checks each channel's bearer token, keeps X-Line-Retry-Key's promise (a key
// accepted once answers 409 after), records what was sent, and can fail on purpose: an error status
// (with Retry-After), no answer at all, or the work done and the answer lost. Every answer can come
// after a set latency (or, for a channel set to hang, after its own longer wait); the documented rate
// limits of sending are kept per channel as a sliding one-second window (reply and push 2,000 requests
// a second each, multicast 200: 429, nothing sent); requests open at once are counted. It also plays LINE's
// side of webhooks: signed deliveries of events to the channel's webhook URL; and of LINE Login
// channels: short-lived tokens by client credentials and the LIFF server API (at most 30 apps each).
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  AccountTraffics, answerWithFault, faultQueue, json, listenOnLoopback, postWebhook as postSigned, sendAnswer, withBody,
  type AccountTraffic, type Answer, type Fault,
} from './stand-in-http';

export type { AccountTraffic } from './stand-in-http';

export interface LineChannel {
  channelId: string;
  channelSecret: string;
  accessToken: string;
  bot: { userId: string; basicId: string; displayName: string; pictureUrl?: string };
  webhookEndpoint?: string;
}

/** A LINE Login channel (LIFF apps live on it). */
export interface LineLoginChannel { channelId: string; channelSecret: string }

/** A LIFF app as the LIFF server API keeps it. */
export interface LiffApp {
  liffId: string;
  channelId: string;
  view: { type: string; url: string };
  description?: string;
  scope?: string[];
  botPrompt?: string;
}

export interface LineUser {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  language?: string;
}

/** A request the stand-in took (not those refused for their token). */
export interface LineRequest {
  method: string;
  path: string;
  channelId: string;
  retryKey?: string;
  body: unknown;
  /** Refused by the channel's rate limit (429): nothing was done. */
  throttled?: true;
}

/** A message a user got: by reply, push or multicast (one per user of it), once per accepted request. */
export interface LineDelivery {
  channelId: string;
  to: string;
  via: 'reply' | 'push' | 'multicast';
  retryKey?: string;
  messages: unknown[];
}

/**
 * How the next matching requests fail: `status` answers it (429 with `retryAfter` seconds); `hang`
 * never answers; `lost` does the work (a push is delivered) and then drops the connection.
 */
/** An error LINE answers: its status, Retry-After (seconds) and message. */
export interface LineError { status: number; retryAfter?: number; message?: string }
export type LineFault = Fault<LineError>;

export interface LinePlatformStandIn {
  /** LINE_API_BASE_URL and LINE_DATA_API_BASE_URL. */
  apiUrl: string;
  dataUrl: string;
  requests: LineRequest[];
  deliveries: LineDelivery[];
  /** Milliseconds every API answer waits, the work done when it is up (0 by default: at once). */
  latencyMs: number;
  /** Reply requests, and push requests, a channel may make in any one second (each its own window); more answer 429 and send nothing. */
  rateLimitPerSecond: number;
  /** The same for multicast requests. */
  multicastRateLimitPerSecond: number;
  /** Requests taken and not yet answered (nor dropped by the caller), now and at most so far. */
  readonly inFlight: number;
  peakInFlight: number;
  /** Requests refused by a rate limit so far, in all (per channel: `traffic`). */
  readonly throttled: number;
  /** The channel's calls (those with its token) answer only after `ms`, the other channels' as before; 0 ends it. */
  hangAccount(channelId: string, ms: number): void;
  /** The channel's requests open now, the most open at once so far, and those throttled. */
  traffic(channelId: string): AccountTraffic;
  addChannel(channel: LineChannel): void;
  addUser(user: LineUser): void;
  /** Content of an inbound message (image, video, audio, file), served by the data API. */
  addContent(messageId: string, content: { type: string; body: Buffer }): void;
  /** The users of a multicast (its request id) who opened it, as its insight tells. */
  markOpened(requestId: string, users: number): void;
  addLoginChannel(channel: LineLoginChannel): void;
  /** The LIFF apps of a LINE Login channel, as LINE has them now. */
  liffApps(channelId: string): LiffApp[];
  /** Adds apps made elsewhere (in the LINE Developers console) to the channel. */
  addLiffApps(channelId: string, count: number): void;
  /** The next `times` requests whose path starts with `pathPrefix` fail this way. */
  fail(pathPrefix: string, fault: LineFault, times?: number): void;
  /** Signs and posts events to the channel's webhook endpoint as LINE does; answers the status. */
  deliver(channelId: string, events: LineWebhookEvent[], options?: { redelivery?: boolean; signature?: string }): Promise<number>;
  /** A text message event from the user, with a fresh reply token. */
  textEvent(userId: string, text: string): LineWebhookEvent;
  close(): Promise<void>;
}

export type LineWebhookEvent = Record<string, unknown> & { type: string; webhookEventId: string };

/** X-Line-Signature: base64 HMAC-SHA256 of the raw body with the channel secret. */
export function lineSignature(channelSecret: string, rawBody: string): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}

/** How long a reply token stays good (LINE: use it soon after the event; here one minute). */
const REPLY_TOKEN_LIFETIME_MS = 60_000;
const MAX_MESSAGES_PER_REQUEST = 5;
/** LINE's documented rate limits per channel, requests a second: reply and push (each), and multicast. */
export const LINE_SEND_RATE_LIMIT = 2_000;
export const LINE_MULTICAST_RATE_LIMIT = 200;
/** The sending endpoints LINE limits apart, each its own window. */
const SEND_WINDOWS: Record<string, 'reply' | 'push' | 'multicast'> = {
  '/v2/bot/message/reply': 'reply', '/v2/bot/message/push': 'push', '/v2/bot/message/multicast': 'multicast',
};
/** User ids in one multicast. */
const MAX_MULTICAST_USERS = 500;
/** LIFF apps on one LINE Login channel. */
const MAX_LIFF_APPS = 30;
const LIFF_VIEW_TYPES = ['compact', 'tall', 'full'];
/** A LIFF id as LINE makes them: the channel id, a dash, 8 characters. */
const newLiffId = (channelId: string) => `${channelId}-${randomUUID().replaceAll('-', '').slice(0, 8)}`;

/** LINE names each API answer (JSON) with a request id. */
function send(response: http.ServerResponse, answer: Answer): void {
  sendAnswer(response, Buffer.isBuffer(answer.body) ? answer : { ...answer, headers: { 'x-line-request-id': randomUUID(), ...answer.headers } });
}

function lineError({ status, retryAfter, message }: LineError): Answer {
  const text = message ?? (status === 429 ? 'The API rate limit has been exceeded. Try again later.' : 'Internal server error');
  return json(status, { message: text }, retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });
}

/** The push or reply's messages as LINE checks them (1 to 5). */
function badMessages(body: { messages?: unknown }): string | undefined {
  const { messages } = body;
  if (!Array.isArray(messages) || messages.length === 0) return 'must be specified';
  if (messages.length > MAX_MESSAGES_PER_REQUEST) return `Size must be between 1 and ${MAX_MESSAGES_PER_REQUEST}`;
  return undefined;
}

export async function startLinePlatform(): Promise<LinePlatformStandIn> {
  const channels = new Map<string, LineChannel>();
  const users = new Map<string, LineUser>();
  const contents = new Map<string, { type: string; body: Buffer }>();
  const replyTokens = new Map<string, { channelId: string; userId: string; expiresAt: number }>();
  const acceptedRetryKeys = new Map<string, string>();
  const faults = faultQueue<LineError>();
  const requests: LineRequest[] = [];
  const deliveries: LineDelivery[] = [];
  /** Users each multicast reached (its insight's `delivered`), and how many opened it, by request id. */
  const multicasts = new Map<string, number>();
  const opened = new Map<string, number>();
  let eventCount = 0;
  const loginChannels = new Map<string, LineLoginChannel>();
  /** Short-lived tokens issued to LINE Login channels: token → channel id. */
  const loginTokens = new Map<string, string>();
  const liffApps = new Map<string, LiffApp>();
  const traffic = new AccountTraffics();
  const appsOf = (channelId: string) => [...liffApps.values()].filter((app) => app.channelId === channelId);

  /** POST /v2/oauth/accessToken (a form): a short-lived token for the channel's id and secret. */
  function issueToken(form: URLSearchParams): Answer {
    const channel = loginChannels.get(form.get('client_id') ?? '');
    if (form.get('grant_type') !== 'client_credentials') return json(400, { error: 'unsupported_grant_type', error_description: 'unsupported grant_type' });
    if (!channel || channel.channelSecret !== form.get('client_secret')) return json(400, { error: 'invalid_client', error_description: 'invalid client_id or client_secret' });
    const token = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
    loginTokens.set(token, channel.channelId);
    return json(200, { access_token: token, expires_in: 2_592_000, token_type: 'Bearer' });
  }

  /** The LIFF server API (/liff/v1/apps) of the token's LINE Login channel. */
  function handleLiff(channelId: string, method: string, path: string, body: Record<string, unknown>): Answer {
    const one = /^\/liff\/v1\/apps\/([^/]+)$/.exec(path);
    const app = one ? liffApps.get(decodeURIComponent(one[1]!)) : undefined;
    if (one && app?.channelId !== channelId) return json(404, { message: 'Not found' });
    if (method === 'GET' && path === '/liff/v1/apps') {
      const apps = appsOf(channelId);
      return apps.length === 0 ? json(404, { message: 'no LIFF app' }) : json(200, { apps });
    }
    const view = body.view as { type?: unknown; url?: unknown } | undefined;
    // LINE takes only https endpoints; the stand-in also takes the loopback http of test servers.
    const badView = view !== undefined && (!LIFF_VIEW_TYPES.includes(String(view.type)) || !/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/.test(String(view.url)));
    const badName = typeof body.description === 'string' && /line/i.test(body.description);
    if ((method === 'POST' || method === 'PUT') && (badView || badName)) return json(400, { message: badView ? 'invalid view' : 'invalid description' });
    if (method === 'POST' && path === '/liff/v1/apps') {
      if (!view) return json(400, { message: 'view must be specified' });
      if (appsOf(channelId).length >= MAX_LIFF_APPS) return json(400, { message: 'The number of LIFF apps has reached the upper limit' });
      const liffId = newLiffId(channelId);
      liffApps.set(liffId, { ...body, liffId, channelId, view: { type: String(view.type), url: String(view.url) } } as LiffApp);
      return json(200, { liffId });
    }
    if (method === 'PUT' && app) {
      Object.assign(app, body, view ? { view: { ...app.view, ...view } } : {});
      return json(200, {});
    }
    if (method === 'DELETE' && app) {
      liffApps.delete(app.liffId);
      return json(200, {});
    }
    return json(404, { message: 'Not found' });
  }

  const channelOf = (authorization: string | undefined) =>
    [...channels.values()].find((channel) => authorization === `Bearer ${channel.accessToken}`);

  /** POST /v2/oauth/verify (no bearer: the token is the form's): which channel the token is of. */
  function verifyToken(token: string | null): Answer {
    const channel = [...channels.values()].find((candidate) => candidate.accessToken === token);
    if (!channel) return json(400, { error: 'invalid_request', error_description: 'access token expired' });
    return json(200, { scope: 'profile chat_message.write', client_id: channel.channelId, expires_in: 2_591_999 });
  }

  /** Does what one authorized request asks and says what to answer. */
  async function handle(channel: LineChannel, method: string, path: string, body: Record<string, unknown>, retryKey: string | undefined, rawPath = path): Promise<Answer> {
    if (method === 'GET' && path === '/v2/bot/info') return json(200, { ...channel.bot, chatMode: 'chat', markAsReadMode: 'manual' });
    if (method === 'PUT' && path === '/v2/bot/channel/webhook/endpoint') {
      channel.webhookEndpoint = String(body.endpoint);
      return json(200, {});
    }
    if (method === 'GET' && path === '/v2/bot/channel/webhook/endpoint') {
      return json(200, { endpoint: channel.webhookEndpoint ?? '', active: channel.webhookEndpoint !== undefined });
    }
    if (method === 'POST' && path === '/v2/bot/channel/webhook/test') {
      const endpoint = typeof body.endpoint === 'string' ? body.endpoint : channel.webhookEndpoint;
      const raw = JSON.stringify({ destination: channel.bot.userId, events: [] });
      const timestamp = new Date().toISOString();
      try {
        const status = await postWebhook(channel, endpoint ?? '', raw);
        return json(200, { success: status === 200, timestamp, statusCode: status, reason: status === 200 ? 'OK' : 'ERROR', detail: String(status) });
      } catch (error) {
        return json(200, { success: false, timestamp, statusCode: 0, reason: 'COULD_NOT_CONNECT', detail: String(error) });
      }
    }
    const profile = /^\/v2\/bot\/profile\/([^/]+)$/.exec(path);
    if (method === 'GET' && profile) {
      const user = users.get(decodeURIComponent(profile[1]!));
      return user ? json(200, user) : json(404, { message: 'Not found' });
    }
    if (method === 'POST' && (path === '/v2/bot/message/reply' || path === '/v2/bot/message/push')) {
      const invalid = badMessages(body);
      if (invalid) return json(400, { message: 'The request body has 1 error(s)', details: [{ message: invalid, property: 'messages' }] });
      if (path === '/v2/bot/message/reply') {
        if (retryKey) return json(400, { message: 'The retry key is not supported for this API' });
        const token = replyTokens.get(String(body.replyToken));
        replyTokens.delete(String(body.replyToken));
        if (!token || token.channelId !== channel.channelId || token.expiresAt < Date.now()) return json(400, { message: 'Invalid reply token' });
        deliveries.push({ channelId: channel.channelId, to: token.userId, via: 'reply', messages: body.messages as unknown[] });
      } else {
        const accepted = retryKey ? acceptedRetryKeys.get(`${channel.channelId}:${retryKey}`) : undefined;
        if (accepted) {
          return json(409, { message: 'The retry key is already accepted' }, { 'x-line-accepted-request-id': accepted });
        }
        if (!users.has(String(body.to))) return json(400, { message: 'Failed to send messages' });
        const requestId = randomUUID();
        if (retryKey) acceptedRetryKeys.set(`${channel.channelId}:${retryKey}`, requestId);
        deliveries.push({ channelId: channel.channelId, to: String(body.to), via: 'push', ...(retryKey ? { retryKey } : {}), messages: body.messages as unknown[] });
      }
      const sentMessages = (body.messages as unknown[]).map(() => ({ id: String(Date.now() + Math.random()), quoteToken: randomUUID() }));
      return json(200, { sentMessages });
    }
    if (method === 'POST' && path === '/v2/bot/message/multicast') {
      const invalid = badMessages(body);
      const to = body.to;
      if (invalid) return json(400, { message: 'The request body has 1 error(s)', details: [{ message: invalid, property: 'messages' }] });
      if (!Array.isArray(to) || to.length === 0 || to.length > MAX_MULTICAST_USERS) {
        return json(400, { message: 'The request body has 1 error(s)', details: [{ message: `Size must be between 1 and ${MAX_MULTICAST_USERS}`, property: 'to' }] });
      }
      // Like push: a retry key accepted once answers 409 (with the request id it was accepted under).
      const accepted = retryKey ? acceptedRetryKeys.get(`${channel.channelId}:${retryKey}`) : undefined;
      if (accepted) return json(409, { message: 'The retry key is already accepted' }, { 'x-line-accepted-request-id': accepted });
      const requestId = randomUUID();
      if (retryKey) acceptedRetryKeys.set(`${channel.channelId}:${retryKey}`, requestId);
      // Multicast does not refuse unknown or blocked users: LINE just does not deliver to them.
      for (const userId of to as string[]) {
        if (!users.has(userId)) continue;
        deliveries.push({ channelId: channel.channelId, to: userId, via: 'multicast', ...(retryKey ? { retryKey } : {}), messages: body.messages as unknown[] });
      }
      multicasts.set(requestId, (to as string[]).filter((userId) => users.has(userId)).length);
      return { ...json(200, {}), headers: { 'x-line-request-id': requestId } };
    }
    const insight = /^\/v2\/bot\/insight\/message\/event$/.exec(path);
    if (method === 'GET' && insight) {
      const requestId = new URL(`http://stand-in${rawPath}`).searchParams.get('requestId') ?? '';
      const delivered = multicasts.get(requestId);
      if (delivered === undefined) return json(404, { message: 'Not found' });
      return json(200, { overview: { requestId, timestamp: Math.floor(Date.now() / 1000), delivered, uniqueImpression: opened.get(requestId) ?? 0, uniqueClick: 0, uniqueMediaPlayed: 0, uniqueMediaPlayed100Percent: 0 }, messages: [], clicks: [] });
    }
    if (method === 'GET' && path === '/v2/bot/message/quota') return json(200, { type: 'limited', value: 500 });
    if (method === 'GET' && path === '/v2/bot/message/quota/consumption') {
      return json(200, { totalUsage: deliveries.filter((delivery) => delivery.via === 'push').length });
    }
    const content = /^\/v2\/bot\/message\/([^/]+)\/content$/.exec(path);
    if (method === 'GET' && content) {
      const stored = contents.get(content[1]!);
      if (!stored) return json(404, { message: 'Not found' });
      return { status: 200, body: stored.body, headers: { 'content-type': stored.type } };
    }
    return json(404, { message: 'Not found' });
  }

  const server = http.createServer(withBody((request, response, rawBody) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const raw = rawBody.toString();
    /** Answers after the latency (or the account's hang), the request counted open meanwhile. */
    const answerLater = (account: string, answer: () => void) => {
      traffic.open(account, response);
      standIn.peakInFlight = Math.max(standIn.peakInFlight, traffic.inFlight);
      traffic.later(traffic.delayOf(standIn.latencyMs, account), answer);
    };
    if (request.method === 'POST' && path === '/v2/oauth/verify') {
      const token = new URLSearchParams(raw).get('access_token');
      const account = [...channels.values()].find((candidate) => candidate.accessToken === token)?.channelId ?? '';
      return answerLater(account, () => send(response, verifyToken(token)));
    }
    if (request.method === 'POST' && path === '/v2/oauth/accessToken') {
      const clientId = new URLSearchParams(raw).get('client_id') ?? '';
      requests.push({ method: 'POST', path, channelId: clientId, body: {} });
      const fault = faults.take(path);
      return answerLater(clientId, () => void answerWithFault(request, response, fault, lineError, () => issueToken(new URLSearchParams(raw)), send));
    }
    if (path.startsWith('/liff/v1/apps')) {
      const loginChannelId = loginTokens.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!loginChannelId) return send(response, json(401, { message: 'Authentication failed' }));
      const liffBody = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      requests.push({ method: request.method ?? 'GET', path, channelId: loginChannelId, body: liffBody });
      const fault = faults.take(path);
      return answerLater(loginChannelId, () => void answerWithFault(request, response, fault, lineError, () => handleLiff(loginChannelId, request.method ?? 'GET', path, liffBody), send));
    }
    const channel = channelOf(request.headers.authorization);
    if (!channel) return send(response, json(401, { message: 'Authentication failed. Confirm that the access token in the authorization header is valid.' }));
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const retryKey = request.headers['x-line-retry-key'] as string | undefined;
    const window = request.method === 'POST' ? SEND_WINDOWS[path] : undefined;
    const limit = window === 'multicast' ? standIn.multicastRateLimitPerSecond : standIn.rateLimitPerSecond;
    const throttled = window !== undefined && !traffic.admit(channel.channelId, window, limit);
    requests.push({ method: request.method ?? 'GET', path, channelId: channel.channelId, ...(retryKey ? { retryKey } : {}), body, ...(throttled ? { throttled } : {}) });
    // A throttled request takes no fault: LINE refuses it before anything else.
    const fault = throttled ? undefined : faults.take(path);
    answerLater(channel.channelId, () => {
      if (throttled) send(response, lineError({ status: 429 }));
      else void answerWithFault(request, response, fault, lineError, () => handle(channel, request.method ?? 'GET', path, body, retryKey, request.url ?? path), send);
    });
  }));

  const postWebhook = (channel: LineChannel, endpoint: string, raw: string, signature = lineSignature(channel.channelSecret, raw)) =>
    postSigned(endpoint, raw, { 'x-line-signature': signature });

  const { base: url, close } = await listenOnLoopback(server);
  const standIn: LinePlatformStandIn = {
    apiUrl: url,
    dataUrl: url,
    requests,
    deliveries,
    latencyMs: 0,
    rateLimitPerSecond: LINE_SEND_RATE_LIMIT,
    multicastRateLimitPerSecond: LINE_MULTICAST_RATE_LIMIT,
    get inFlight() { return traffic.inFlight; },
    peakInFlight: 0,
    get throttled() { return traffic.throttled; },
    hangAccount: (channelId, ms) => traffic.hang(channelId, ms),
    traffic: (channelId) => traffic.of(channelId),
    addChannel: (channel) => { channels.set(channel.channelId, channel); },
    addUser: (user) => { users.set(user.userId, user); },
    addLoginChannel: (channel) => { loginChannels.set(channel.channelId, channel); },
    liffApps: (channelId) => appsOf(channelId).map((app) => ({ ...app })),
    addLiffApps(channelId, count) {
      for (let made = 0; made < count; made += 1) {
        const liffId = newLiffId(channelId);
        liffApps.set(liffId, { liffId, channelId, view: { type: 'full', url: 'https://example.com/elsewhere' }, description: `App ${made + 1}` });
      }
    },
    addContent: (messageId, content) => { contents.set(messageId, content); },
    markOpened: (requestId, count) => { opened.set(requestId, count); },
    fail: faults.add,
    async deliver(channelId, events, options = {}) {
      const channel = channels.get(channelId);
      if (!channel?.webhookEndpoint) throw new Error(`channel ${channelId} has no webhook endpoint`);
      const raw = JSON.stringify({
        destination: channel.bot.userId,
        events: events.map((event) => ({ ...event, deliveryContext: { isRedelivery: options.redelivery ?? false } })),
      });
      return postWebhook(channel, channel.webhookEndpoint, raw, options.signature);
    },
    textEvent(userId, text) {
      eventCount += 1;
      const replyToken = randomUUID().replaceAll('-', '');
      const channelId = [...channels.keys()][0] ?? '';
      replyTokens.set(replyToken, { channelId, userId, expiresAt: Date.now() + REPLY_TOKEN_LIFETIME_MS });
      return {
        type: 'message',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId },
        webhookEventId: `01STANDIN${String(eventCount).padStart(17, '0')}`,
        replyToken,
        message: { id: String(100_000 + eventCount), type: 'text', quoteToken: randomUUID(), text },
      };
    },
    async close() {
      traffic.clear();
      await close();
    },
  };
  return standIn;
}
