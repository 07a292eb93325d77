// Card payments through Stripe Checkout against the Stripe stand-in: a card order opens a Checkout
// Session with Stripe's amounts, the signed webhook pays it and tells the customer once, a bad signature
// stores nothing, a replayed or older event changes nothing, an expiring order expires its session
// first, the merchant refunds, and a server without a Stripe key offers no cards.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PlacedOrder, Storefront } from '../../common/contracts/chat-pay';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in';
import { shopOrders, shopPaymentEvents } from './schema';
import { completeSettings, contact, delivery, openShop, shopClient } from './test-helpers';

let stripe: StripeStandIn;
let t: TestServer;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestServer({ stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url } });
  stripe.webhookUrl = `${t.url}/stripe/webhook`;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

type Refusal = { code?: number; error?: string };
const cardSettings = { ...completeSettings, payment: { ...completeSettings.payment, card: { enabled: true } } };
const tokenOf = (url: string) => url.split('/shop/')[1]!;
const visitorHistory = async (visitorToken: string) =>
  (await t.request<{ messages: { text: string }[] }>('GET', `/livechat/api/messages?visitorToken=${visitorToken}`)).body.messages;

/** A shop taking cards, a customer of live chat with the product's link. */
async function cardShop(name: string, stock = 10) {
  const owner = await t.agentWithOrg(name);
  const opened = await openShop(t, owner, stock);
  expect((await opened.shop.saveSettings(cardSettings)).body).toMatchObject({ payment: { card: { enabled: true } }, cardAvailable: true });
  const { customer, visitorToken } = await t.visitorCustomer(owner);
  const link = await opened.shop.post<{ url: string }>('/product/share_link', { productId: opened.product.id, customerObjectId: customer.objectId });
  return { owner, ...opened, customer, visitorToken, token: tokenOf(link.body.url) };
}

