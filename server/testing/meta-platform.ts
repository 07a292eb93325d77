// A local stand-in for Meta's Graph API (the Messenger and Instagram parts Parley uses), for tests: they
// point META_GRAPH_BASE_URL at `graphUrl`. It implements the documented shapes of the endpoints used (the
// Page by its token, the Page's linked Instagram account, subscribed_apps, a person's profile, the Send
// API to a Messenger or an Instagram user through the Page), checks the access token
// (the `access_token` query or a bearer), records requests (and how many are open at once, in all and
// per Page), can answer after a set latency (or, for a Page set to hang, after its own longer wait),
// keeps the Send API's documented rate limit per Page (300 calls a second: Graph error 613), and can fail
// on purpose: an error in Graph's shape, a throttle, no answer at all, or the work done and the answer
// lost. It also plays
// Meta's side of the app webhook: the verify handshake, and signed deliveries of Messenger entries
// (object 'page') and Instagram entries (object 'instagram').
import http from 'node:http';
import { GRAPH_VERSION, graphError, invalidToken, postMetaWebhook, unknownVersion, type GraphError, type GraphFault } from './graph-stand-in';
import { AccountTraffics, answerWithFault, bearerOf, faultQueue, json, listenOnLoopback, sendAnswer, withBody, type AccountTraffic, type Answer } from './stand-in-http';

export { hubSignature, type GraphError, type GraphFault } from './graph-stand-in';
export type { AccountTraffic } from './stand-in-http';

/** The Send API's rate limit: calls a second per Page (Messenger's text, links, reactions and stickers). */
export const MESSENGER_SEND_RATE_LIMIT = 300;

export interface MetaPage {
  pageId: string;
  name: string;
  picture?: string;
  accessToken: string;
  /** The app the Page's token belongs to: its secret signs the webhooks. */
  appSecret: string;
  /** The Instagram professional account linked to the Page (its `instagram_business_account`). */
  instagram?: InstagramAccount;
}

export interface InstagramAccount {
  /** The Instagram professional account's id: Instagram webhook entries' `id`. */
  account: string;
  username: string;
  name?: string;
  picture?: string;
}

/** A person on Instagram who wrote to `account` (their Instagram-scoped id, IGSID, is for that account). */
export interface InstagramUser {
  igsid: string;
  account: string;
  username: string;
  name?: string;
  profilePic?: string;
}

export interface MessengerUser {
  psid: string;
  firstName: string;
  lastName: string;
  profilePic?: string;
}

/** A request the stand-in took (not those refused for their token). */
export interface GraphRequest {
  method: string;
  path: string;
  pageId: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** Refused by the Page's rate limit (error 613): nothing was done. */
  throttled?: true;
}

/** A message a person got through the Send API, once per accepted request. */
export interface MessengerDelivery {
  pageId: string;
  /** Sent to an Instagram user: the Instagram account it went from. */
  instagramAccount?: string;
  to: string;
  messageId: string;
  messagingType: string;
  tag?: string;
  message: Record<string, unknown>;
}

export type MessengerEvent = Record<string, unknown>;

export interface MetaPlatformStandIn {
  /** META_GRAPH_BASE_URL. */
  graphUrl: string;
  requests: GraphRequest[];
  deliveries: MessengerDelivery[];
  /** Subscribed fields per Page (POST /{page-id}/subscribed_apps). */
  subscriptions: Map<string, string>;
  /** Milliseconds every request waits before it is worked and answered (Graph's round trip; 0 by default). */
  latencyMs: number;
  /** Requests taken and not yet answered (nor dropped by the caller), now and at most so far. */
  readonly inFlight: number;
  peakInFlight: number;
  /** Send API calls (POST /{page-id}/messages) a Page may make in any one second; more answer error 613 and do nothing. */
  rateLimitPerSecond: number;
  /** Calls refused by the rate limit so far, in all (per Page: `traffic`). */
  readonly throttled: number;
  /** The Page's calls (those with its token) answer only after `ms`, the other Pages' as before; 0 ends it. */
  hangAccount(pageId: string, ms: number): void;
  /** The Page's calls open now, the most open at once so far, and those throttled. */
  traffic(pageId: string): AccountTraffic;
  addPage(page: MetaPage): void;
  addUser(user: MessengerUser): void;
  addInstagramUser(user: InstagramUser): void;
  /** An attachment Meta's CDN serves at the answered URL (no token needed, as Meta's signed URLs). */
  addAttachment(name: string, content: { type: string; body: Buffer }): string;
  /** The next `times` requests whose path (after the version) starts with `pathPrefix` fail this way. */
  fail(pathPrefix: string, fault: GraphFault, times?: number): void;
  /** The App dashboard's Callback URL check: GET with hub.* as Meta sends it; answers status and text. */
  handshake(callbackUrl: string, verifyToken: string, challenge?: string): Promise<{ status: number; text: string }>;
  /** Signs (with the Page's app secret, or `options.appSecret`) and posts Messenger entries to the callback URL. */
  deliver(callbackUrl: string, entries: { pageId: string; messaging: MessengerEvent[] }[], options?: { appSecret?: string; signature?: string }): Promise<number>;
  /** Signs (with the app secret of the Page the account is linked to, or `options.appSecret`) and posts Instagram entries. */
  deliverInstagram(callbackUrl: string, entries: { account: string; messaging: MessengerEvent[] }[], options?: { appSecret?: string; signature?: string }): Promise<number>;
  /** A person's text (or other `message` fields) to the Page (or an Instagram account: its id), with a fresh mid. */
  messageEvent(pageId: string, psid: string, message: Record<string, unknown>): MessengerEvent;
  /** The echo Meta sends of a message the Page sent (ours carries its metadata). */
  echoEvent(pageId: string, psid: string, message: Record<string, unknown>): MessengerEvent;
  close(): Promise<void>;
}

