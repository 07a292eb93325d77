// A local stand-in for the WhatsApp Cloud API (the Graph API endpoints Parley uses), for tests: they point
// META_GRAPH_BASE_URL at `graphUrl`. Business Accounts with their phone numbers and access token; the
// number and the account's numbers, subscribed_apps, media (GET /{media-id}, then the bytes with the
// token), the messages endpoint (a delivery recorded once per accepted request, answered with its wamid),
// message templates (list, create, delete; a test approves or rejects them; a media header needs the
// handle of a sample given through the Resumable Upload API: GET /app, POST /{app-id}/uploads, then
// the bytes to the `upload:…` session with `Authorization: OAuth` and `file_offset: 0`). It fails on purpose (a Graph
// error, a throttle, no answer, the work done and the answer lost), can answer after a set latency (or,
// for a number or Business Account set to hang, after its own longer wait), keeps Cloud API's documented
// throughput per phone number (80 messages a second: error 130429, nothing sent), counts requests open
// at once, and plays Meta's side of the webhook: signed `whatsapp_business_account` entries of messages,
// statuses and template reviews.
import http from 'node:http';
import { GRAPH_VERSION, graphError, postMetaWebhook, unknownVersion, type GraphError, type GraphFault } from './graph-stand-in';
import {
  AccountTraffics, answerWithFault, bearerOf, faultQueue, json, listenOnLoopback, sendAnswer, withBody, type AccountTraffic, type Answer,
} from './stand-in-http';

export type { AccountTraffic } from './stand-in-http';

/** Cloud API's default throughput: messages a second per business phone number. */
export const WHATSAPP_MESSAGES_RATE_LIMIT = 80;

export interface WhatsAppNumber { phoneNumberId: string; displayPhoneNumber: string; verifiedName: string }
export interface WhatsAppBusiness {
  wabaId: string; accessToken: string; appSecret: string; numbers: WhatsAppNumber[];
  /** The Meta app the token belongs to (GET /app); one is made up from the WABA id when left out. */
  appId?: string;
}
/** A file given through the Resumable Upload API, by the handle Meta answered. */
export interface StandInUpload { wabaId: string; appId: string; fileName: string; fileType: string; bytes: Buffer }

/** A request the stand-in took (not those refused for their token). */
export interface WhatsAppRequest {
  method: string; path: string; wabaId: string; query: Record<string, string>; body: Record<string, unknown>;
  /** Refused by the number's rate limit (error 130429): nothing was sent. */
  throttled?: true;
}
/** A message a WhatsApp user got, once per accepted request. */
export interface WhatsAppDelivery { phoneNumberId: string; to: string; wamid: string; body: Record<string, unknown> }

export interface StandInTemplate {
  id: string; wabaId: string; name: string; language: string; category: string; status: string; rejected_reason?: string;
  components: Record<string, unknown>[];
}

export type WhatsAppChange = { field: string; value: Record<string, unknown> };

