// chatPay's orders on a real server: stock reserved atomically (the race for the last items), expiry
// giving stock back after one reminder, status changes, the customer's messages through live chat,
// product cards, the storefront's signed links, and a shop that is not complete taking no orders.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Storefront } from '../../common/contracts/chat-pay';
import type { Customer } from '../../common/contracts/customers';
import type { Integration } from '../../common/contracts/integrations';
import { customers } from '../db/schema';
import { startLinePlatform, type LineChannel, type LinePlatformStandIn } from '../testing/line-platform';
import { eventually } from '../testing/eventually';
import { startTestServer, nextEvent, type Agent, type TestServer } from '../testing/harness';
import { shopOrders } from './schema';
import { contact, delivery, openShop, shopClient } from './test-helpers';

const channel: LineChannel = {
  channelId: '1657002929',
  channelSecret: '0123456789abcdef0123456789abc029',
  accessToken: 'line-access-token-of-the-shop-0029',
  bot: { userId: 'Ushop0029', basicId: '@teahouse', displayName: 'Tea House' },
};
const mia = { userId: 'U2929aaaa', displayName: 'Mia Sato' };

let linePlatform: LinePlatformStandIn;
let t: TestServer;
let admin: Agent;

beforeAll(async () => {
  linePlatform = await startLinePlatform();
  linePlatform.addChannel(channel);
  linePlatform.addUser(mia);
  t = await startTestServer({ channels: { line: { apiBaseUrl: linePlatform.apiUrl, dataApiBaseUrl: linePlatform.dataUrl, callTimeoutMs: 1_000 } } });
  admin = await t.agentWithOrg('shop-orders');
});
afterAll(async () => {
  await t?.close();
  await linePlatform?.close();
});

type Refusal = { code?: number; error?: string };
const visitorHistory = async (visitorToken: string) =>
  (await t.request<{ messages: { text: string }[] }>('GET', `/livechat/api/messages?visitorToken=${visitorToken}`)).body.messages;
/** The signed link the merchant's share_link answers, as a token. */
const tokenOf = (url: string) => url.split('/shop/')[1]!;
const storefront = (token: string) => t.request<Storefront & Refusal>('GET', `/shop/api/storefront?token=${encodeURIComponent(token)}`);
const storefrontOrder = (body: Record<string, unknown>) => t.request<Order & Refusal>('POST', '/shop/api/orders', body);

async function customerLink(who: Agent, productId: string, customer: Customer) {
  const link = await shopClient(t, who).post<{ url: string }>('/product/share_link', { productId, customerObjectId: customer.objectId });
  expect(link.status).toBe(200);
  return tokenOf(link.body.url);
}

