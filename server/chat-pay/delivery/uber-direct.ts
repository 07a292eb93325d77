// Uber Direct's REST API (docs/chat-pay.md, "Uber Direct"). There is no well-kept official Node SDK, so
// this is plain fetch with a time limit, as server/channels/meta/graph.ts: a call answers (JSON), is
// refused in Uber's error shape (UberRefusal: `{code, message}`), or its outcome is unknown (UberNoAnswer:
// it timed out or the connection broke; Uber may have done it). The access token comes from the OAuth
// client-credentials grant (scope eats.deliveries) and is kept until shortly before it expires; an API
// 401 drops it and asks once more. The status webhook's signature (x-uber-signature, or the older
// x-postmates-signature) is the hex HMAC-SHA256 of the raw body under the webhook's signing key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UberDirectConfig } from './uber-direct-config';

/** Uber answered with an error: its HTTP status, its `code` (`address_undeliverable`, `noncancelable_delivery`, …) and message. */
export class UberRefusal extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'UberRefusal';
  }
}

/** No answer came (time limit, network, a cut answer): whether Uber did the work is unknown. */
export class UberNoAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UberNoAnswer';
  }
}

export interface UberQuoteRequest {
  pickupAddress: string;
  pickupLocation: { lat: number; lng: number };
  dropoffAddress: string;
  dropoffLocation?: { lat: number; lng: number };
  /** When the parcel is ready (RFC 3339); none: now. */
  pickupReadyAt?: Date;
}

/** A quote (`dqt_…`): `fee` in the minor unit of Uber's `currency` (cents), valid until `expires`. */
export interface UberQuote { id: string; fee: number; currency: string; expires: string; dropoffEta?: string }

export interface UberManifestItem { name: string; quantity: number; size?: 'small' | 'medium' | 'large' | 'xlarge' }

export interface UberDeliveryRequest {
  quoteId?: string;
  pickup: { name: string; address: string; phone: string; location: { lat: number; lng: number } };
  dropoff: { name: string; address: string; phone: string; location?: { lat: number; lng: number }; notes?: string };
  items: UberManifestItem[];
  /** Our order's id: the delivery's `external_id`. */
  externalId: string;
  /** Uber keeps it for 6 hours: the same key creates no second delivery. */
  idempotencyKey: string;
  pickupReadyAt?: Date;
}

/** The delivery as Uber answers it (the fields read here). */
export interface UberDelivery { id: string; status: string; tracking_url?: string; external_id?: string; fee?: number; currency?: string; quote_id?: string }

interface UberErrorBody { code?: unknown; message?: unknown; error?: unknown; error_description?: unknown }

async function refusalOf(response: Response): Promise<UberRefusal> {
  const body = await response.json().catch(() => undefined) as UberErrorBody | undefined;
  const code = typeof body?.code === 'string' ? body.code : typeof body?.error === 'string' ? body.error : `http_${response.status}`;
  const message = typeof body?.message === 'string' ? body.message
    : typeof body?.error_description === 'string' ? body.error_description : response.statusText || `HTTP ${response.status}`;
  return new UberRefusal(response.status, code, message);
}

