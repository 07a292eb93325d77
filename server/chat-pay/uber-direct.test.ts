// Uber Direct delivery against the Uber Direct stand-in: the storefront's quote (in the shop's money)
// and an order priced with Uber's fee, the merchant's confirm asking Uber for one courier however often
// it is retried or clicked, the tracking link told to the customer, cancel (refused after the dropoff),
// the signed status webhook (a bad signature refused and nothing changed, a replay or an older event
// changing nothing, delivered told once), and Uber not offered without the server's configuration or
// outside the courier hours.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryQuote, Order, PlacedOrder, Storefront } from '../../common/contracts/chat-pay';
import { startTestServer, type TestServer } from '../testing/harness';
import { startUberDirectStandIn, type UberDirectStandIn } from '../testing/uber-direct-stand-in';
import { uberDirectConfigOf } from './delivery/uber-direct-config';
import { shopOrders, shopPaymentEvents } from './schema';
import { completeSettings, contact, openShop } from './test-helpers';

let uber: UberDirectStandIn;
let t: TestServer;

beforeAll(async () => {
  uber = await startUberDirectStandIn();
  t = await startTestServer({
    uberDirect: uberDirectConfigOf({
      UBER_DIRECT_CLIENT_ID: uber.clientId, UBER_DIRECT_CLIENT_SECRET: uber.clientSecret, UBER_DIRECT_CUSTOMER_ID: uber.customerId,
      UBER_DIRECT_WEBHOOK_SECRET: uber.webhookSecret, UBER_DIRECT_API_URL: uber.url, UBER_AUTH_URL: uber.url,
    })!,
  });
  uber.webhookUrl = `${t.url}/uber/webhook`;
});
afterAll(async () => {
  await t?.close();
  await uber?.close();
});

type Refusal = { code?: number; error?: string };
const ADDRESS = 'No. 7, Xinyi Rd, Taipei';
/** Hours that hold now (UTC), and hours that do not. */
const ALL_DAY = { open: '00:00', close: '23:59' };
const NOT_NOW = new Date().getUTCHours() < 12 ? { open: '13:00', close: '14:00' } : { open: '01:00', close: '02:00' };
const uberSettings = (hours = ALL_DAY, enabled = true) => ({
  ...completeSettings,
  shipping: { ...completeSettings.shipping, uberDirect: { enabled, options: { pickupImmediately: false, ...hours } } },
});
const tokenOf = (url: string) => url.split('/shop/')[1]!;
const visitorTexts = async (visitorToken: string) =>
  (await t.request<{ messages: { text: string }[] }>('GET', `/livechat/api/messages?visitorToken=${visitorToken}`)).body.messages.map((message) => message.text ?? '');
const rowOf = async (orderId: string) => (await t.server.db.select().from(shopOrders).where(eq(shopOrders.objectId, orderId)))[0]!;
const deliveriesOf = (orderId: string) => [...uber.deliveries.values()].filter((one) => one.external_id === orderId);

async function uberShop(name: string, settings = uberSettings()) {
  const owner = await t.agentWithOrg(name);
  const opened = await openShop(t, owner);
  const saved = await opened.shop.saveSettings(settings);
  expect(saved.status).toBe(200);
  const { customer, visitorToken } = await t.visitorCustomer(owner);
  const link = await opened.shop.post<{ url: string }>('/product/share_link', { productId: opened.product.id, customerObjectId: customer.objectId });
  return { owner, ...opened, customer, visitorToken, token: tokenOf(link.body.url) };
}
type Shop = Awaited<ReturnType<typeof uberShop>>;

const quote = (shop: Shop, address: unknown = ADDRESS) => t.request<DeliveryQuote & Refusal>('POST', '/shop/api/delivery/quote', { token: shop.token, address });