describe('the stock race', () => {
  it('sells the last 10 items to 10 of 50 customers ordering at once, and never more', async () => {
    const owner = await t.agentWithOrg('race');
    const { product, line } = await openShop(t, owner, 10);
    const { customer } = await t.visitorCustomer(owner);
    const token = await customerLink(owner, product.id, customer);
    const answers = await Promise.all(Array.from({ length: 50 }, () =>
      storefrontOrder({ token, items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'cod' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(40);
    expect(refused.every((answer) => answer.status === 409 && answer.body.error === 'Not enough stock')).toBe(true);
    expect((await shopClient(t, owner).product(product.id)).body.variations[0]!.stock_quantity).toBe(0);
    // Serials are 1 to 10, none twice.
    const serials = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.serial).sort((a, b) => a - b);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reserves every line or none: a short line leaves the others untouched', async () => {
    const owner = await t.agentWithOrg('all-or-none');
    const { shop, product, line } = await openShop(t, owner, 5);
    const other = await shop.createProduct({ status: 'publish', title: 'Green', variations: [{ id: '', sku: '', stock_quantity: 1, regular_price: 200, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }] });
    const { customer } = await t.visitorCustomer(owner);
    const refused = await shop.createOrder({
      customer_id: customer.objectId, delivery, contact,
      items: [{ ...line, quantity: 2 }, { product_id: other.body.id, variation_id: other.body.variations[0]!.id, quantity: 2 }],
    });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Not enough stock' } });
    expect((await shop.product(product.id)).body.variations[0]!.stock_quantity).toBe(5);
    expect((await shop.product(other.body.id)).body.variations[0]!.stock_quantity).toBe(1);
  });
});

describe('orders', () => {
  it('prices from the product, adds delivery under the free threshold, counts unhandled live, and changes statuses', async () => {
    const { shop, product, line } = await openShop(t, admin, 10);
    const { customer } = await t.visitorCustomer(admin);
    const socket = t.socket({ userId: admin.userId, token: admin.token });
    socket.emit('subscribe', { orgId: admin.orgId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const heard = nextEvent<{ type: string; unhandledCount: number }>(socket, 'event', (event) => event.type === 'orderNeedUpdate');
    const placed = await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 2 }], delivery, contact, notes: 'ring twice' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      status: 'processing', payment: { status: 'unpaid', method: 'cod' }, shipping: { status: 'processing', type: 'self', price: 80, address: delivery.address },
      items: [{ product_id: product.id, title: 'Oolong', variation: '預設', quantity: 2, unit_price: 300, currency: 'TWD' }],
      subtotal: 600, total: 680, currency: 'TWD', customer_id: customer.objectId, conversation: customer.conversation.objectId, expiresAt: null,
    });
    expect((await heard).unhandledCount).toBe(1);
    expect((await shop.get<{ unhandledCount: number }>('/orders/unhandled')).body.unhandledCount).toBe(1);

    // Free delivery from 1,000 up.
    const big = await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 4 }], delivery, contact });
    expect(big.body).toMatchObject({ subtotal: 1200, total: 1200, shipping: { price: 0 } });

    const confirmed = await shop.batch({ orderIds: [placed.body.id, big.body.id], type: 'order', status: 'confirmed' });
    expect(confirmed.body.orders.map((order) => order.status)).toEqual(['confirmed', 'confirmed']);
    expect((await shop.get<{ unhandledCount: number }>('/orders/unhandled')).body.unhandledCount).toBe(0);
    await shop.batch({ orderIds: [placed.body.id], type: 'payment', status: 'paid' });
    expect((await shop.orders({ filter: { payment: 'paid' } })).body.orders.map((order) => order.id)).toEqual([placed.body.id]);

    // Cancelling gives the stock back once; a cancelled order stays cancelled.
    expect((await shop.product(product.id)).body.variations[0]!.stock_quantity).toBe(4);
    await shop.batch({ orderIds: [big.body.id], type: 'order', status: 'cancelled' });
    await shop.batch({ orderIds: [big.body.id], type: 'order', status: 'cancelled' });
    expect((await shop.product(product.id)).body.variations[0]!.stock_quantity).toBe(8);
    expect(await shop.batch({ orderIds: [big.body.id], type: 'order', status: 'processing' })).toMatchObject({ status: 409, body: { error: 'Order cancelled' } });
    expect(await shop.batch({ orderIds: [big.body.id], type: 'shipping', status: 'paid' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/status') } });
  });

  it('sends the shipping and status messages to a live-chat customer once per receiptId', async () => {
    const owner = await t.agentWithOrg('shipping');
    const { shop, line } = await openShop(t, owner, 10);
    const { customer, visitorToken } = await t.visitorCustomer(owner);
    const order = (await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact })).body;
    const confirm = { orderId: order.id, receiptId: 'ship-1', pickupRemark: 'Driver: Lin' };
    const shipped = await shop.post<Order>('/order/shipping/confirm', confirm);
    expect(shipped.body).toMatchObject({ shipping: { status: 'shipping' }, receiptId: 'ship-1' });
    await shop.post('/order/shipping/confirm', confirm);
    const texts = (await visitorHistory(visitorToken)).map((message) => message.text);
    const shippedTexts = texts.filter((text) => text.includes('#1') && text.includes('Driver: Lin'));
    expect(shippedTexts).toHaveLength(1);
    expect(shippedTexts[0]).toContain('/shop/');

    await shop.post('/order_status/send', { orderId: order.id, receiptId: 'status-1' });
    expect((await visitorHistory(visitorToken)).at(-1)!.text).toMatch(/Order #1 is placed/);
    const cancelled = await shop.post<Order>('/order/shipping/cancel', { orderId: order.id, receiptId: 'ship-cancel-1' });
    expect(cancelled.body.shipping.status).toBe('cancelled');
    expect((await visitorHistory(visitorToken)).at(-1)!.text).toMatch(/delivery of order #1 is cancelled/);
  });

  it('expires an unpaid transfer order after one reminder, and gives its stock back', async () => {
    const owner = await t.agentWithOrg('expiry');
    const { shop, product, line } = await openShop(t, owner, 4);
    const { customer, visitorToken } = await t.visitorCustomer(owner);
    const token = await customerLink(owner, product.id, customer);
    const placed = await storefrontOrder({ token, items: [{ ...line, quantity: 3 }], delivery, contact, paymentMethod: 'transfer' });
    expect(placed.status).toBe(201);
    expect(placed.body.expiresAt).not.toBeNull();
    // Another, paid in time: it never expires.
    const paid = (await storefrontOrder({ token, items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'transfer' })).body;
    await shop.batch({ orderIds: [paid.id], type: 'payment', status: 'paid' });
    expect((await shop.order(paid.id)).body.expiresAt).toBeNull();
    expect((await shop.product(product.id)).body.variations[0]!.stock_quantity).toBe(0);

    // The background pass (every 2 s on each process) finds the times come: moved here to now.
    const db = t.server.db;
    await db.update(shopOrders).set({ remindAt: new Date(Date.now() - 1000) }).where(eq(shopOrders.objectId, placed.body.id));
    const reminders = async () => (await visitorHistory(visitorToken)).filter((message) => message.text.includes('will be cancelled'));
    await eventually(reminders, (found) => found.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await reminders()).toHaveLength(1);
    expect((await shop.order(placed.body.id)).body.status).toBe('processing');

    await db.update(shopOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shopOrders.objectId, placed.body.id));
    const expired = await eventually(async () => (await shop.order(placed.body.id)).body, (order) => order.status === 'cancelled');
    expect(expired).toMatchObject({ payment: { status: 'cancelled' }, expiresAt: null });
    expect((await shop.product(product.id)).body.variations[0]!.stock_quantity).toBe(3);
    expect((await shop.order(paid.id)).body).toMatchObject({ status: 'processing', payment: { status: 'paid' } });
    expect((await shop.get<{ unhandledCount: number }>('/orders/unhandled')).body.unhandledCount).toBe(1);
  });
});