async function cardOrder(shop: Awaited<ReturnType<typeof cardShop>>, quantity = 2) {
  const placed = await t.request<PlacedOrder & Refusal>('POST', '/shop/api/orders', {
    token: shop.token, items: [{ ...shop.line, quantity }], delivery, contact: { ...contact, email: 'mei@example.com' }, paymentMethod: 'card',
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

const sessionOf = async (orderId: string) => {
  const [row] = await t.server.db.select({ paymentRef: shopOrders.paymentRef }).from(shopOrders).where(eq(shopOrders.objectId, orderId));
  return stripe.sessions.get(row!.paymentRef!)!;
};
const eventCount = async (eventId: string) => (await t.server.db.select().from(shopPaymentEvents).where(eq(shopPaymentEvents.eventId, eventId))).length;

describe('a card order', () => {
  it('opens Checkout with Stripe\'s amounts, is paid by the signed webhook, and tells the customer once', async () => {
    const shop = await cardShop('card-pay');
    const page = await t.request<Storefront>('GET', `/shop/api/storefront?token=${encodeURIComponent(shop.token)}`);
    expect(page.body.shop.payment.methods).toEqual(['cod', 'transfer', 'card']);
    const order = await cardOrder(shop);
    expect(order).toMatchObject({ payment: { status: 'unpaid', method: 'card' }, total: 680, expiresAt: expect.any(String) });
    const session = await sessionOf(order.id);
    expect(order.checkoutUrl).toBe(session.url);
    // TWD: NT$300 a piece and NT$80 delivery, in Stripe's cents.
    expect(stripe.lineItems.get(session.id)).toMatchObject([
      { quantity: '2', price_data: { currency: 'twd', unit_amount: '30000', product_data: { name: 'Oolong' } } },
      { quantity: '1', price_data: { currency: 'twd', unit_amount: '8000' } },
    ]);
    expect(session).toMatchObject({
      amount_total: 68_000, client_reference_id: order.id, metadata: { orderId: order.id, orgId: shop.owner.orgId }, customer_email: 'mei@example.com',
      success_url: expect.stringMatching(new RegExp(`/shop/o\\..+\\?order=${order.id}$`)),
    });
    const created = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(created?.idempotencyKey).toBe(`chat-pay:${order.id}:checkout`);
    // Stripe keeps a session open 30 minutes at least: longer than the order's 15.
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(30 * 60);

    // "Pay now" finds the same open session.
    const pay = await t.request<{ url: string }>('POST', `/shop/api/orders/${order.id}/pay`, { token: shop.token });
    expect(pay.body.url).toBe(session.url);

    expect(await stripe.pay(session.id)).toBe(200);
    const paid = (await shop.shop.order(order.id)).body;
    expect(paid).toMatchObject({ status: 'processing', payment: { status: 'paid', method: 'card' }, expiresAt: null });
    const told = async () => (await visitorHistory(shop.visitorToken)).filter((message) => message.text.includes('is paid'));
    await eventually(told, (found) => found.length === 1);
    // The same event again (Stripe redelivers): nothing more.
    const completed = stripe.sent.at(-1)!.event;
    expect(await stripe.send(completed)).toBe(200);
    expect(await eventCount(completed.id)).toBe(1);
    expect(await told()).toHaveLength(1);
    // The agents see one "paid" line in the conversation.
    const history = await t.call<{ result: { messages: { contentType: string; data: { event?: string } }[] } }>(
      '/functions/findMessageV3', { orgId: shop.owner.orgId, where: { conversation: shop.customer.conversation.objectId } }, shop.owner.token);
    expect(history.body.result.messages.filter((message) => message.contentType === 'notifyEvent' && message.data.event === 'orderPaid')).toHaveLength(1);
    // Paid: no Pay now.
    expect(await t.request('POST', `/shop/api/orders/${order.id}/pay`, { token: shop.token })).toMatchObject({ status: 409, body: { error: 'Order not payable' } });
  });

  it('refuses an event whose signature does not match, and stores nothing', async () => {
    const shop = await cardShop('card-signature');
    const order = await cardOrder(shop);
    const session = await sessionOf(order.id);
    const forged = stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    expect(await stripe.send(forged, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` })).toBe(400);
    expect(await stripe.send(forged, { signature: '' })).toBe(400);
    const tampered = await fetch(stripe.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: '{"id":"evt_x"' });
    expect(tampered.status).toBe(400);
    expect(await eventCount(forged.id)).toBe(0);
    expect((await shop.shop.order(order.id)).body.payment.status).toBe('unpaid');
  });

  it('keeps a refund told before its payment: the older completed event changes nothing', async () => {
    const shop = await cardShop('card-order-of-events');
    const order = await cardOrder(shop, 1);
    const session = await sessionOf(order.id);
    const now = Math.floor(Date.now() / 1000);
    const metadata = { orderId: order.id, orgId: shop.owner.orgId };
    const refunded = stripe.event('charge.refunded', { object: 'charge', id: 'ch_x', amount: 38_000, amount_refunded: 38_000, metadata }, now + 5);
    const completed = stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' }, now);
    expect(await stripe.send(refunded)).toBe(200);
    expect(await stripe.send(completed)).toBe(200);
    expect((await shop.shop.order(order.id)).body.payment.status).toBe('refund');
    expect((await visitorHistory(shop.visitorToken)).some((message) => message.text.includes('is paid'))).toBe(false);
  });

  it('applies an event once: replayed after a later one of the same second, it changes nothing', async () => {
    const shop = await cardShop('card-replay');
    const order = await cardOrder(shop, 1);
    await stripe.pay((await sessionOf(order.id)).id);
    const now = Math.floor(Date.now() / 1000) + 1;
    const metadata = { orderId: order.id, orgId: shop.owner.orgId };
    const partial = stripe.event('charge.refunded', { object: 'charge', amount: 38_000, amount_refunded: 10_000, metadata }, now);
    const pending = stripe.event('refund.created', { object: 'refund', status: 'pending', metadata }, now);
    expect(await stripe.send(partial)).toBe(200);
    expect(await stripe.send(pending)).toBe(200);
    expect((await shop.shop.order(order.id)).body.payment.status).toBe('refunding');
    expect(await stripe.send(partial)).toBe(200);
    expect((await shop.shop.order(order.id)).body.payment.status).toBe('refunding');
    expect(await eventCount(partial.id)).toBe(1);
  });

  it('expires its open session before the order expires, and a payment landing after is paid on the cancelled order', async () => {
    const shop = await cardShop('card-expiry', 3);
    const order = await cardOrder(shop, 3);
    const session = await sessionOf(order.id);
    await t.server.db.update(shopOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shopOrders.objectId, order.id));
    const expired = await eventually(async () => (await shop.shop.order(order.id)).body, (found) => found.status === 'cancelled');
    expect(expired.payment.status).toBe('cancelled');
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    expect(stripe.requests.some((request) => request.path === `/v1/checkout/sessions/${session.id}/expire`)).toBe(true);
    expect((await shop.shop.product(shop.product.id)).body.variations[0]!.stock_quantity).toBe(3);
    // Paid anyway (Stripe had taken it as the session closed): the money is recorded, the order stays cancelled for a refund.
    const late = stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    expect(await stripe.send(late)).toBe(200);
    expect((await shop.shop.order(order.id)).body).toMatchObject({ status: 'cancelled', payment: { status: 'paid' } });
    // The members who open orders are asked to refund it, once (the same event again notifies nothing).
    expect(await stripe.send(late)).toBe(200);
    const notices = (await t.call<{ result: { data: { body: { link?: { href: string }; context?: { eventType?: string } } } }[] }>(
      '/functions/findSystemMessage', { orgId: shop.owner.orgId }, shop.owner.token)).body.result
      .filter((message) => message.data.body.context?.eventType === 'paidAfterCancel');
    expect(notices.map((notice) => notice.data.body.link?.href)).toEqual([`/chatPay/${shop.owner.orgId}/orders/${order.id}`]);
  });

  it('keeps the order when Stripe fails, and "Pay now" opens the session then', async () => {
    const shop = await cardShop('card-stripe-down');
    stripe.fail('/v1/checkout/sessions', { status: 429 });
    const order = await cardOrder(shop, 1);
    expect(order.checkoutUrl).toBeUndefined();
    expect((await shop.shop.order(order.id)).body).toMatchObject({ status: 'processing', payment: { status: 'unpaid' } });
    const pay = await t.request<{ url: string }>('POST', `/shop/api/orders/${order.id}/pay`, { token: shop.token });
    expect(pay.status).toBe(200);
    expect(pay.body.url).toBe((await sessionOf(order.id)).url);
    // Another customer's link does not open it.
    const { customer: other } = await t.visitorCustomer(shop.owner);
    const otherLink = await shop.shop.post<{ url: string }>('/product/share_link', { productId: shop.product.id, customerObjectId: other.objectId });
    expect((await t.request('POST', `/shop/api/orders/${order.id}/pay`, { token: tokenOf(otherLink.body.url) })).status).toBe(404);
  });
});

describe('refunds', () => {
  it('refunds a paid card order through Stripe: refunding, then refund or partial refund by the webhook', async () => {
    const shop = await cardShop('card-refund');
    const order = await cardOrder(shop, 2);
    await stripe.pay((await sessionOf(order.id)).id);
    expect((await shop.shop.order(order.id)).body.payment.status).toBe('paid');

    // Stripe failing (500 to every try of the SDK): 502, nothing refunded, the order as it was.
    stripe.fail('/v1/refunds', { status: 500 }, 3);
    expect(await shop.shop.post('/order/refund', { orderId: order.id, amount: 100 })).toMatchObject({ status: 502, body: { error: 'Stripe unreachable' } });
    expect((await shop.shop.order(order.id)).body.payment.status).toBe('paid');
    const partial = await shop.shop.post<Order>('/order/refund', { orderId: order.id, amount: 100 });
    expect(partial.status).toBe(200);
    expect(['refunding', 'partial_refund']).toContain(partial.body.payment.status);
    const refund = stripe.requests.find((request) => request.path === '/v1/refunds')!;
    expect(refund.body).toMatchObject({ amount: '10000', metadata: { orderId: order.id } });
    expect(refund.idempotencyKey).toMatch(new RegExp(`^chat-pay:${order.id}:refund:paid:`));
    await eventually(async () => (await shop.shop.order(order.id)).body.payment.status, (status) => status === 'partial_refund');
    // More than is left (580 of 680): Stripe refuses, in its words naming the field; the payment as it was.
    expect(await shop.shop.post('/order/refund', { orderId: order.id, amount: 600 })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^body\/amount: Refund amount/) } });
    expect((await shop.shop.order(order.id)).body.payment.status).toBe('partial_refund');

    expect((await shop.shop.post<Order>('/order/refund', { orderId: order.id })).status).toBe(200);
    await eventually(async () => (await shop.shop.order(order.id)).body.payment.status, (status) => status === 'refund');
    // Nothing left: refused.
    expect(await shop.shop.post('/order/refund', { orderId: order.id })).toMatchObject({ status: 409, body: { error: 'Order not refundable' } });
  });

  it('refuses bad input naming the field, another organization\'s order, and orders not paid by card', async () => {
    const shop = await cardShop('card-refund-refusals');
    const cod = await shop.shop.createOrder({ customer_id: shop.customer.objectId, items: [{ ...shop.line, quantity: 1 }], delivery, contact });
    expect(await shop.shop.post('/order/refund', { orderId: cod.body.id })).toMatchObject({ status: 409, body: { error: 'Order not refundable' } });
    expect(await shop.shop.post('/order/refund', { orderId: cod.body.id, amount: 0 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/amount') } });
    expect(await shop.shop.post('/order/refund', { orderId: cod.body.id, amount: 'all' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/amount') } });
    expect(await shop.shop.post('/order/refund', {})).toMatchObject({ status: 400, body: { error: expect.stringContaining('orderId') } });
    expect(await t.request('POST', `/shop/api/orders/${cod.body.id}/pay`, {})).toMatchObject({ status: 400, body: { error: expect.stringContaining('token') } });
    expect(await t.request('POST', `/shop/api/orders/${cod.body.id}/pay`, { token: 'forged' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('token') } });
    const stranger: Agent = await t.agentWithOrg('card-refund-stranger');
    expect((await shopClient(t, stranger).post('/order/refund', { orderId: cod.body.id })).status).toBe(404);
    expect((await shopClient(t, stranger).post('/order/refund', { orderId: cod.body.id }, shop.owner.orgId)).status).toBe(404);
    // More than the order's total.
    const order = await cardOrder(shop, 1);
    await stripe.pay((await sessionOf(order.id)).id);
    expect(await shop.shop.post('/order/refund', { orderId: order.id, amount: 381 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/amount') } });
  });
});

describe('a server without a Stripe key', () => {
  it('offers no cards and refuses a card order naming the field', async () => {
    const plain = await startTestServer();
    try {
      const owner = await plain.agentWithOrg('no-stripe');
      const { shop, product, line } = await openShop(plain, owner, 5);
      const saved = await shop.saveSettings(cardSettings);
      expect(saved.body).toMatchObject({ cardAvailable: false, payment: { card: { enabled: true } } });
      const { customer } = await plain.visitorCustomer(owner);
      const link = await shop.post<{ url: string }>('/product/share_link', { productId: product.id, customerObjectId: customer.objectId });
      const token = tokenOf(link.body.url);
      expect((await plain.request<Storefront>('GET', `/shop/api/storefront?token=${encodeURIComponent(token)}`)).body.shop.payment.methods).toEqual(['cod', 'transfer']);
      const refused = await plain.request<Refusal>('POST', '/shop/api/orders', { token, items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'card' });
      expect(refused).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/paymentMethod') } });
      expect((await shop.product(product.id)).body.variations[0]!.stock_quantity).toBe(5);
      expect((await plain.request('POST', '/stripe/webhook', {})).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('reads settings saved before cards existed as cards off', async () => {
    const owner = await t.agentWithOrg('card-old-settings');
    const shop = shopClient(t, owner);
    const { card: _card, ...oldPayment } = cardSettings.payment;
    expect((await shop.saveSettings({ ...completeSettings, payment: oldPayment })).status).toBe(200);
    expect((await shop.settings()).body).toMatchObject({ payment: { card: { enabled: false } }, cardAvailable: true });
  });
});
