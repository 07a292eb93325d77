// Uber Direct's client against the stand-in: the token asked once and renewed when refused, quotes,
// one delivery per idempotency key, cancel refused after the dropoff, Uber's refusals and no answer told
// apart, and the status webhook's signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUberDirectStandIn, uberSignature, type UberDirectStandIn } from '../../testing/uber-direct-stand-in';
import { uberDirectClient, UberNoAnswer, UberRefusal, uberSignatureOf, uberSignatureValid, type UberDeliveryRequest } from './uber-direct';
import { uberDirectConfigOf, type UberDirectConfig } from './uber-direct-config';

let uber: UberDirectStandIn;
let config: UberDirectConfig;

beforeAll(async () => {
  uber = await startUberDirectStandIn();
  config = uberDirectConfigOf({
    UBER_DIRECT_CLIENT_ID: uber.clientId, UBER_DIRECT_CLIENT_SECRET: uber.clientSecret, UBER_DIRECT_CUSTOMER_ID: uber.customerId,
    UBER_DIRECT_WEBHOOK_SECRET: uber.webhookSecret, UBER_DIRECT_API_URL: uber.url, UBER_AUTH_URL: uber.url,
  })!;
});
afterAll(() => uber.close());

const shop = { name: 'Tea House', address: '1 Zhongshan Rd, Taipei', phone: '+886223456789', location: { lat: 25.05, lng: 121.52 } };
const delivery = (externalId: string, extra: Partial<UberDeliveryRequest> = {}): UberDeliveryRequest => ({
  pickup: shop, dropoff: { name: 'Amy Lin', address: '100 Xinyi Rd, Taipei', phone: '+886912345678' },
  items: [{ name: 'Oolong (L)', quantity: 2 }], externalId, idempotencyKey: `chat-pay:${externalId}:uber`, ...extra,
});

describe('Uber Direct configuration', () => {
  it('is off without the client id and refuses half of it', () => {
    expect(uberDirectConfigOf({})).toBeUndefined();
    expect(() => uberDirectConfigOf({ UBER_DIRECT_CLIENT_ID: 'x', UBER_DIRECT_CLIENT_SECRET: 'y', UBER_DIRECT_CUSTOMER_ID: 'z' })).toThrow(/UBER_DIRECT_WEBHOOK_SECRET/);
    expect(() => uberDirectConfigOf({
      UBER_DIRECT_CLIENT_ID: 'x', UBER_DIRECT_CLIENT_SECRET: 'y', UBER_DIRECT_CUSTOMER_ID: 'z', UBER_DIRECT_WEBHOOK_SECRET: 'w', UBER_DIRECT_API_URL: 'api.uber.com',
    })).toThrow(/UBER_DIRECT_API_URL/);
    const defaults = uberDirectConfigOf({ UBER_DIRECT_CLIENT_ID: 'x', UBER_DIRECT_CLIENT_SECRET: 'y', UBER_DIRECT_CUSTOMER_ID: 'z', UBER_DIRECT_WEBHOOK_SECRET: 'w' })!;
    expect([defaults.apiUrl, defaults.authUrl]).toEqual(['https://api.uber.com', 'https://auth.uber.com']);
  });
});

