// A local stand-in for Stripe (the API of Checkout and refunds, the hosted payment page, and its signed
// webhooks), for tests: they point STRIPE_API_URL at it and its webhooks at the server's
// /stripe/webhook. It implements the documented shapes of POST /v1/checkout/sessions, GET
// /v1/checkout/sessions/{id}, POST /v1/checkout/sessions/{id}/expire and POST /v1/refunds (form-encoded
// requests, JSON answers, Stripe's error shape), checks the Bearer secret key, keeps Idempotency-Key's
// promise (the same key and parameters answer the same object; other parameters, 400), and can fail on
// purpose: 500, 429 (rate_limit), no answer at all, or the work done and the answer lost. The session's
// url is a page with a "Pay" button that completes the session, posts checkout.session.completed signed
// as Stripe signs (Stripe-Signature: t=…,v1=HMAC-SHA256 of `${t}.${payload}`), and goes on to the
// success_url. A refund posts refund.created and charge.refunded. Tests can post any event (a replay, out
// of order, a bad signature). Test code only.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  answerWithFault, bearerOf, faultQueue, json, listenOnLoopback, postWebhook, sendAnswer, withBody, type Answer, type Fault,
} from './stand-in-http';

/** An error Stripe answers: 500 (api_error) or 429 (rate_limit). */
export interface StripeError { status: 500 | 429 }
export type StripeFault = Fault<StripeError>;

type Json = Record<string, unknown>;

export interface StripeSession extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
}

export interface StripeCharge extends Json { id: string; amount: number; amount_refunded: number; refunded: boolean; payment_intent: string; metadata: Record<string, string> }

/** A request the stand-in took (its key was good): method, path, the decoded form and its Idempotency-Key. */
export interface StripeRequest { method: string; path: string; body: Json; idempotencyKey?: string }

export interface StripeEvent { id: string; object: 'event'; type: string; created: number; data: { object: Json }; livemode: false; api_version: string; pending_webhooks: number; request: { id: null; idempotency_key: null } }

export interface StripeStandIn {
  /** STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where the webhooks go (the server's /stripe/webhook); set once the server listens. */
  webhookUrl: string;
  requests: StripeRequest[];
  sessions: Map<string, StripeSession>;
  /** Line items of each session, as created. */
  lineItems: Map<string, Json[]>;
  charges: Map<string, StripeCharge>;
  /** Every event posted, and the status the webhook answered. */
  sent: { event: StripeEvent; status: number }[];
  /** The next `times` requests whose path starts with `pathPrefix` fail this way. */
  fail(pathPrefix: string, fault: StripeFault, times?: number): void;
  /** What the hosted page's "Pay" does: the session completes and paid, its webhook posted (answers its status). */
  pay(sessionId: string): Promise<number>;
  /** An event as Stripe makes it. */
  event(type: string, object: Json, created?: number): StripeEvent;
  /** Posts the event to the webhook, signed (or with `signature` as given); answers the status. */
  send(event: StripeEvent, options?: { signature?: string }): Promise<number>;
  close(): Promise<void>;
}

const STRIPE_API_VERSION = '2026-10-28.endive';
const MIN_OPEN_S = 30 * 60;
const MAX_OPEN_S = 24 * 3600;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const stripeError = (status: number, type: string, message: string, extra: Json = {}): Answer => json(status, { error: { type, message, ...extra } });
const missing = (kind: string, id: string) => stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });
const invalid = (param: string, message: string) => stripeError(400, 'invalid_request_error', message, { param });