export interface WhatsAppPlatformStandIn {
  graphUrl: string;
  requests: WhatsAppRequest[];
  deliveries: WhatsAppDelivery[];
  /** Milliseconds every API answer waits, the work done when it is up (0 by default: at once). */
  latencyMs: number;
  /** Messages (POST /{phone-number-id}/messages) a phone number may send in any one second; more answer error 130429 and send nothing. */
  rateLimitPerSecond: number;
  /** Requests taken and not yet answered (nor dropped by the caller), now and at most so far. */
  readonly inFlight: number;
  peakInFlight: number;
  /** Requests refused by the rate limit so far, in all (per number: `traffic`). */
  readonly throttled: number;
  /**
   * Calls of a phone number (its id in the path) or of a whole Business Account (its token; the WABA id)
   * answer only after `ms`, the others as before; 0 ends it.
   */
  hangAccount(phoneNumberIdOrWabaId: string, ms: number): void;
  /** Requests open now, the most open at once so far, and those throttled: of a phone number (its id in the path), or of the Business Account's other calls. */
  traffic(phoneNumberIdOrWabaId: string): AccountTraffic;
  /** Business Accounts subscribed to the app (POST /{waba-id}/subscribed_apps). */
  subscriptions: Set<string>;
  templates: Map<string, StandInTemplate>;
  /** Files uploaded for template samples, by handle (`example.header_handle`). */
  uploads: Map<string, StandInUpload>;
  /** The app id GET /app answers for the Business Account's token. */
  appIdOf(business: WhatsAppBusiness): string;
  addBusiness(business: WhatsAppBusiness): void;
  /** A WhatsApp user (wa_id) messages may be sent to. */
  addUser(waId: string): void;
  /** Media a user sent: GET /{id} answers its URL, which serves the bytes to the token only. */
  addMedia(id: string, content: { type: string; body: Buffer }): void;
  /** A template as if made in WhatsApp Manager. */
  addTemplate(template: Omit<StandInTemplate, 'id'>): StandInTemplate;
  /** Meta's review: the template's new state (and reason); answers the webhook change that reports it. */
  review(templateId: string, status: string, reason?: string): WhatsAppChange;
  /** The next `times` requests whose path starts with `pathPrefix` fail this way. */
  fail(pathPrefix: string, fault: GraphFault, times?: number): void;
  /** Signs (with the account's app secret, or `options.appSecret`) and posts entries to the callback URL. */
  deliver(callbackUrl: string, entries: { wabaId: string; changes: WhatsAppChange[] }[], options?: { appSecret?: string; signature?: string }): Promise<number>;
  /** A user's message to a number (`message` holds `type` and its object), with a fresh wamid and the user's profile name. */
  messageChange(phoneNumberId: string, from: { waId: string; name: string }, message: Record<string, unknown>): WhatsAppChange;
  /** A status of a message sent to a user (naming our message by its callback data, as Meta does). */
  statusChange(delivery: WhatsAppDelivery, status: string, errors?: { code: number; title: string; message?: string }[]): WhatsAppChange;
  close(): Promise<void>;
}


const noSuchObject = (id: string) => graphError({ status: 400, code: 100, subcode: 33, message: `Unsupported get request. Object with ID '${id}' does not exist` });
/** WhatsApp's times: seconds since the epoch, as text. */
const seconds = () => String(Math.floor(Date.now() / 1000));
const appIdOf = (business: WhatsAppBusiness) => business.appId ?? `9${business.wabaId.slice(1)}`;
const MEDIA_FORMATS: Record<string, string> = { IMAGE: 'image/', VIDEO: 'video/', DOCUMENT: 'application/' };