describe('the storefront and product sends', () => {
  it('sends a product as a card with the customer\'s link, once per receiptId', async () => {
    const owner = await t.agentWithOrg('send');
    const { shop, product } = await openShop(t, owner, 10);
    const { customer } = await t.visitorCustomer(owner);
    const send = { customerObjectId: customer.objectId, productId: product.id, receiptId: 'card-1' };
    const sent = await shop.post<{ messageId: string; url: string }>('/product/send', send);
    expect(sent.status).toBe(200);
    expect((await shop.post<{ messageId: string }>('/product/send', send)).body.messageId).toBe(sent.body.messageId);
    const history = await t.call<{ result: { messages: { objectId: string; contentType: string; data: Record<string, any> }[] } }>(
      '/functions/findMessageV3', { orgId: owner.orgId, where: { conversation: customer.conversation.objectId } }, owner.token);
    const cards = history.body.result.messages.filter((message) => message.contentType === 'template');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.data).toMatchObject({
      templateType: 'buttons',
      elements: [{ title: 'Oolong', subtitle: expect.stringContaining('300'), imageUrl: '/files/AbCdEfGh12/tea.png', buttons: [{ type: 'url', data: sent.body.url }] }],
    });
    // The link opens the product for this customer.
    const page = await storefront(tokenOf(sent.body.url));
    expect(page.body).toMatchObject({ shop: { name: 'Tea House', open: true, contact: { email: '' } }, customer: { name: customer.displayName }, products: [{ id: product.id }] });
    expect(page.body.products[0]!.variations[0]).not.toHaveProperty('sku');
    // A draft is not sent.
    const draft = await shop.createProduct({ title: 'Secret', variations: [{ id: '', sku: '', stock_quantity: 1, regular_price: 1, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }] });
    expect(await shop.post('/product/send', { ...send, productId: draft.body.id, receiptId: 'card-2' })).toMatchObject({ status: 409, body: { error: 'Product not published' } });
  });

  it('refuses a forged or altered link, and a link opens only its own customer\'s orders', async () => {
    const owner = await t.agentWithOrg('links');
    const { product, line } = await openShop(t, owner, 10);
    const { customer: mei } = await t.visitorCustomer(owner);
    const { customer: lin } = await t.visitorCustomer(owner);
    const meiToken = await customerLink(owner, product.id, mei);
    const linToken = await customerLink(owner, product.id, lin);
    const [kind, org, , target, signature] = meiToken.split('.');
    const swapped = [kind, org, lin.objectId, target, signature].join('.');
    for (const bad of ['nonsense', swapped, `${meiToken}x`]) {
      expect(await storefront(bad)).toMatchObject({ status: 400, body: { error: expect.stringContaining('token') } });
      expect((await storefrontOrder({ token: bad, items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'cod' })).status).toBe(400);
    }
    const meiOrder = await storefrontOrder({ token: meiToken, items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'cod' });
    expect(meiOrder.body).toMatchObject({ customer_id: mei.objectId, conversation: mei.conversation.objectId });
    expect((await t.request('GET', `/shop/api/orders/${meiOrder.body.id}?token=${meiToken}`)).status).toBe(200);
    expect((await t.request('GET', `/shop/api/orders/${meiOrder.body.id}?token=${linToken}`)).status).toBe(404);
    // The product's price, never the caller's: a price in the request is a field the order does not take.
    const priced = await storefrontOrder({ token: meiToken, items: [{ ...line, quantity: 1, unit_price: 1 }], delivery, contact, paymentMethod: 'cod' });
    expect(priced.body).toMatchObject({ items: [{ unit_price: 300 }], total: 380 });
  });

  it('takes no orders until the settings are complete, and says what is missing', async () => {
    const owner = await t.agentWithOrg('incomplete');
    const { shop, product, line } = await openShop(t, owner, 10);
    const { customer } = await t.visitorCustomer(owner);
    const token = await customerLink(owner, product.id, customer);
    const saved = await shop.saveSettings({ ...(await shop.settings()).body, complete: undefined, missing: undefined, logo: '', contact: { ...(await shop.settings()).body.contact, address: { value: '', visible: true, location: null } } });
    expect(saved.body).toMatchObject({ complete: false, missing: ['logo', 'location'] });
    expect((await storefront(token)).body.shop.open).toBe(false);
    const refused = await storefrontOrder({ token, items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'cod' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Shop settings incomplete' } });
    expect((await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact })).status).toBe(409);
    expect((await shop.product(product.id)).body.variations[0]!.stock_quantity).toBe(10);
  });
});

