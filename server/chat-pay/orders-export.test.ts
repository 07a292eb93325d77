// The order export on a real server: a CSV of the orders the filter selects, one row per line, in the
// language asked for, money in the major unit, formula cells defused, only the organization's own
// orders; bad input, other organizations and the guards.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import type { Order } from '../../common/contracts/chat-pay';
import type { Task } from '../../common/contracts/tasks';
import { randomId } from '../../common/ids';
import { changedOutside } from '../auth-cache/test-helpers';
import { memberships, orgRoles, organizations } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { csvLines, download, finished } from './task-test-helpers';
import { completeSettings, contact, delivery, openShop, shopClient, variation } from './test-helpers';

let t: TestServer;
let admin: Agent;
let stranger: Agent;
let visitorName: string;
let first: Order;
let second: Order;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('exporter');
  stranger = await t.agentWithOrg('export-stranger');
  const { shop, line } = await openShop(t, admin, 50);
  const green = (await shop.createProduct({
    status: 'publish', title: 'Green', specs: [{ name: 'Size', options: ['S', 'L'] }],
    variations: [variation({ regular_price: 200, sale_price: 150, attributes: [{ name: 'Size', option: 'S' }] }), variation({ regular_price: 250, attributes: [{ name: 'Size', option: 'L' }] })],
  })).body;
  const { customer } = await t.visitorCustomer(admin);
  visitorName = customer.displayName;
  first = (await shop.createOrder({
    customer_id: customer.objectId, delivery, contact: { ...contact, email: 'mei@example.com' }, notes: 'ring twice',
    items: [{ ...line, quantity: 2 }, { product_id: green.id, variation_id: green.variations[0]!.id, quantity: 1 }],
  })).body;
  second = (await shop.createOrder({
    customer_id: customer.objectId, delivery, contact: { name: '=HYPERLINK("http://evil.example")', phone: '+886912345678' }, notes: '@SUM(A1)',
    items: [{ ...line, quantity: 4 }],
  })).body;
  await shop.batch({ orderIds: [second.id], type: 'order', status: 'confirmed' });

  // The stranger's own order, which the admin's export never shows.
  const theirs = await openShop(t, stranger, 5);
  const { customer: theirCustomer } = await t.visitorCustomer(stranger);
  await theirs.shop.createOrder({ customer_id: theirCustomer.objectId, delivery, contact: { name: 'Stranger', phone: '1' }, items: [{ ...theirs.line, quantity: 1 }] });
});
afterAll(async () => { await t?.close(); });

const startExport = (who: Agent, body: Record<string, unknown>, orgId = who.orgId) => shopClient(t, who).post<Task>('/orders/export', body, orgId);