function faultAnswer({ status }: StripeError): Answer {
  return status === 429
    ? stripeError(429, 'invalid_request_error', 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.', { code: 'rate_limit' })
    : stripeError(500, 'api_error', 'An unknown error occurred');
}

/** A form as Stripe's clients encode it (`line_items[0][price_data][currency]=twd`), as nested objects and arrays. */
export function decodeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** Stripe-Signature of a payload at time `t` (seconds). */
export function stripeSignature(secret: string, payload: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStandIn(options: { secretKey?: string; webhookSecret?: string } = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const faults = faultQueue<StripeError>();
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, StripeSession>();
  const lineItems = new Map<string, Json[]>();
  const charges = new Map<string, StripeCharge>();
  const idempotent = new Map<string, { raw: string; answer: Answer }>();
  const sent: { event: StripeEvent; status: number }[] = [];
  let base = '';

  const event = (type: string, object: Json, created = Math.floor(Date.now() / 1000)): StripeEvent => ({
    id: newId('evt'), object: 'event', type, created, data: { object: structuredClone(object) }, livemode: false,
    api_version: STRIPE_API_VERSION, pending_webhooks: 1, request: { id: null, idempotency_key: null },
  });

  async function send(stripeEvent: StripeEvent, sendOptions: { signature?: string } = {}): Promise<number> {
    const payload = JSON.stringify(stripeEvent);
    const status = await postWebhook(standIn.webhookUrl, payload, { 'stripe-signature': sendOptions.signature ?? stripeSignature(webhookSecret, payload) });
    sent.push({ event: stripeEvent, status });
    return status;
  }

  function createSession(body: Json): Answer {
    if (body.mode !== 'payment') return invalid('mode', 'Only mode=payment is served here.');
    const items = body.line_items as Json[] | undefined;
    if (!Array.isArray(items) || items.length === 0) return invalid('line_items', 'line_items must have at least one item in payment mode.');
    let currency = '';
    let total = 0;
    for (const [index, item] of items.entries()) {
      const price = item.price_data as Json | undefined;
      const amount = Number(price?.unit_amount);
      const quantity = Number(item.quantity);
      if (!price || !Number.isInteger(amount) || amount < 0) return invalid(`line_items[${index}][price_data][unit_amount]`, 'Invalid integer');
      if (!(price.product_data as Json | undefined)?.name) return invalid(`line_items[${index}][price_data][product_data][name]`, 'Missing required param');
      if (!Number.isInteger(quantity) || quantity < 1) return invalid(`line_items[${index}][quantity]`, 'Invalid integer');
      if (currency && price.currency !== currency) return invalid(`line_items[${index}][price_data][currency]`, 'All line items must have the same currency.');
      currency = String(price.currency);
      total += amount * quantity;
    }
    if (typeof body.success_url !== 'string') return invalid('success_url', 'Missing required param: success_url.');
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = body.expires_at === undefined ? now + MAX_OPEN_S : Number(body.expires_at);
    if (!(expiresAt >= now + MIN_OPEN_S && expiresAt <= now + MAX_OPEN_S)) {
      return invalid('expires_at', 'The `expires_at` timestamp must be at least 30 minutes and at most 24 hours from Checkout Session creation.');
    }
    const id = newId('cs');
    const session: StripeSession = {
      id, object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', url: `${base}/c/pay/${id}`,
      amount_total: total, currency, created: now, expires_at: expiresAt,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      customer_email: (body.customer_email as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      success_url: body.success_url, cancel_url: String(body.cancel_url ?? ''), payment_intent: null,
      payment_intent_metadata: ((body.payment_intent_data as Json | undefined)?.metadata as Json | undefined) ?? {},
    };
    sessions.set(id, session);
    lineItems.set(id, items);
    return json(200, session);
  }

  function expireSession(id: string): Answer {
    const session = sessions.get(id);
    if (!session) return missing('checkout.session', id);
    if (session.status !== 'open') return invalid('session', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    Object.assign(session, { status: 'expired', url: null });
    void send(event('checkout.session.expired', session));
    return json(200, session);
  }

  function refund(body: Json): Answer {
    const charge = [...charges.values()].find((one) => one.payment_intent === body.payment_intent || one.id === body.charge);
    if (!charge) return missing('payment_intent', String(body.payment_intent ?? body.charge));
    const left = charge.amount - charge.amount_refunded;
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid('amount', 'Invalid positive integer');
    if (amount > left) return invalid('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const made = {
      id: newId('re'), object: 'refund', amount, currency: charge.currency, charge: charge.id, payment_intent: charge.payment_intent,
      status: 'succeeded', metadata: (body.metadata as Json | undefined) ?? {}, created: Math.floor(Date.now() / 1000),
    };
    // As Stripe: the events follow the answer.
    setImmediate(() => {
      void send(event('refund.created', made)).then(() => send(event('charge.refunded', charge)));
    });
    return json(200, made);
  }

  async function pay(sessionId: string): Promise<number> {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    const intent = newId('pi');
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent, url: null });
    const metadata = session.payment_intent_metadata as Record<string, string>;
    charges.set(intent, {
      id: newId('ch'), object: 'charge', amount: session.amount_total, amount_captured: session.amount_total, amount_refunded: 0,
      refunded: false, currency: session.currency, payment_intent: intent, metadata, created: Math.floor(Date.now() / 1000),
    });
    return send(event('checkout.session.completed', session));
  }

  function api(method: string, path: string, body: Json): Answer {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'GET' && sessionPath && !sessionPath[2]) {
      const session = sessions.get(sessionPath[1]!);
      return session ? json(200, session) : missing('checkout.session', sessionPath[1]!);
    }
    if (method === 'POST' && sessionPath?.[2]) return expireSession(sessionPath[1]!);
    if (method === 'POST' && path === '/v1/refunds') return refund(body);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The hosted page: the order's amount and a Pay button (a form: no script). */
  function page(sessionId: string): Answer {
    const session = sessions.get(sessionId);
    const open = session?.status === 'open';
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Stripe Checkout (stand-in)</title></head><body><main><h1>Checkout</h1>${
      open ? `<p>Total: ${session.amount_total} ${escapeHtml(session.currency.toUpperCase())}</p><form method="post" action="/c/pay/${escapeHtml(sessionId)}"><button type="submit">Pay</button></form>`
        : '<p>This Checkout Session is no longer available.</p>'}</main></body></html>`;
    return { status: open ? 200 : 404, body: Buffer.from(html), headers: { 'content-type': 'text/html; charset=utf-8' } };
  }

  const server = http.createServer(withBody((request, response, rawBody) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const hosted = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    if (hosted && method === 'GET') return sendAnswer(response, page(hosted[1]!));
    if (hosted && method === 'POST') {
      const session = sessions.get(hosted[1]!);
      if (session?.status !== 'open') return sendAnswer(response, page(hosted[1]!));
      void pay(session.id).then(() => {
        response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      });
      return;
    }
    if (bearerOf(request) !== secretKey) {
      return sendAnswer(response, stripeError(401, 'invalid_request_error', 'Invalid API Key provided.'));
    }
    const raw = rawBody.toString('utf8');
    const body = method === 'GET' ? Object.fromEntries(url.searchParams) : decodeForm(raw);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    void answerWithFault(request, response, faults.take(url.pathname), faultAnswer, () => {
      requests.push({ method, path: url.pathname, body, ...(idempotencyKey ? { idempotencyKey } : {}) });
      if (method !== 'POST' || !idempotencyKey) return api(method, url.pathname, body);
      const known = idempotent.get(idempotencyKey);
      if (known && known.raw !== raw) {
        return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`);
      }
      if (known) return { ...known.answer, headers: { ...known.answer.headers, 'idempotent-replayed': 'true' } };
      // The answer as it was then (the object may change after).
      const answer = api(method, url.pathname, body);
      idempotent.set(idempotencyKey, { raw, answer: { ...answer, body: structuredClone(answer.body) } });
      return answer;
    });
  }));
  const listening = await listenOnLoopback(server);
  base = listening.base;

  const standIn: StripeStandIn = {
    url: base, secretKey, webhookSecret, webhookUrl: '', requests, sessions, lineItems, charges, sent,
    fail: (pathPrefix, fault, times = 1) => faults.add(pathPrefix, fault, times),
    pay, event, send,
    close: listening.close,
  };
  return standIn;
}
