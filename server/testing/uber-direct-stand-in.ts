// A local stand-in for Uber Direct (its OAuth token, delivery quotes, deliveries, cancels and the signed
// delivery-status webhook), for tests: they point UBER_AUTH_URL and UBER_DIRECT_API_URL at it and its
// webhooks at the server's webhook. It implements the documented shapes: POST /oauth/v2/token (form,
// client credentials, scope eats.deliveries: the client id and secret checked), POST
// /v1/customers/{customer_id}/delivery_quotes (a fee in cents, valid 15 minutes; an address it is told
// is outside the area: 400 address_undeliverable), POST /v1/customers/{customer_id}/deliveries (the
// Bearer token checked; `idempotency_key` kept: the same key answers the same delivery; `quote_id`
// known and not expired), GET …/deliveries/{id}, POST …/deliveries/{id}/cancel (refused once the
// courier has dropped off: 400 noncancelable_delivery), Uber's error shape `{kind: 'error', code,
// message}`. Beyond Uber, as a guard for the tests: a second live delivery for one `external_id` under
// another key is refused (409 duplicate_external_id), so a test sees a second courier being asked for.
// It can fail on purpose: 500, 429 (customer_limited), no answer at all, or the work done and the answer
// lost. `advance` moves a delivery and posts event.delivery_status signed as Uber signs
// (x-uber-signature: hex HMAC-SHA256 of the raw body under the signing key). Test code only.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  answerWithFault, bearerOf, faultQueue, json, listenOnLoopback, postWebhook, sendAnswer, withBody, type Answer, type Fault,
} from './stand-in-http';

/** An error Uber answers: 500 (unknown_error) or 429 (customer_limited). */
export interface UberError { status: 500 | 429 }
export type UberFault = Fault<UberError>;

type Json = Record<string, unknown>;

export interface UberStandInDelivery extends Json {
  id: string;
  status: string;
  external_id: string;
  quote_id: string | null;
  tracking_url: string;
  fee: number;
  currency: string;
}

export interface UberStandInQuote extends Json { id: string; fee: number; currency: string; currency_type: string; expires: string }

/** A request the stand-in took (its token was good): method, path and JSON body. */
export interface UberRequest { method: string; path: string; body: Json }

export interface UberEvent { id: string; kind: 'event.delivery_status'; status: string; delivery_id: string; customer_id: string; created: string; live_mode: false; data: Json }

export interface UberDirectStandIn {
  /** UBER_DIRECT_API_URL and UBER_AUTH_URL (one server serves both). */
  url: string;
  clientId: string;
  clientSecret: string;
  customerId: string;
  webhookSecret: string;
  /** Where the webhooks go; set once the server listens. */
  webhookUrl: string;
  /** The fee of every quote (cents) and its currency (Uber's lowercase code). */
  fee: number;
  currency: string;
  /** Dropoff addresses outside the delivery area. */
  undeliverable: Set<string>;
  requests: UberRequest[];
  /** Tokens handed out, in order. */
  tokens: string[];
  quotes: Map<string, UberStandInQuote>;
  deliveries: Map<string, UberStandInDelivery>;
  /** Every event posted, and the status the webhook answered. */
  sent: { event: UberEvent; raw: string; status: number }[];
  /** The next `times` requests whose path starts with `pathPrefix` fail this way. */
  fail(pathPrefix: string, fault: UberFault, times?: number): void;
  /** Every token handed out so far is refused from now on (401), as a rotated client's. */
  revokeTokens(): void;
  /** The delivery moves to `status` and its event.delivery_status is posted, signed; answers the webhook's status. */
  advance(deliveryId: string, status: string): Promise<number>;
  /** An event as Uber makes it, of a delivery as it is now. */
  event(deliveryId: string, status?: string): UberEvent;
  /** Posts the event (or its raw text) to the webhook, signed (or with `signature` as given); answers the status. */
  send(event: UberEvent | string, options?: { signature?: string }): Promise<number>;
  close(): Promise<void>;
}

const QUOTE_VALID_MS = 15 * 60_000;
const IDEMPOTENCY_MS = 6 * 3600_000;
const TOKEN_S = 30 * 24 * 3600;
const DROPPED_OFF = new Set(['delivered', 'returned', 'canceled']);

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const uberError = (status: number, code: string, message: string, metadata: Json = {}): Answer => json(status, { kind: 'error', code, message, metadata });
const invalidParams = (param: string) => uberError(400, 'invalid_params', 'The parameters of your request were invalid.', { [param]: 'missing or invalid' });

function faultAnswer({ status }: UberError): Answer {
  return status === 429
    ? uberError(429, 'customer_limited', 'Your integration has exceeded its rate limit.')
    : uberError(500, 'unknown_error', 'An unknown error happened.');
}