export async function startWhatsAppPlatform(): Promise<WhatsAppPlatformStandIn> {
  const businesses = new Map<string, WhatsAppBusiness>();
  const users = new Set<string>();
  const media = new Map<string, { type: string; body: Buffer }>();
  const templates = new Map<string, StandInTemplate>();
  const faults = faultQueue<GraphError>();
  const requests: WhatsAppRequest[] = [];
  const deliveries: WhatsAppDelivery[] = [];
  const subscriptions = new Set<string>();
  /** Open upload sessions by id (`upload:…`), each with the signature its id carries. */
  const sessions = new Map<string, { sig: string; wabaId: string; appId: string; fileName: string; fileType: string; length: number }>();
  const uploads = new Map<string, StandInUpload>();
  const traffic = new AccountTraffics();
  let count = 0;
  const nextId = () => String(100_000_000_000 + ++count);
  let base = '';

  const businessOf = (token: string | undefined) => [...businesses.values()].find((business) => business.accessToken === token);

  function templatesAnswer(business: WhatsAppBusiness, method: string, query: Record<string, string>, body: Record<string, unknown>): Answer {
    const own = [...templates.values()].filter((template) => template.wabaId === business.wabaId);
    if (method === 'GET') {
      const limit = Number(query.limit ?? 25);
      const start = Number(query.after ?? 0);
      const page = own.slice(start, start + limit);
      const more = start + limit < own.length;
      return json(200, { data: page, paging: { cursors: { before: String(start), after: String(start + limit) }, ...(more ? { next: `${base}/next` } : {}) } });
    }
    if (method === 'DELETE') {
      const found = own.find((template) => template.id === query.hsm_id && template.name === query.name);
      if (!found) return graphError({ status: 400, code: 100, subcode: 2593002, message: 'Message template not found' });
      templates.delete(found.id);
      return json(200, { success: true });
    }
    const { name, language, category, components } = body as { name: string; language: string; category: string; components: Record<string, unknown>[] };
    if (own.some((template) => template.name === name && template.language === language)) {
      return graphError({ status: 400, code: 100, subcode: 2388023, message: `Message template "${name}" already exists in ${language}` });
    }
    const header = components.find((component) => component.type === 'HEADER') as { format?: string; example?: { header_handle?: unknown[] } } | undefined;
    const family = MEDIA_FORMATS[header?.format ?? ''];
    if (family) {
      const sample = uploads.get(String(header!.example?.header_handle?.[0] ?? ''));
      if (!sample || sample.wabaId !== business.wabaId || !sample.fileType.startsWith(family)) {
        return graphError({ status: 400, code: 100, subcode: 2388273, message: `Invalid parameter: the HEADER of format ${header!.format} needs example.header_handle, the handle of an uploaded ${family.slice(0, -1)}` });
      }
    }
    const created = { id: nextId(), wabaId: business.wabaId, name, language, category, status: 'PENDING', components };
    templates.set(created.id, created);
    return json(200, { id: created.id, status: 'PENDING', category });
  }

  /** POST /{app-id}/uploads?file_name&file_length&file_type → a session `upload:…?sig=…`. */
  function uploadSession(business: WhatsAppBusiness, query: Record<string, string>): Answer {
    const length = Number(query.file_length);
    if (!query.file_name || !query.file_type || !Number.isInteger(length) || length <= 0) {
      return graphError({ status: 400, code: 100, message: 'Invalid parameter: file_name, file_length and file_type are required' });
    }
    const key = `upload:${Buffer.from(`session-${nextId()}`).toString('base64url')}`;
    const sig = `sig${nextId()}`;
    sessions.set(key, { sig, wabaId: business.wabaId, appId: appIdOf(business), fileName: query.file_name, fileType: query.file_type, length });
    return json(200, { id: `${key}?sig=${sig}` });
  }

  /** POST /upload:…?sig=… with `Authorization: OAuth {token}`, `file_offset: 0` and the bytes → `{h: handle}`. */
  function uploadBytes(request: http.IncomingMessage, key: string, sig: string | null, raw: Buffer): Answer {
    const authorization = request.headers.authorization ?? '';
    const business = authorization.startsWith('OAuth ') ? businessOf(authorization.slice(6)) : undefined;
    if (!business) return graphError({ status: 401, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    const session = sessions.get(key);
    if (!session || session.sig !== sig || session.wabaId !== business.wabaId) return noSuchObject(key);
    if (request.headers.file_offset !== '0') return graphError({ status: 400, code: 100, message: 'Invalid parameter: file_offset must be 0 for a new upload' });
    if (raw.length !== session.length) return graphError({ status: 400, code: 100, message: `Invalid parameter: ${raw.length} bytes sent, file_length was ${session.length}` });
    sessions.delete(key);
    const fileHandle = `4::${Buffer.from(`${session.fileType}:${nextId()}`).toString('base64url')}`;
    uploads.set(fileHandle, { wabaId: business.wabaId, appId: session.appId, fileName: session.fileName, fileType: session.fileType, bytes: raw });
    requests.push({ method: 'POST', path: `/${key}`, wabaId: business.wabaId, query: {}, body: { bytes: raw.length } });
    return json(200, { h: fileHandle });
  }

  /** Does what one authorized request asks and says what to answer. */
  function handle(business: WhatsAppBusiness, method: string, path: string, query: Record<string, string>, body: Record<string, unknown>): Answer {
    const [, id, edge] = /^\/([0-9A-Za-z_]+)(?:\/([a-z_]+))?$/.exec(path) ?? [];
    if (!id) return graphError({ status: 400, code: 100, message: `Unknown path components: ${path}` });
    const number = business.numbers.find((candidate) => candidate.phoneNumberId === id);
    const isAccount = id === business.wabaId;
    if (method === 'GET' && !edge && number) {
      return json(200, { id, display_phone_number: number.displayPhoneNumber, verified_name: number.verifiedName });
    }
    if (id === 'app' && !edge && method === 'GET') return json(200, { id: appIdOf(business), name: 'Parley Shop app', link: 'https://parley.example/' });
    if (id === appIdOf(business) && edge === 'uploads' && method === 'POST') return uploadSession(business, query);
    if (method === 'GET' && !edge && media.has(id)) return json(200, { id, url: `${base}/media/${id}`, mime_type: media.get(id)!.type, messaging_product: 'whatsapp' });
    if (isAccount && edge === 'phone_numbers' && method === 'GET') {
      return json(200, { data: business.numbers.map((one) => ({ id: one.phoneNumberId, display_phone_number: one.displayPhoneNumber, verified_name: one.verifiedName })) });
    }
    if (isAccount && edge === 'subscribed_apps' && method === 'POST') {
      subscriptions.add(id);
      return json(200, { success: true });
    }
    if (isAccount && edge === 'message_templates') return templatesAnswer(business, method, query, body);
    if (number && edge === 'messages' && method === 'POST') {
      const to = String(body.to ?? '');
      if (!users.has(to)) return graphError({ status: 400, code: 131026, message: 'Message undeliverable' });
      const wamid = `wamid.standin${nextId()}`;
      deliveries.push({ phoneNumberId: id, to, wamid, body });
      return json(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] });
    }
    return noSuchObject(id);
  }

  const server = http.createServer(withBody((request, response, raw) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const business = businessOf(bearerOf(request));
    /** Answers after the latency (or the hang of one of `accounts`), the request counted open on the first of them. */
    const answerLater = (accounts: string[], answer: () => void) => {
      traffic.open(accounts[0]!, response);
      standIn.peakInFlight = Math.max(standIn.peakInFlight, traffic.inFlight);
      traffic.later(traffic.delayOf(standIn.latencyMs, ...accounts), answer);
    };
    const file = /^\/media\/(.+)$/.exec(url.pathname);
    if (file) {
      const stored = media.get(file[1]!);
      // Meta's media URLs answer only with the token.
      if (!business) return sendAnswer(response, json(401, {}));
      return answerLater([business.wabaId], () => sendAnswer(response, stored ? { status: 200, body: stored.body, headers: { 'content-type': stored.type } } : json(404, {})));
    }
    if (!url.pathname.startsWith(`/${GRAPH_VERSION}/`)) return sendAnswer(response, unknownVersion());
    const session = /^\/upload:[^/]+$/.exec(url.pathname.slice(GRAPH_VERSION.length + 1));
    if (session && request.method === 'POST') {
      const path = session[0];
      const authorization = request.headers.authorization ?? '';
      const uploader = authorization.startsWith('OAuth ') ? businessOf(authorization.slice(6)) : undefined;
      const fault = faults.take(path);
      return answerLater([uploader?.wabaId ?? ''], () => void answerWithFault(request, response, fault, graphError, () => uploadBytes(request, path.slice(1), url.searchParams.get('sig'), raw)));
    }
    if (!business) return sendAnswer(response, graphError({ status: 401, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }));
    const path = url.pathname.slice(GRAPH_VERSION.length + 1);
    const query = Object.fromEntries(url.searchParams);
    const body = (raw.length > 0 ? JSON.parse(raw.toString()) : {}) as Record<string, unknown>;
    const method = request.method ?? 'GET';
    const number = business.numbers.find((candidate) => path.startsWith(`/${candidate.phoneNumberId}/`) || path === `/${candidate.phoneNumberId}`);
    const accounts = number ? [number.phoneNumberId, business.wabaId] : [business.wabaId];
    const throttled = method === 'POST' && number !== undefined && path === `/${number.phoneNumberId}/messages`
      && !traffic.admit(number.phoneNumberId, 'messages', standIn.rateLimitPerSecond);
    requests.push({ method, path, wabaId: business.wabaId, query, body, ...(throttled ? { throttled } : {}) });
    // A throttled message takes no fault: it is refused before anything else.
    const fault = throttled ? undefined : faults.take(path);
    answerLater(accounts, () => {
      if (throttled) sendAnswer(response, graphError({ status: 400, code: 130429, message: '(#130429) Rate limit hit' }));
      else void answerWithFault(request, response, fault, graphError, () => handle(business, method, path, query, body));
    });
  }));
  const listening = await listenOnLoopback(server);
  base = listening.base;
  const metadataOf = (phoneNumberId: string) => {
    const number = [...businesses.values()].flatMap((business) => business.numbers).find((one) => one.phoneNumberId === phoneNumberId);
    return { display_phone_number: number?.displayPhoneNumber.replace(/\D/g, '') ?? '', phone_number_id: phoneNumberId };
  };

  const standIn: WhatsAppPlatformStandIn = {
    graphUrl: `${base}/${GRAPH_VERSION}`,
    requests,
    deliveries,
    latencyMs: 0,
    rateLimitPerSecond: WHATSAPP_MESSAGES_RATE_LIMIT,
    get inFlight() { return traffic.inFlight; },
    peakInFlight: 0,
    get throttled() { return traffic.throttled; },
    hangAccount: (id, ms) => traffic.hang(id, ms),
    traffic: (id) => traffic.of(id),
    subscriptions,
    templates,
    uploads,
    appIdOf,
    addBusiness: (business) => { businesses.set(business.wabaId, business); },
    addUser: (waId) => { users.add(waId); },
    addMedia: (id, content) => { media.set(id, content); },
    addTemplate(template) {
      const stored = { ...template, id: nextId() };
      templates.set(stored.id, stored);
      return stored;
    },
    review(templateId, status, reason) {
      const template = templates.get(templateId)!;
      template.status = status;
      if (reason) template.rejected_reason = reason;
      return {
        field: 'message_template_status_update',
        value: { event: status, message_template_id: Number(template.id), message_template_name: template.name, message_template_language: template.language, reason: reason ?? null },
      };
    },
    fail: faults.add,
    deliver: (callbackUrl, entries, options = {}) => postMetaWebhook(callbackUrl, 'whatsapp_business_account', entries.map(({ wabaId, changes }) => ({ id: wabaId, changes })),
      options.appSecret ?? businesses.get(entries[0]?.wabaId ?? '')?.appSecret ?? '', options.signature),
    messageChange: (phoneNumberId, from, message) => ({
      field: 'messages',
      value: {
        messaging_product: 'whatsapp',
        metadata: metadataOf(phoneNumberId),
        contacts: [{ profile: { name: from.name }, wa_id: from.waId }],
        messages: [{ from: from.waId, id: `wamid.in${nextId()}`, timestamp: seconds(), ...message }],
      },
    }),
    statusChange: (delivery, status, errors) => ({
      field: 'messages',
      value: {
        messaging_product: 'whatsapp',
        metadata: metadataOf(delivery.phoneNumberId),
        statuses: [{
          id: delivery.wamid, status, timestamp: seconds(), recipient_id: delivery.to,
          ...(typeof delivery.body.biz_opaque_callback_data === 'string' ? { biz_opaque_callback_data: delivery.body.biz_opaque_callback_data } : {}),
          ...(errors ? { errors } : {}),
        }],
      },
    }),
    async close() {
      traffic.clear();
      await listening.close();
    },
  };
  return standIn;
}