/** The Page's fields asked for: its id, name, and its linked Instagram account when `instagram_business_account` is named. */
function pageFields(page: MetaPage, fields: string): Record<string, unknown> {
  const { instagram } = page;
  const linked = fields.includes('instagram_business_account') && instagram ? {
    instagram_business_account: {
      id: instagram.account, username: instagram.username, ...(instagram.name ? { name: instagram.name } : {}),
      ...(instagram.picture ? { profile_picture_url: instagram.picture } : {}),
    },
  } : {};
  return { id: page.pageId, name: page.name, ...linked };
}


const event = (sender: string, recipient: string, fields: Record<string, unknown>): MessengerEvent =>
  ({ sender: { id: sender }, recipient: { id: recipient }, timestamp: Date.now(), ...fields });

/** Messenger or Instagram entries as Meta posts them: each stamped with its time. */
const entriesOf = (entries: { id: string; messaging: MessengerEvent[] }[]) => entries.map((entry) => ({ ...entry, time: Date.now() }));

export async function startMetaPlatform(): Promise<MetaPlatformStandIn> {
  const pages = new Map<string, MetaPage>();
  const users = new Map<string, MessengerUser>();
  const instagramUsers = new Map<string, InstagramUser>();
  const attachments = new Map<string, { type: string; body: Buffer }>();
  const faults = faultQueue<GraphError>();
  const requests: GraphRequest[] = [];
  const deliveries: MessengerDelivery[] = [];
  const subscriptions = new Map<string, string>();
  let midCount = 0;
  const traffic = new AccountTraffics();
  const nextMid = () => `m_standin${String(++midCount).padStart(8, '0')}`;

  const pageOf = (token: string | undefined) => [...pages.values()].find((page) => page.accessToken === token);

  /** Does what one authorized request asks and says what to answer. */
  function handle(page: MetaPage, method: string, path: string, query: Record<string, string>, body: Record<string, unknown>): Answer {
    if (method === 'GET' && path === '/me') {
      return json(200, { id: page.pageId, name: page.name, ...(page.picture ? { picture: { data: { url: page.picture, is_silhouette: false } } } : {}) });
    }
    const subscribed = /^\/([0-9]+)\/subscribed_apps$/.exec(path);
    if (method === 'POST' && subscribed) {
      if (subscribed[1] !== page.pageId) return graphError({ status: 403, code: 200, message: '(#200) The Page token is of another Page' });
      subscriptions.set(page.pageId, query.subscribed_fields ?? String(body.subscribed_fields ?? ''));
      return json(200, { success: true });
    }
    const messagesPath = /^\/([0-9]+)\/messages$/.exec(path);
    if (method === 'POST' && messagesPath) {
      if (messagesPath[1] !== page.pageId) return graphError({ status: 403, code: 200, message: '(#200) The Page token is of another Page' });
      const to = String((body.recipient as { id?: unknown } | undefined)?.id ?? '');
      // An Instagram user is reached through the Page their Instagram account is linked to, and no other.
      const instagramUser = instagramUsers.get(to);
      const reachable = users.has(to) || (instagramUser !== undefined && instagramUser.account === page.instagram?.account);
      if (!reachable) return graphError({ status: 400, code: 100, subcode: 2018001, message: 'No matching user found' });
      const messageId = nextMid();
      const tag = typeof body.tag === 'string' ? body.tag : undefined;
      deliveries.push({
        pageId: page.pageId, ...(instagramUser ? { instagramAccount: instagramUser.account } : {}), to, messageId,
        messagingType: String(body.messaging_type), ...(tag ? { tag } : {}), message: body.message as Record<string, unknown>,
      });
      return json(200, { recipient_id: to, message_id: messageId });
    }
    const node = /^\/([0-9]+)$/.exec(path);
    if (method === 'GET' && node?.[1] === page.pageId) return json(200, pageFields(page, query.fields ?? ''));
    if (method === 'GET' && node && pages.has(node[1]!)) return graphError({ status: 403, code: 10, message: '(#10) The Page token is of another Page' });
    const person = node ? users.get(node[1]!) : undefined;
    if (method === 'GET' && person) {
      return json(200, { id: person.psid, first_name: person.firstName, last_name: person.lastName, ...(person.profilePic ? { profile_pic: person.profilePic } : {}) });
    }
    const instagramPerson = node ? instagramUsers.get(node[1]!) : undefined;
    if (method === 'GET' && instagramPerson) {
      return json(200, {
        id: instagramPerson.igsid, username: instagramPerson.username, ...(instagramPerson.name ? { name: instagramPerson.name } : {}),
        ...(instagramPerson.profilePic ? { profile_pic: instagramPerson.profilePic } : {}),
      });
    }
    if (method === 'GET' && node) return graphError({ status: 400, code: 100, subcode: 33, message: 'Unsupported get request.' });
    return graphError({ status: 400, code: 100, message: `Unknown path components: ${path}` });
  }

  const server = http.createServer(withBody((request, response, raw) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const attachment = /^\/cdn\/(.+)$/.exec(url.pathname);
    if (attachment) {
      const stored = attachments.get(attachment[1]!);
      return sendAnswer(response, stored ? { status: 200, body: stored.body, headers: { 'content-type': stored.type } } : json(404, {}));
    }
    if (!url.pathname.startsWith(`/${GRAPH_VERSION}/`)) return sendAnswer(response, unknownVersion());
    const path = url.pathname.slice(GRAPH_VERSION.length + 1);
    const query = Object.fromEntries(url.searchParams);
    const page = pageOf(query.access_token ?? bearerOf(request));
    if (!page) return sendAnswer(response, invalidToken());
    const body = (raw.length > 0 ? JSON.parse(raw.toString()) : {}) as Record<string, unknown>;
    const method = request.method ?? 'GET';
    const throttled = method === 'POST' && /^\/[0-9]+\/messages$/.test(path) && !traffic.admit(page.pageId, 'send', standIn.rateLimitPerSecond);
    requests.push({ method, path, pageId: page.pageId, query, body, ...(throttled ? { throttled } : {}) });
    traffic.open(page.pageId, response);
    standIn.peakInFlight = Math.max(standIn.peakInFlight, traffic.inFlight);
    // A throttled call takes no fault: it is refused before anything else.
    const fault = throttled ? undefined : faults.take(path);
    traffic.later(traffic.delayOf(standIn.latencyMs, page.pageId), () => {
      if (throttled) sendAnswer(response, graphError({ status: 400, code: 613, message: '(#613) Calls to this api have exceeded the rate limit.' }));
      else void answerWithFault(request, response, fault, graphError, () => handle(page, method, path, query, body));
    });
  }));
  const { base, close } = await listenOnLoopback(server);

  const standIn: MetaPlatformStandIn = {
    graphUrl: `${base}/${GRAPH_VERSION}`,
    requests,
    deliveries,
    subscriptions,
    latencyMs: 0,
    get inFlight() { return traffic.inFlight; },
    peakInFlight: 0,
    rateLimitPerSecond: MESSENGER_SEND_RATE_LIMIT,
    get throttled() { return traffic.throttled; },
    hangAccount: (pageId, ms) => traffic.hang(pageId, ms),
    traffic: (pageId) => traffic.of(pageId),
    addPage: (page) => { pages.set(page.pageId, page); },
    addUser: (user) => { users.set(user.psid, user); },
    addInstagramUser: (user) => { instagramUsers.set(user.igsid, user); },
    addAttachment(name, content) {
      attachments.set(name, content);
      return `${base}/cdn/${name}`;
    },
    fail: faults.add,
    async handshake(callbackUrl, verifyToken, challenge = String(Math.floor(Math.random() * 1e9))) {
      const url = new URL(callbackUrl);
      url.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': challenge }).toString();
      const answer = await fetch(url);
      return { status: answer.status, text: await answer.text() };
    },
    deliver: (callbackUrl, entries, options = {}) => postMetaWebhook(callbackUrl, 'page', entriesOf(entries.map(({ pageId, messaging }) => ({ id: pageId, messaging }))),
      options.appSecret ?? pages.get(entries[0]?.pageId ?? '')?.appSecret ?? '', options.signature),
    deliverInstagram(callbackUrl, entries, options = {}) {
      const linkedPage = [...pages.values()].find((page) => page.instagram?.account === entries[0]?.account);
      return postMetaWebhook(callbackUrl, 'instagram', entriesOf(entries.map(({ account, messaging }) => ({ id: account, messaging }))),
        options.appSecret ?? linkedPage?.appSecret ?? '', options.signature);
    },
    messageEvent: (pageId, psid, message) => event(psid, pageId, { message: { mid: nextMid(), ...message } }),
    echoEvent: (pageId, psid, message) => event(pageId, psid, { message: { mid: nextMid(), is_echo: true, app_id: 1_000_001, ...message } }),
    async close() {
      traffic.clear();
      await close();
    },
  };
  return standIn;
}