/** x-uber-signature of a raw body. */
export function uberSignature(secret: string, raw: string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export async function startUberDirectStandIn(options: { clientId?: string; clientSecret?: string; customerId?: string; webhookSecret?: string } = {}): Promise<UberDirectStandIn> {
  const clientId = options.clientId ?? `client_${randomBytes(6).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const customerId = options.customerId ?? `cus_${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? randomBytes(16).toString('hex');
  const faults = faultQueue<UberError>();
  const requests: UberRequest[] = [];
  const tokens: string[] = [];
  const liveTokens = new Set<string>();
  const quotes = new Map<string, UberStandInQuote>();
  const deliveries = new Map<string, UberStandInDelivery>();
  const idempotent = new Map<string, { deliveryId: string; at: number }>();
  const sent: { event: UberEvent; raw: string; status: number }[] = [];
  let base = '';

  function token(body: URLSearchParams): Answer {
    if (body.get('grant_type') !== 'client_credentials') return json(400, { error: 'unsupported_grant_type' });
    if (body.get('client_id') !== clientId || body.get('client_secret') !== clientSecret) return json(401, { error: 'invalid_client' });
    if (!(body.get('scope') ?? '').split(' ').includes('eats.deliveries')) return json(400, { error: 'invalid_scope' });
    const value = `IA.${randomBytes(24).toString('base64url')}`;
    tokens.push(value);
    liveTokens.add(value);
    return json(200, { access_token: value, token_type: 'Bearer', expires_in: TOKEN_S, scope: 'eats.deliveries' });
  }

  function quote(body: Json): Answer {
    for (const param of ['pickup_address', 'dropoff_address']) if (!isText(body[param])) return invalidParams(param);
    if (standIn.undeliverable.has(String(body.dropoff_address))) return uberError(400, 'address_undeliverable', 'The specified location is not in a deliverable area.');
    const made: UberStandInQuote = {
      kind: 'delivery_quote', id: newId('dqt'), created: new Date().toISOString(), expires: new Date(Date.now() + QUOTE_VALID_MS).toISOString(),
      fee: standIn.fee, currency: standIn.currency, currency_type: standIn.currency.toUpperCase(), duration: 30, pickup_duration: 8,
      dropoff_eta: new Date(Date.now() + 30 * 60_000).toISOString(),
    };
    quotes.set(made.id, made);
    return json(200, made);
  }

  function create(body: Json): Answer {
    for (const param of ['pickup_name', 'pickup_address', 'pickup_phone_number', 'dropoff_name', 'dropoff_address', 'dropoff_phone_number', 'external_id']) {
      if (!isText(body[param])) return invalidParams(param);
    }
    for (const param of ['pickup_latitude', 'pickup_longitude']) if (!isNumber(body[param])) return invalidParams(param);
    const items = body.manifest_items;
    if (!Array.isArray(items) || items.length === 0 || !items.every((item: Json) => isText(item.name) && Number.isInteger(item.quantity) && Number(item.quantity) > 0)) {
      return invalidParams('manifest_items');
    }
    const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined;
    const known = key ? idempotent.get(key) : undefined;
    if (known && known.at > Date.now() - IDEMPOTENCY_MS) return json(200, deliveries.get(known.deliveryId));
    if (standIn.undeliverable.has(String(body.dropoff_address))) return uberError(400, 'address_undeliverable', 'The specified location is not in a deliverable area.');
    let quoted: UberStandInQuote | undefined;
    if (body.quote_id !== undefined) {
      quoted = quotes.get(String(body.quote_id));
      if (!quoted) return uberError(400, 'invalid_params', 'The quote_id given is unknown.', { quote_id: 'unknown' });
      if (Date.parse(quoted.expires) <= Date.now()) return uberError(400, 'expired_quote', 'The price quote specified has expired.');
    }
    const externalId = String(body.external_id);
    if ([...deliveries.values()].some((one) => one.external_id === externalId && one.status !== 'canceled')) {
      return uberError(409, 'duplicate_external_id', `A live delivery already has external_id ${externalId}.`);
    }
    const id = newId('del');
    const delivery: UberStandInDelivery = {
      kind: 'delivery', id, status: 'pending', complete: false, external_id: externalId, quote_id: quoted?.id ?? null,
      tracking_url: `${base}/orders/${id}`, fee: quoted?.fee ?? standIn.fee, currency: quoted?.currency ?? standIn.currency,
      created: new Date().toISOString(), updated: new Date().toISOString(), live_mode: false,
      pickup: { name: body.pickup_name, address: body.pickup_address, phone_number: body.pickup_phone_number, location: { lat: body.pickup_latitude, lng: body.pickup_longitude } },
      dropoff: { name: body.dropoff_name, address: body.dropoff_address, phone_number: body.dropoff_phone_number, notes: body.dropoff_notes ?? '' },
      manifest_items: items, pickup_ready: body.pickup_ready_dt ?? null,
    };
    deliveries.set(id, delivery);
    if (key) idempotent.set(key, { deliveryId: id, at: Date.now() });
    return json(200, delivery);
  }

  function cancel(id: string): Answer {
    const delivery = deliveries.get(id);
    if (!delivery) return uberError(404, 'delivery_not_found', 'The requested delivery does not exist.');
    if (DROPPED_OFF.has(delivery.status)) return uberError(400, 'noncancelable_delivery', 'Delivery cannot be cancelled.');
    Object.assign(delivery, { status: 'canceled', complete: true, updated: new Date().toISOString() });
    // As Uber: the status event follows the answer (when a test has set where webhooks go).
    if (standIn.webhookUrl) setImmediate(() => void send(event(id)).catch(() => undefined));
    return json(200, delivery);
  }

  function api(method: string, path: string, body: Json): Answer {
    const match = /^\/v1\/customers\/([^/]+)(\/.*)$/.exec(path);
    if (!match) return uberError(404, 'not_found', `No route ${method} ${path}.`);
    if (decodeURIComponent(match[1]!) !== customerId) return uberError(404, 'customer_not_found', 'Customer does not exist.');
    const rest = match[2]!;
    const deliveryPath = /^\/deliveries\/([^/]+)(\/cancel)?$/.exec(rest);
    if (method === 'POST' && rest === '/delivery_quotes') return quote(body);
    if (method === 'POST' && rest === '/deliveries') return create(body);
    if (method === 'GET' && deliveryPath && !deliveryPath[2]) {
      const delivery = deliveries.get(deliveryPath[1]!);
      return delivery ? json(200, delivery) : uberError(404, 'delivery_not_found', 'The requested delivery does not exist.');
    }
    if (method === 'POST' && deliveryPath?.[2]) return cancel(deliveryPath[1]!);
    return uberError(404, 'not_found', `No route ${method} ${path}.`);
  }

  function event(deliveryId: string, status?: string): UberEvent {
    const delivery = deliveries.get(deliveryId);
    if (!delivery) throw new Error(`no delivery ${deliveryId}`);
    return {
      id: newId('evt'), kind: 'event.delivery_status', status: status ?? delivery.status, delivery_id: deliveryId, customer_id: customerId,
      created: new Date().toISOString(), live_mode: false, data: structuredClone({ ...delivery, ...(status ? { status } : {}) }),
    };
  }

  async function send(uberEvent: UberEvent | string, sendOptions: { signature?: string } = {}): Promise<number> {
    const raw = typeof uberEvent === 'string' ? uberEvent : JSON.stringify(uberEvent);
    const status = await postWebhook(standIn.webhookUrl, raw, { 'x-uber-signature': sendOptions.signature ?? uberSignature(webhookSecret, raw) });
    sent.push({ event: JSON.parse(raw) as UberEvent, raw, status });
    return status;
  }

  async function advance(deliveryId: string, status: string): Promise<number> {
    const delivery = deliveries.get(deliveryId);
    if (!delivery) throw new Error(`no delivery ${deliveryId}`);
    Object.assign(delivery, { status, complete: DROPPED_OFF.has(status), updated: new Date().toISOString() });
    return send(event(deliveryId));
  }

  const server = http.createServer(withBody((request, response, rawBody) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const raw = rawBody.toString('utf8');
    if (method === 'POST' && url.pathname === '/oauth/v2/token') {
      void answerWithFault(request, response, faults.take(url.pathname), faultAnswer, () => token(new URLSearchParams(raw)));
      return;
    }
    const bearer = bearerOf(request);
    if (!bearer || !liveTokens.has(bearer)) return sendAnswer(response, uberError(401, 'unauthorized', 'The access token is invalid or has expired.'));
    let body: Json = {};
    if (method === 'POST' && raw !== '') {
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        return sendAnswer(response, uberError(400, 'invalid_params', 'The request body is not JSON.'));
      }
    }
    void answerWithFault(request, response, faults.take(url.pathname), faultAnswer, () => {
      requests.push({ method, path: url.pathname, body });
      return api(method, url.pathname, body);
    });
  }));
  const listening = await listenOnLoopback(server);
  base = listening.base;

  const standIn: UberDirectStandIn = {
    url: base, clientId, clientSecret, customerId, webhookSecret, webhookUrl: '', fee: 695, currency: 'twd', undeliverable: new Set(),
    requests, tokens, quotes, deliveries, sent,
    fail: (pathPrefix, fault, times = 1) => faults.add(pathPrefix, fault, times),
    revokeTokens: () => liveTokens.clear(),
    advance, event, send,
    close: listening.close,
  };
  return standIn;
}