describe('on LINE', () => {
  it('delivers the product card and the shipping message to a LINE user through the outbound pipeline', async () => {
    const owner = await t.agentWithOrg('line-shop');
    const connected = await t.call<{ result: Integration }>('/functions/integrate', {
      orgId: owner.orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken,
    }, owner.token);
    expect(connected.status).toBe(200);
    linePlatform.addChannel({ ...channel, webhookEndpoint: `${t.url}/webhooks/line/${connected.body.result.objectId}` });
    expect(await linePlatform.deliver(channel.channelId, [linePlatform.textEvent(mia.userId, 'Do you sell oolong?')])).toBe(200);
    const customer = await eventually(async () => (await t.server.db.select().from(customers)
      .where(and(eq(customers.orgId, owner.orgId), eq(customers.platformCustomerId, mia.userId))))[0], (row) => row !== undefined);
    const { shop, product, line: item } = await openShop(t, owner, 10);
    // LINE fetches card images over HTTPS only (the test server's own address is http).
    await shop.updateProduct(product.id, { status: 'publish', title: 'Oolong', images: ['https://cdn.example.com/tea.png'], variations: product.variations });

    const sent = await shop.post<{ url: string }>('/product/send', { customerObjectId: customer!.objectId, productId: product.id, receiptId: 'line-card-1' });
    expect(sent.status).toBe(200);
    const cards = await eventually(async () => linePlatform.deliveries.filter((sentToLine) => JSON.stringify(sentToLine.messages).includes(sent.body.url)), (found) => found.length > 0);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.to).toBe(mia.userId);
    expect(JSON.stringify(cards[0]!.messages)).toContain('Oolong');

    const order = (await storefrontOrder({ token: tokenOf(sent.body.url), items: [{ ...item, quantity: 2 }], delivery, contact, paymentMethod: 'cod' })).body;
    expect(order.customer_id).toBe(customer!.objectId);
    await shop.post('/order/shipping/confirm', { orderId: order.id, receiptId: 'line-ship-1', pickupRemark: 'Driver: Lin' });
    const shipped = await eventually(async () => linePlatform.deliveries.filter((sentToLine) => JSON.stringify(sentToLine.messages).includes('Driver: Lin')), (found) => found.length > 0);
    expect(shipped.map((sentToLine) => sentToLine.to)).toEqual([mia.userId]);
  });
});