async function exported(body: Record<string, unknown>, who: Agent = admin): Promise<string[][]> {
  const started = await startExport(who, body);
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({ type: 'exportShopOrders', status: 'started' });
  const task = await finished(t, who, started.body.objectId);
  expect(task.status, task.error).toBe('done');
  expect(task.url).toMatch(/^\/tasks\/[A-Za-z0-9]{10}\/files\/orders-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
  const response = await download(t, task.url!, who.token);
  expect(response.status).toBe(200);
  expect((await download(t, task.url!, stranger.token)).status).toBe(404);
  return csvLines(await response.text());
}

/** The order numbers an export with this filter writes. */
const numbers = async (filter: Record<string, unknown>) => [...new Set((await exported({ filter })).slice(1).map((line) => line[0]))];

describe('order export', () => {
  it('writes one row per order line, newest first, with English headers and statuses when asked', async () => {
    const lines = await exported({ i18n: 'en-US', timeZone: 'Asia/Taipei' });
    expect(lines[0]).toEqual([
      'Order', 'Placed at', 'Customer', 'Order status', 'Payment status', 'Payment method', 'Shipping status', 'Product', 'Variation',
      'Quantity', 'Unit price', 'Amount', 'Delivery price', 'Total', 'Currency', 'Contact name', 'Phone', 'E-mail', 'Address', 'Notes',
    ]);
    expect(lines.slice(1).map((line) => [line[0], line[7], line[8], line[9], line[10], line[11], line[12], line[13]])).toEqual([
      [second.number, 'Oolong', '預設', '4', '300', '1200', '0', '1200'],
      [first.number, 'Oolong', '預設', '2', '300', '600', '80', '830'],
      [first.number, 'Green', 'S', '1', '150', '150', '80', '830'],
    ]);
    const row = lines[2]!;
    expect(row.slice(2, 7)).toEqual([visitorName, 'Processing', 'Unpaid', 'Pay on delivery', 'Preparing']);
    expect(row.slice(14)).toEqual(['TWD', 'Mei', '0912345678', 'mei@example.com', delivery.address, 'ring twice']);
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(lines[1]![3]).toBe('Confirmed');
    expect(lines.some((line) => line.includes('Stranger'))).toBe(false);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const row = (await exported({ i18n: 'en-US' }))[1]!;
    expect(row[15]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(row[16]).toBe("'+886912345678");
    expect(row[19]).toBe("'@SUM(A1)");
  });

  it('writes the header and statuses in the language asked for, zh-TW by default', async () => {
    expect((await exported({ i18n: 'ja-JP' }))[1]!.slice(0, 4)).toEqual([second.number, expect.any(String), visitorName, '確認済み']);
    expect((await exported({ i18n: 'ja-JP' }))[0]!.slice(0, 3)).toEqual(['注文番号', '注文日時', '顧客']);
    const traditional = await exported({});
    expect(traditional[0]!.slice(0, 4)).toEqual(['訂單編號', '下單時間', '顧客', '訂單狀態']);
    expect(traditional[2]![6]).toBe('備貨中');
    expect((await exported({ i18n: 'zh-CN' }))[0]!.slice(0, 4)).toEqual(['订单编号', '下单时间', '客户', '订单状态']);
  });

  it('exports only the orders the filter selects: statuses and the creation range', async () => {
    expect(await numbers({ status: 'confirmed' })).toEqual([second.number]);
    expect(await numbers({ status: 'processing', payment: 'unpaid', shipping: 'processing' })).toEqual([first.number]);
    expect(await numbers({ payment: 'paid' })).toEqual([]);
    expect(await numbers({ createdFrom: first.createdAt, createdTo: second.createdAt })).toEqual([first.number]);
    expect(await numbers({ createdFrom: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
  });

  it('writes money in the major unit with the currency\'s digits', async () => {
    const owner = await t.agentWithOrg('export-usd');
    const shop = shopClient(t, owner);
    await shop.saveSettings({ ...completeSettings, currency: 'USD', shipping: { ...completeSettings.shipping, self: { ...completeSettings.shipping.self, price: 499, free_amount: 0 } } });
    const cap = (await shop.createProduct({ status: 'publish', title: 'Cap', variations: [variation({ regular_price: 1250, currency: 'USD' })] })).body;
    const { customer } = await t.visitorCustomer(owner);
    expect((await shop.createOrder({ customer_id: customer.objectId, delivery, contact, items: [{ product_id: cap.id, variation_id: cap.variations[0]!.id, quantity: 3 }] })).status).toBe(201);
    const row = (await exported({ i18n: 'en-US' }, owner))[1]!;
    expect(row.slice(10, 15)).toEqual(['12.50', '37.50', '4.99', '42.49', 'USD']);
  });
});

describe('order export: refusals', () => {
  it('answers bad input with a 400 naming the field, and another organization\'s path with 404', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ filter: { status: 'lost' } }, /filter\/status/],
      [{ filter: { payment: 'maybe' } }, /filter\/payment/],
      [{ filter: { createdFrom: 'yesterday' } }, /filter\/createdFrom/],
      [{ filter: { createdFrom: '2026-11-02T00:00:00Z', createdTo: '2026-11-01T00:00:00Z' } }, /^body\/filter\/createdTo must be after createdFrom/],
      [{ i18n: 'fr-FR' }, /i18n/],
      [{ timeZone: 'Mars/Base' }, /^body\/timeZone/],
    ];
    for (const [body, error] of cases) {
      const answer = await startExport(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(error);
    }
    expect((await startExport(stranger, {}, admin.orgId)).status).toBe(404);
  });

  it('is refused (403) on a plan without chatPay and for a role without the order part', async () => {
    const free = await t.agentWithOrg('export-free');
    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, free.orgId));
    expect(await startExport(free, {})).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });

    const owner = await t.agentWithOrg('export-roles');
    const member: Agent = { ...(await joinedMember(t, owner, 'Uma')), orgId: owner.orgId };
    const feature = structuredClone(vpcSettingForPlan('enterprise').data);
    feature.chatpay.order.enabled = false;
    const roleId = randomId();
    await t.server.db.insert(orgRoles).values({ objectId: roleId, orgId: owner.orgId, name: 'Catalog', feature });
    await t.server.db.update(memberships).set({ orgRoleId: roleId }).where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, member.userId)));
    changedOutside(t, { orgId: owner.orgId });
    expect(await startExport(member, {})).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });
  });
});
