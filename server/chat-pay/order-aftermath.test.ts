// What follows an order for the organization, on a real server: one customer's orders listed (another
// organization's customer refused), the order's event lines in the conversation (placed, paid, shipped,
// cancelled, expired), and the low-stock notice sent once under racing orders, cleared by a restock and
// sent again at the next fall.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifyEventData } from '../../common/contracts/message-data';
import type { SystemMessage } from '../../common/contracts/notifications';
import { messages } from '../db/schema';
import { eventually } from '../testing/eventually';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { shopOrders, shopVariations } from './schema';
import { completeSettings, contact, delivery, openShop, variation } from './test-helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const eventLines = async (customerId: string) => (await t.server.db.select().from(messages)
  .where(and(eq(messages.customerId, customerId), eq(messages.contentType, 'notifyEvent'))).orderBy(asc(messages.seq)))
  .map((message) => message.data as NotifyEventData);
const lowStockNotices = async (who: Agent) => (await t.call<{ result: SystemMessage[] }>('/functions/findSystemMessage', { orgId: who.orgId }, who.token)).body.result
  .filter((message) => message.data.body.context?.eventType === 'lowStock');

describe("a customer's orders", () => {
  it('lists only the named customer’s orders, newest first; another organization’s customer is a 404, a bad id a 400', async () => {
    const owner = await t.agentWithOrg('customer-orders');
    const { shop, line } = await openShop(t, owner, 10);
    const { customer: mia } = await t.visitorCustomer(owner);
    const { customer: ken } = await t.visitorCustomer(owner);
    const first = await shop.createOrder({ customer_id: mia.objectId, items: [{ ...line, quantity: 1 }], delivery, contact });
    await shop.createOrder({ customer_id: ken.objectId, items: [{ ...line, quantity: 1 }], delivery, contact });
    const second = await shop.createOrder({ customer_id: mia.objectId, items: [{ ...line, quantity: 1 }], delivery, contact });

    const listed = await shop.orders({ filter: { customer_id: mia.objectId } });
    expect(listed.status).toBe(200);
    expect(listed.body.orders.map((order) => order.id)).toEqual([second.body.id, first.body.id]);

    const stranger = await t.agentWithOrg('customer-orders-other');
    const { customer: theirs } = await t.visitorCustomer(stranger);
    expect((await shop.orders({ filter: { customer_id: theirs.objectId } })).status).toBe(404);
    const bad = await shop.orders({ filter: { customer_id: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/customer_id/);
  });
});

describe('order event lines', () => {
  it('notes in the conversation an order placed, paid, shipped and cancelled, once each', async () => {
    const owner = await t.agentWithOrg('order-lines');
    const { shop, line } = await openShop(t, owner, 10);
    const { customer } = await t.visitorCustomer(owner);
    const order = (await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact })).body;
    const noted = { id: order.id, number: '#1' };
    expect(await eventLines(customer.objectId)).toEqual([{ event: 'orderPlaced', order: noted }]);

    await shop.batch({ orderIds: [order.id], type: 'payment', status: 'paid' });
    // Asked again, paid already: no second line.
    await shop.batch({ orderIds: [order.id], type: 'payment', status: 'paid' });
    const shipped = await shop.post('/order/shipping/confirm', { orderId: order.id, receiptId: 'ship-line-1' });
    expect(shipped.status).toBe(200);
    await shop.batch({ orderIds: [order.id], type: 'order', status: 'cancelled' });
    expect(await eventLines(customer.objectId)).toEqual([
      { event: 'orderPlaced', order: noted }, { event: 'orderPaid', order: noted }, { event: 'orderShipped', order: noted }, { event: 'orderCancelled', order: noted },
    ]);
  });

  it('notes an unpaid order that expired', async () => {
    const owner = await t.agentWithOrg('order-lines-expiry');
    const { shop, line } = await openShop(t, owner, 10);
    const { customer } = await t.visitorCustomer(owner);
    const order = (await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'transfer' })).body;
    await t.server.db.update(shopOrders).set({ expiresAt: new Date(Date.now() - 1000), remindAt: null }).where(eq(shopOrders.objectId, order.id));
    const lines = await eventually(() => eventLines(customer.objectId), (found) => found.length === 2);
    expect(lines.map((found) => found.event)).toEqual(['orderPlaced', 'orderExpired']);
  });
});

describe('the low-stock notice', () => {
  it('notifies once when orders race below the low count, again after a restock and a new fall', async () => {
    const owner = await t.agentWithOrg('low-stock');
    // Low at 10 (the test shop's settings), 10 in stock: each of the racing orders finds it low.
    const { shop, product, line } = await openShop(t, owner, 10);
    const { customer } = await t.visitorCustomer(owner);
    const placed = await Promise.all(Array.from({ length: 6 }, () => shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact })));
    expect(placed.every((answer) => answer.status === 201)).toBe(true);
    const notices = await lowStockNotices(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data.body).toMatchObject({
      type: 'link', link: { title: 'Oolong', href: `/chatPay/${owner.orgId}/productsList/${product.id}` }, context: { eventType: 'lowStock', productName: 'Oolong' },
    });
    // A third order further down notifies no more.
    await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact });
    expect(await lowStockNotices(owner)).toHaveLength(1);

    const restocked = await shop.updateProduct(product.id, { status: 'publish', title: 'Oolong', variations: [variation({ id: line.variation_id, stock_quantity: 30 })] });
    expect(restocked.status).toBe(200);
    const [row] = await t.server.db.select().from(shopVariations).where(eq(shopVariations.objectId, line.variation_id));
    expect(row!.lowStockNotifiedAt).toBeNull();
    await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 25 }], delivery, contact });
    const again = await lowStockNotices(owner);
    expect(again).toHaveLength(2);
    expect(again[0]!.data.body.context?.stockLeft).toBe(5);
  });

  it('stays quiet when the settings do not ask for it', async () => {
    const owner = await t.agentWithOrg('low-stock-off');
    const { shop, line } = await openShop(t, owner, 12);
    expect((await shop.saveSettings({ ...completeSettings, stock: { low_count: 10, notify: false } })).status).toBe(200);
    const { customer } = await t.visitorCustomer(owner);
    await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 5 }], delivery, contact });
    expect(await lowStockNotices(owner)).toEqual([]);
  });
});