async function uberOrder(shop: Shop, quoteId = 'dqt_from_the_page') {
  const placed = await t.request<PlacedOrder & Refusal>('POST', '/shop/api/orders', {
    token: shop.token, items: [{ ...shop.line, quantity: 2 }], delivery: { type: 'uberDirect', address: ADDRESS, quoteId }, contact, paymentMethod: 'cod',
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

const confirm = (shop: Shop, orderId: string, receiptId = `ship-${orderId}`) => shop.shop.post<Order>('/order/shipping/confirm', { orderId, receiptId });

describe('the storefront offers Uber Direct', () => {
  it('quotes in the shop\'s money and prices the order with Uber\'s fee, never the caller\'s', async () => {
    const shop = await uberShop('uber-quote');
    expect((await shop.shop.settings()).body).toMatchObject({ uberAvailable: true });
    const page = await t.request<Storefront>('GET', `/shop/api/storefront?token=${encodeURIComponent(shop.token)}`);
    expect(page.body.shop.delivery).toMatchObject({ self: { enabled: true }, uberDirect: { available: true } });
    // Uber's 695 hundredths of TWD are NT$7 (rounded up).
    const quoted = await quote(shop);
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ deliverable: true, fee: 7, currency: 'TWD', quoteId: expect.stringMatching(/^dqt_/), expiresAt: expect.any(String) });
    const order = await uberOrder(shop, 'dqt_made_up_by_the_caller');
    expect(order).toMatchObject({ shipping: { type: 'uberDirect', price: 7, status: 'processing', courier: { state: null } }, subtotal: 600, total: 607 });
    const row = await rowOf(order.id);
    expect(uber.quotes.has(row.deliveryQuoteId!)).toBe(true);
    expect(deliveriesOf(order.id)).toHaveLength(0);
  });

  it('says Uber cannot deliver to an address it refuses, and the order cannot be placed with Uber there', async () => {
    const shop = await uberShop('uber-undeliverable');
    uber.undeliverable.add('1 Far Away Rd');
    expect((await quote(shop, '1 Far Away Rd')).body).toEqual({ deliverable: false, action: 'reject' });
    const placed = await t.request<Refusal>('POST', '/shop/api/orders', {
      token: shop.token, items: [{ ...shop.line, quantity: 1 }], delivery: { type: 'uberDirect', address: '1 Far Away Rd' }, contact, paymentMethod: 'cod',
    });
    expect(placed).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/delivery/address') } });
  });

  it('answers 400 naming the field, and a bad token as the other storefront routes', async () => {
    const shop = await uberShop('uber-bad-input');
    expect(await t.request('POST', '/shop/api/delivery/quote', { token: shop.token })).toMatchObject({ status: 400, body: { error: expect.stringContaining('address') } });
    expect(await quote(shop, '')).toMatchObject({ status: 400, body: { error: expect.stringContaining('address') } });
    expect(await quote(shop, '   ')).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/address') } });
    expect(await t.request('POST', '/shop/api/delivery/quote', { address: ADDRESS })).toMatchObject({ status: 400, body: { error: expect.stringContaining('token') } });
    expect(await t.request('POST', '/shop/api/delivery/quote', { token: 'not-a-link', address: ADDRESS })).toMatchObject({ status: 400, body: { error: expect.stringContaining('token') } });
  });

  it('is not offered outside the courier hours, nor when the shop has it off', async () => {
    for (const settings of [uberSettings(NOT_NOW), uberSettings(ALL_DAY, false)]) {
      const shop = await uberShop(`uber-closed-${settings.shipping.uberDirect.enabled}`, settings);
      const page = await t.request<Storefront>('GET', `/shop/api/storefront?token=${encodeURIComponent(shop.token)}`);
      expect(page.body.shop.delivery.uberDirect).toEqual({ available: false });
      expect(await quote(shop)).toMatchObject({ status: 400, body: { error: expect.stringContaining('uberDirect') } });
      const placed = await t.request<Refusal>('POST', '/shop/api/orders', {
        token: shop.token, items: [{ ...shop.line, quantity: 1 }], delivery: { type: 'uberDirect', address: ADDRESS }, contact, paymentMethod: 'cod',
      });
      expect(placed).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/delivery/type') } });
    }
  });
});

describe("the merchant's Uber Direct shipping", () => {
  it('asks Uber for one courier when confirmed, retried after a lost answer, or clicked twice, and tells the customer the tracking link', async () => {
    const shop = await uberShop('uber-confirm');
    const order = await uberOrder(shop);
    // Uber does it and the answer is lost: unknown, 502, nothing sent to the customer.
    uber.fail('/v1/customers', 'lost');
    const lost = await confirm(shop, order.id);
    expect(lost).toMatchObject({ status: 502, body: { error: 'Uber unreachable' } });
    expect((await shop.shop.order(order.id)).body.shipping).toMatchObject({ status: 'processing', courier: { state: 'unknown' } });
    expect(deliveriesOf(order.id)).toHaveLength(1);
    // Clicked twice after it: one asking, the same key, the same courier.
    const [a, b] = await Promise.all([confirm(shop, order.id), confirm(shop, order.id)]);
    expect([a.status, b.status]).toContain(200);
    for (const answer of [a, b]) expect([200, 409]).toContain(answer.status);
    const again = await confirm(shop, order.id);
    expect(again.status).toBe(200);
    const delivery = deliveriesOf(order.id);
    expect(delivery).toHaveLength(1);
    const sent = uber.requests.filter((request) => request.path.endsWith('/deliveries'));
    expect(new Set(sent.map((request) => request.body.idempotency_key))).toEqual(new Set([`chat-pay:${order.id}:uber`]));
    expect(sent[0]!.body).toMatchObject({ external_id: order.id, dropoff_address: ADDRESS, dropoff_name: 'Mei', pickup_address: 'Taipei' });
    // Not picked up at once: after the preparation time (10 minutes).
    expect(Date.parse(String(sent[0]!.body.pickup_ready_dt)) - Date.now()).toBeGreaterThan(8 * 60_000);
    expect(again.body.shipping).toMatchObject({ status: 'shipping', courier: { state: 'created', trackingUrl: delivery[0]!.tracking_url } });
    expect((await rowOf(order.id)).deliveryRef).toBe(delivery[0]!.id);
    const shipped = (await visitorTexts(shop.visitorToken)).filter((text) => text.includes('has shipped'));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toContain(delivery[0]!.tracking_url);
  });

  it("never asks again once Uber's 6 hours of the key are over: the merchant checks Uber", async () => {
    const shop = await uberShop('uber-unknown');
    const order = await uberOrder(shop);
    await t.server.db.update(shopOrders).set({ deliveryState: 'unknown', deliveryAskedAt: new Date(Date.now() - 7 * 3600_000) }).where(eq(shopOrders.objectId, order.id));
    const asked = uber.requests.length;
    expect(await confirm(shop, order.id)).toMatchObject({ status: 409, body: { error: 'Uber delivery unknown' } });
    expect(await shop.shop.post('/order/shipping/cancel', { orderId: order.id, receiptId: 'c-1' })).toMatchObject({ status: 409, body: { error: 'Uber delivery unknown' } });
    expect(uber.requests.length).toBe(asked);
    expect((await shop.shop.order(order.id)).body.shipping).toMatchObject({ status: 'processing', courier: { state: 'unknown' } });
  });

  it('answers 502 "Uber unreachable" when Uber fails, and asks again afterwards', async () => {
    const shop = await uberShop('uber-fails');
    const order = await uberOrder(shop);
    uber.fail('/v1/customers', { status: 500 });
    expect(await confirm(shop, order.id)).toMatchObject({ status: 502, body: { error: 'Uber unreachable' } });
    expect((await rowOf(order.id))).toMatchObject({ deliveryState: null, shippingStatus: 'processing' });
    expect((await confirm(shop, order.id)).status).toBe(200);
    expect(deliveriesOf(order.id)).toHaveLength(1);
  });

  it('cancels the courier at Uber, and refuses after the dropoff with "Uber courier already dropoff"', async () => {
    const shop = await uberShop('uber-cancel');
    const order = await uberOrder(shop);
    expect((await confirm(shop, order.id)).status).toBe(200);
    const late = uber.event(deliveriesOf(order.id)[0]!.id, 'pickup');
    const cancelled = await shop.shop.post<Order>('/order/shipping/cancel', { orderId: order.id, receiptId: `cancel-${order.id}` });
    expect(cancelled).toMatchObject({ status: 200, body: { shipping: { status: 'cancelled' } } });
    expect(deliveriesOf(order.id)[0]!.status).toBe('canceled');
    // A pickup event Uber made before the cancel, arriving after it, moves nothing back.
    expect(await uber.send(late)).toBe(200);
    expect((await rowOf(order.id)).shippingStatus).toBe('cancelled');
    // Confirmed again: the key names the cancelled delivery, so nothing is asked and the customer hears of no dead courier.
    expect(await confirm(shop, order.id, `again-${order.id}`)).toMatchObject({ status: 409, body: { error: 'Uber delivery cancelled' } });
    expect(deliveriesOf(order.id)).toHaveLength(1);

    const second = await uberOrder(shop);
    expect((await confirm(shop, second.id)).status).toBe(200);
    const [delivery] = deliveriesOf(second.id);
    expect(await uber.advance(delivery!.id, 'delivered')).toBe(200);
    const refused = await shop.shop.post<Order>('/order/shipping/cancel', { orderId: second.id, receiptId: `cancel-${second.id}` });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Uber courier already dropoff' } });
    expect((await rowOf(second.id)).shippingStatus).toBe('delivered');
  });

  it("another organization's order is not found, and Uber is not asked", async () => {
    const shop = await uberShop('uber-owner');
    const order = await uberOrder(shop);
    const other = await uberShop('uber-other');
    expect((await other.shop.post('/order/shipping/confirm', { orderId: order.id, receiptId: 'x-1' })).status).toBe(404);
    expect((await other.shop.post('/order/shipping/cancel', { orderId: order.id, receiptId: 'x-2' })).status).toBe(404);
    expect(deliveriesOf(order.id)).toHaveLength(0);
  });
});

describe("Uber's status webhook", () => {
  it('refuses a bad signature and changes nothing; a replayed or older event changes nothing; delivered tells the customer once', async () => {
    const shop = await uberShop('uber-webhook');
    const order = await uberOrder(shop);
    expect((await confirm(shop, order.id)).status).toBe(200);
    const [delivery] = deliveriesOf(order.id);
    const older = uber.event(delivery!.id, 'pickup');

    const forged = uber.event(delivery!.id, 'delivered');
    expect(await uber.send(forged, { signature: 'ab'.repeat(32) })).toBe(401);
    expect(await uber.send(forged, { signature: 'nonsense' })).toBe(401);
    expect((await rowOf(order.id)).shippingStatus).toBe('shipping');
    expect(await t.server.db.select().from(shopPaymentEvents).where(eq(shopPaymentEvents.eventId, forged.id))).toHaveLength(0);

    expect(await uber.advance(delivery!.id, 'pickup_complete')).toBe(200);
    expect((await rowOf(order.id)).shippingStatus).toBe('shipped');
    // An event made before the last applied one, arriving later: nothing moves back.
    expect(await uber.send(older)).toBe(200);
    expect((await rowOf(order.id)).shippingStatus).toBe('shipped');

    const delivered = uber.event(delivery!.id, 'delivered');
    expect(await uber.send(delivered)).toBe(200);
    expect((await shop.shop.order(order.id)).body.shipping).toMatchObject({ status: 'delivered', courier: { state: 'created' } });
    // The same event again: stored once, told once.
    expect(await uber.send(delivered)).toBe(200);
    expect(await t.server.db.select().from(shopPaymentEvents).where(eq(shopPaymentEvents.eventId, delivered.id))).toEqual([
      expect.objectContaining({ provider: 'uber' }),
    ]);
    expect((await visitorTexts(shop.visitorToken)).filter((text) => text.includes('is delivered'))).toHaveLength(1);
    // The agents see the courier's steps as event lines: shipped once, delivered once.
    const history = await t.call<{ result: { messages: { contentType: string; data: { event?: string } }[] } }>(
      '/functions/findMessageV3', { orgId: shop.owner.orgId, where: { conversation: shop.customer.conversation.objectId } }, shop.owner.token);
    const events = history.body.result.messages.filter((message) => message.contentType === 'notifyEvent').map((message) => message.data.event);
    expect(events.filter((event) => event === 'orderShipped')).toHaveLength(1);
    expect(events.filter((event) => event === 'orderDelivered')).toHaveLength(1);
  });
});

describe('a server without Uber Direct', () => {
  it('offers nothing of it and has no webhook', async () => {
    const plain = await startTestServer();
    try {
      const owner = await plain.agentWithOrg('no-uber');
      const opened = await openShop(plain, owner);
      const saved = await opened.shop.saveSettings(uberSettings());
      expect(saved.body).toMatchObject({ uberAvailable: false });
      const { customer } = await plain.visitorCustomer(owner);
      const link = await opened.shop.post<{ url: string }>('/product/share_link', { productId: opened.product.id, customerObjectId: customer.objectId });
      const token = tokenOf(link.body.url);
      const page = await plain.request<Storefront>('GET', `/shop/api/storefront?token=${encodeURIComponent(token)}`);
      expect(page.body.shop.delivery.uberDirect).toEqual({ available: false });
      expect(await plain.request('POST', '/shop/api/delivery/quote', { token, address: ADDRESS })).toMatchObject({ status: 400 });
      expect((await plain.request('POST', '/uber/webhook', {})).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