describe("Uber Direct's client", () => {
  it('quotes with one token for several calls, and says an undeliverable address as Uber refuses it', async () => {
    const client = uberDirectClient(config);
    const before = uber.tokens.length;
    const [a, b] = await Promise.all([
      client.quote({ pickupAddress: shop.address, pickupLocation: shop.location, dropoffAddress: '100 Xinyi Rd, Taipei' }),
      client.quote({ pickupAddress: shop.address, pickupLocation: shop.location, dropoffAddress: '200 Xinyi Rd, Taipei' }),
    ]);
    expect(uber.tokens.length - before).toBe(1);
    expect(a).toMatchObject({ fee: 695, currency: 'TWD' });
    expect(a.id).toMatch(/^dqt_/);
    expect(Date.parse(a.expires)).toBeGreaterThan(Date.now());
    expect(b.id).not.toBe(a.id);

    uber.undeliverable.add('1 Far Away Rd');
    const refused = await client.quote({ pickupAddress: shop.address, pickupLocation: shop.location, dropoffAddress: '1 Far Away Rd' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UberRefusal);
    expect(refused).toMatchObject({ status: 400, code: 'address_undeliverable' });
  });

  it('refuses a wrong secret as Uber does', async () => {
    const client = uberDirectClient({ ...config, clientSecret: 'wrong' });
    const refused = await client.quote({ pickupAddress: shop.address, pickupLocation: shop.location, dropoffAddress: 'x' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'UberRefusal', status: 401, code: 'invalid_client' });
  });

  it('creates one delivery for one idempotency key, however often asked, even when an answer was lost', async () => {
    const client = uberDirectClient(config);
    const quote = await client.quote({ pickupAddress: shop.address, pickupLocation: shop.location, dropoffAddress: '100 Xinyi Rd, Taipei' });
    uber.fail('/v1/customers', 'lost');
    const lost = await client.createDelivery(delivery('order-1', { quoteId: quote.id })).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(UberNoAnswer);
    const made = await client.createDelivery(delivery('order-1', { quoteId: quote.id }));
    const again = await client.createDelivery(delivery('order-1', { quoteId: quote.id }));
    expect(again.id).toBe(made.id);
    expect(made).toMatchObject({ status: 'pending', external_id: 'order-1', quote_id: quote.id, fee: 695 });
    expect(made.tracking_url).toMatch(/^http/);
    expect([...uber.deliveries.values()].filter((one) => one.external_id === 'order-1')).toHaveLength(1);
    const sent = uber.requests.find((request) => request.path.endsWith('/deliveries'))!.body;
    expect(sent).toMatchObject({ external_id: 'order-1', idempotency_key: 'chat-pay:order-1:uber', manifest_items: [{ name: 'Oolong (L)', quantity: 2, size: 'small' }] });
    expect(await client.getDelivery(made.id)).toMatchObject({ id: made.id, status: 'pending' });
  });

  it('cancels a delivery under way, and Uber refuses once the courier has dropped off', async () => {
    const client = uberDirectClient(config);
    const first = await client.createDelivery(delivery('order-2'));
    expect(await client.cancelDelivery(first.id)).toMatchObject({ status: 'canceled' });
    const second = await client.createDelivery(delivery('order-3'));
    uber.deliveries.get(second.id)!.status = 'delivered';
    const refused = await client.cancelDelivery(second.id).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'UberRefusal', status: 400, code: 'noncancelable_delivery' });
  });

  it("tells Uber's 500 and 429 apart from no answer, and asks for a new token when the old one is refused", async () => {
    const client = uberDirectClient({ ...config, callTimeoutMs: 300 });
    const ask = () => client.quote({ pickupAddress: shop.address, pickupLocation: shop.location, dropoffAddress: '100 Xinyi Rd, Taipei' }).catch((error: unknown) => error);
    uber.fail('/v1/customers', { status: 500 });
    expect(await ask()).toMatchObject({ name: 'UberRefusal', status: 500 });
    uber.fail('/v1/customers', { status: 429 });
    expect(await ask()).toMatchObject({ name: 'UberRefusal', status: 429, code: 'customer_limited' });
    uber.fail('/v1/customers', 'hang');
    expect(await ask()).toBeInstanceOf(UberNoAnswer);
    const before = uber.tokens.length;
    uber.revokeTokens();
    expect(await ask()).toMatchObject({ fee: 695 });
    expect(uber.tokens.length).toBe(before + 1);
  });
});

describe("the status webhook's signature", () => {
  it('is the HMAC-SHA256 of the raw body, under either header', () => {
    const raw = JSON.stringify({ id: 'evt_1', kind: 'event.delivery_status', status: 'delivered' });
    const signature = uberSignature('key', raw);
    expect(uberSignatureValid('key', raw, uberSignatureOf({ 'x-uber-signature': signature }))).toBe(true);
    expect(uberSignatureValid('key', Buffer.from(raw), uberSignatureOf({ 'x-postmates-signature': signature }))).toBe(true);
    expect(uberSignatureValid('key', `${raw} `, signature)).toBe(false);
    expect(uberSignatureValid('other', raw, signature)).toBe(false);
    expect(uberSignatureValid('key', raw, undefined)).toBe(false);
    expect(uberSignatureValid('key', raw, 'abc')).toBe(false);
  });
});