async function call<T>(url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new UberNoAnswer(error instanceof Error && error.name === 'TimeoutError'
      ? `Uber did not answer within ${timeoutMs / 1000} s` : `no answer from Uber (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw await refusalOf(response);
  try {
    return await response.json() as T;
  } catch (error) {
    throw new UberNoAnswer(`Uber's answer was cut (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A token is renewed this long before Uber says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const rfc3339 = (date: Date | undefined) => (date ? { pickup_ready_dt: date.toISOString() } : {});

export type UberDirectClient = ReturnType<typeof uberDirectClient>;

export function uberDirectClient(config: UberDirectConfig, now: () => number = Date.now) {
  let token: { value: string; until: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials', scope: 'eats.deliveries',
    });
    const answer = await call<{ access_token?: unknown; expires_in?: unknown }>(`${config.authUrl}/oauth/v2/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
    }, config.callTimeoutMs);
    if (typeof answer.access_token !== 'string') throw new UberNoAnswer('Uber answered no access token');
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    token = { value: answer.access_token, until: now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** The kept token, or one new one however many calls ask at once. */
  function accessToken(): Promise<string> {
    if (token && token.until > now()) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<T> {
    const bearer = await accessToken();
    try {
      return await call<T>(`${config.apiUrl}/v1/customers/${encodeURIComponent(config.customerId)}${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }, config.callTimeoutMs);
    } catch (error) {
      // A token Uber no longer takes (revoked, rotated): forget it and ask once more with a new one.
      if (error instanceof UberRefusal && error.status === 401 && !retried) {
        if (token?.value === bearer) token = undefined;
        return api(method, path, body, true);
      }
      throw error;
    }
  }

  return {
    /** POST /delivery_quotes: the fee from the shop's location to the customer's address, or Uber's refusal (`address_undeliverable`). */
    async quote(request: UberQuoteRequest): Promise<UberQuote> {
      const answer = await api<{ id: string; fee: number; currency?: string; currency_type?: string; expires: string; dropoff_eta?: string }>('POST', '/delivery_quotes', {
        pickup_address: request.pickupAddress,
        pickup_latitude: request.pickupLocation.lat,
        pickup_longitude: request.pickupLocation.lng,
        dropoff_address: request.dropoffAddress,
        ...(request.dropoffLocation ? { dropoff_latitude: request.dropoffLocation.lat, dropoff_longitude: request.dropoffLocation.lng } : {}),
        ...rfc3339(request.pickupReadyAt),
      });
      return {
        id: answer.id, fee: answer.fee, currency: (answer.currency_type ?? answer.currency ?? '').toUpperCase(), expires: answer.expires,
        ...(answer.dropoff_eta ? { dropoffEta: answer.dropoff_eta } : {}),
      };
    },

    /** POST /deliveries: a courier dispatched; the same `idempotencyKey` (within Uber's 6 hours) answers the same delivery. */
    createDelivery(request: UberDeliveryRequest): Promise<UberDelivery> {
      return api<UberDelivery>('POST', '/deliveries', {
        ...(request.quoteId ? { quote_id: request.quoteId } : {}),
        pickup_name: request.pickup.name,
        pickup_address: request.pickup.address,
        pickup_phone_number: request.pickup.phone,
        pickup_latitude: request.pickup.location.lat,
        pickup_longitude: request.pickup.location.lng,
        dropoff_name: request.dropoff.name,
        dropoff_address: request.dropoff.address,
        dropoff_phone_number: request.dropoff.phone,
        ...(request.dropoff.location ? { dropoff_latitude: request.dropoff.location.lat, dropoff_longitude: request.dropoff.location.lng } : {}),
        ...(request.dropoff.notes ? { dropoff_notes: request.dropoff.notes.slice(0, 280) } : {}),
        manifest_items: request.items.map((item) => ({ name: item.name, quantity: item.quantity, size: item.size ?? 'small' })),
        external_id: request.externalId,
        idempotency_key: request.idempotencyKey,
        ...rfc3339(request.pickupReadyAt),
      });
    },

    /** GET /deliveries/{id}. */
    getDelivery(id: string): Promise<UberDelivery> {
      return api<UberDelivery>('GET', `/deliveries/${encodeURIComponent(id)}`);
    },

    /** POST /deliveries/{id}/cancel: refused once the courier has dropped off (`noncancelable_delivery`). */
    cancelDelivery(id: string): Promise<UberDelivery> {
      return api<UberDelivery>('POST', `/deliveries/${encodeURIComponent(id)}/cancel`, {});
    },
  };
}

/** The status webhook's signature header: x-uber-signature, else the older x-postmates-signature. */
export function uberSignatureOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['x-uber-signature'] ?? headers['x-postmates-signature'];
  return typeof value === 'string' ? value : undefined;
}

/** Whether `signature` is the hex HMAC-SHA256 of the raw body under the signing key (compared in constant time). */
export function uberSignatureValid(secret: string, rawBody: Buffer | string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
