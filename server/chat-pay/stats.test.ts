// chatPay's statistics on a real server: revenue, orders and the average order per currency over
// days (a cancelled order no sale, the period's edges exact), the previous period, top products, the
// sales credited to the member who sent the product (or created the order), bad periods, another
// organization's orders never counted, and the csData part's guard.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import type { Order } from '../../common/contracts/chat-pay';
import type { StatsAgents, StatsInfo, StatsRank } from '../../common/contracts/chat-pay-stats';
import { randomId } from '../../common/ids';
import { changedOutside } from '../auth-cache/test-helpers';
import { memberships, orgRoles, organizations } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { shopOrders } from './schema';
import { contact, delivery, openShop, shopClient, variation } from './test-helpers';

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

type Refusal = { code?: number; error?: string };
const stats = <T>(who: Agent, rest: string, orgId = who.orgId) => t.service<T & Refusal>('GET', `/shop8/stats/${orgId}${rest}`, who.token);
const period = (start: string, end: string) => `starttime=${start}&endtime=${end}`;

/** A shop with Oolong (300) and Green (200), delivery 80 below 1000, and a live-chat customer. */
async function shopOf(name: string) {
  const owner = await t.agentWithOrg(name);
  const { shop, product: oolong, line } = await openShop(t, owner, 100);
  const green = (await shop.createProduct({ status: 'publish', title: 'Green', variations: [variation({ stock_quantity: 100, regular_price: 200 })] })).body;
  const { customer } = await t.visitorCustomer(owner);
  const greenLine = { product_id: green.id, variation_id: green.variations[0]!.id };
  /** The merchant's order of `lines`, placed at `at`. */
  const order = async (lines: { line: typeof line; quantity: number }[], at: string) => {
    const placed = await shop.createOrder({ customer_id: customer.objectId, delivery, contact, items: lines.map(({ line: l, quantity }) => ({ ...l, quantity })) });
    expect(placed.status).toBe(201);
    await t.server.db.update(shopOrders).set({ createdAt: new Date(at) }).where(eq(shopOrders.objectId, placed.body.id));
    return placed.body;
  };
  return { owner, shop, oolong, green, line, greenLine, customer, order };
}

describe('the period\'s figures', () => {
  it('sums orders not cancelled per day and currency, fills empty days, and compares with the period before', async () => {
    const { owner, shop, line, greenLine, order } = await shopOf('stats-info');
    await order([{ line, quantity: 2 }], '2026-11-01T00:00:00Z'); // 600 + 80
    await order([{ line: greenLine, quantity: 1 }], '2026-11-03T09:00:00Z'); // 200 + 80
    const cancelled = await order([{ line, quantity: 1 }], '2026-11-03T10:00:00Z');
    expect((await shop.batch({ orderIds: [cancelled.id], type: 'order', status: 'cancelled' })).status).toBe(200);
    await order([{ line, quantity: 4 }], '2026-10-28T12:00:00Z'); // 1200, free delivery: the period before
    await order([{ line, quantity: 1 }], '2026-11-07T23:59:59Z'); // 300 + 80, the last second of the period
    await order([{ line, quantity: 9 }], '2026-11-08T00:00:00Z'); // the day after: not counted
    // Another organization selling on the same days changes nothing here.
    const other = await shopOf('stats-info-other');
    await other.order([{ line: other.line, quantity: 5 }], '2026-11-02T08:00:00Z');

    const info = await stats<StatsInfo>(owner, `/info?${period('20261101', '20261107')}`);
    expect(info.status).toBe(200);
    expect(info.body.timeZone).toBe('UTC');
    const { current, previous } = info.body;
    expect(current).toMatchObject({ starttime: '20261101', endtime: '20261107', orders: 3, cancelled: 1 });
    expect(current.revenue).toEqual([{ currency: 'TWD', revenue: 1340, orders: 3, average: 447 }]);
    expect(current.days.map((day) => day.date)).toEqual(['20261101', '20261102', '20261103', '20261104', '20261105', '20261106', '20261107']);
    expect(current.days.map((day) => day.orders)).toEqual([1, 0, 1, 0, 0, 0, 1]);
    expect(current.days[0]!.revenue).toEqual([{ currency: 'TWD', amount: 680 }]);
    expect(current.days[1]!.revenue).toEqual([]);
    expect(previous).toMatchObject({ starttime: '20261025', endtime: '20261031', orders: 1, cancelled: 0 });
    expect(previous.revenue).toEqual([{ currency: 'TWD', revenue: 1200, orders: 1, average: 1200 }]);

    // The other organization sees only its own.
    const theirs = await stats<StatsInfo>(other.owner, `/info?${period('20261101', '20261107')}`);
    expect(theirs.body.current.revenue).toEqual([{ currency: 'TWD', revenue: 1500, orders: 1, average: 1500 }]);
    // And its path is no way into another's figures.
    expect((await stats(owner, `/info?${period('20261101', '20261107')}`, other.owner.orgId)).status).toBe(404);
  });

  it('ranks the products sold by quantity and by revenue, leaving out cancelled orders and other organizations', async () => {
    const { owner, shop, oolong, green, line, greenLine, order } = await shopOf('stats-rank');
    await order([{ line, quantity: 2 }, { line: greenLine, quantity: 1 }], '2026-11-02T10:00:00Z');
    await order([{ line: greenLine, quantity: 2 }], '2026-11-03T10:00:00Z');
    const cancelled = await order([{ line, quantity: 50 }], '2026-11-03T11:00:00Z');
    await shop.batch({ orderIds: [cancelled.id], type: 'order', status: 'cancelled' });
    const other = await shopOf('stats-rank-other');
    await other.order([{ line: other.greenLine, quantity: 40 }], '2026-11-02T10:00:00Z');

    const rank = await stats<StatsRank>(owner, `/rank?${period('20261101', '20261107')}`);
    expect(rank.status).toBe(200);
    expect(rank.body.byQuantity).toEqual([
      { product_id: green.id, title: 'Green', quantity: 3, revenue: 600, currency: 'TWD' },
      { product_id: oolong.id, title: 'Oolong', quantity: 2, revenue: 600, currency: 'TWD' },
    ]);
    expect(rank.body.byRevenue.map((row) => row.product_id)).toEqual([green.id, oolong.id]);
    const one = await stats<StatsRank>(owner, `/rank?${period('20261101', '20261107')}&limit=1`);
    expect(one.body.byQuantity).toHaveLength(1);
    expect((await stats(owner, `/rank?${period('20261101', '20261107')}&limit=51`)).body.error).toMatch(/limit/);
  });
});

describe('sales per agent', () => {
  it('credits a storefront order to the last member who sent one of its products, a merchant\'s order to its creator', async () => {
    const { owner, shop, oolong, green, line, greenLine, customer } = await shopOf('stats-agents');
    const kit: Agent = { ...(await joinedMember(t, owner, 'Kit')), orgId: owner.orgId };
    // Kit's role opens everything but the statistics.
    const feature = structuredClone(vpcSettingForPlan('enterprise').data);
    feature.chatpay.csData.enabled = false;
    const roleId = randomId();
    await t.server.db.insert(orgRoles).values({ objectId: roleId, orgId: owner.orgId, name: 'Sellers', feature });
    await t.server.db.update(memberships).set({ orgRoleId: roleId }).where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, kit.userId)));
    changedOutside(t, { orgId: owner.orgId });

    const kitShop = shopClient(t, kit);
    expect((await kitShop.post('/product/send', { customerObjectId: customer.objectId, productId: green.id, receiptId: 'kit-green' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await shop.post('/product/send', { customerObjectId: customer.objectId, productId: oolong.id, receiptId: 'owner-oolong' })).status).toBe(200);
    const link = await shop.post<{ url: string }>('/product/share_link', { productId: green.id, customerObjectId: customer.objectId });
    const token = link.body.url.split('/shop/')[1]!;
    const storefrontOrder = async (items: unknown[]) => {
      const placed = await t.request<Order & Refusal>('POST', '/shop/api/orders', { token, items, delivery, contact, paymentMethod: 'cod' });
      expect(placed.status).toBe(201);
      return placed.body;
    };
    const greenOnly = await storefrontOrder([{ ...greenLine, quantity: 1 }]); // Kit's send: 200 + 80
    const both = await storefrontOrder([{ ...greenLine, quantity: 1 }, { ...line, quantity: 1 }]); // the owner's send is newer: 500 + 80
    const merchants = (await shop.createOrder({ customer_id: customer.objectId, delivery, contact, items: [{ ...greenLine, quantity: 5 }] })).body; // 1000

    // The customer is not told who is credited; the merchant is.
    expect(greenOnly).not.toHaveProperty('agent_id');
    expect((await shop.order(greenOnly.id)).body).toMatchObject({ agent_id: kit.userId, agent: { id: kit.userId, name: 'Kit' } });
    expect((await shop.order(both.id)).body.agent_id).toBe(owner.userId);
    expect(merchants.agent_id).toBe(owner.userId);

    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const agents = await stats<StatsAgents>(owner, `/customerservice/info?${period(today, today)}`);
    expect(agents.status).toBe(200);
    expect(agents.body.agents).toEqual([
      { id: owner.userId, name: expect.any(String), orders: 2, revenue: [{ currency: 'TWD', amount: 1580 }], sent: 1 },
      { id: kit.userId, name: 'Kit', orders: 1, revenue: [{ currency: 'TWD', amount: 280 }], sent: 1 },
    ]);
    // Nothing sent or sold in another period.
    expect((await stats<StatsAgents>(owner, `/customerservice/info?${period('20250101', '20250107')}`)).body.agents).toEqual([]);

    // The csData part closed by Kit's role: refused, while the orders stay open to Kit.
    for (const rest of ['/info', '/rank', '/customerservice/info']) {
      expect((await stats(kit, `${rest}?${period(today, today)}`)).body).toEqual({ code: 119, error: 'error/feature-disabled' });
    }
    expect((await kitShop.orders()).status).toBe(200);
  });
});

describe('refusals', () => {
  it('answers 400 naming starttime or endtime for a period that is none, and 403 on a plan without chatPay', async () => {
    const owner = await t.agentWithOrg('stats-bad');
    const cases: [string, RegExp][] = [
      [period('2026111', '20261107'), /starttime/],
      [period('20260230', '20260301'), /^querystring\/starttime/],
      [period('2026-11-01', '20261107'), /starttime/],
      [period('20261101', 'tomorrow'), /endtime/],
      [period('20261101', '20261131'), /^querystring\/endtime/],
      [period('20261107', '20261101'), /^querystring\/endtime .* before starttime/],
      [period('20250101', '20260102'), /^querystring\/endtime .* more than 366 days/],
      ['starttime=20261101', /endtime/],
    ];
    for (const [query, error] of cases) {
      for (const rest of ['/info', '/rank', '/customerservice/info']) {
        const refused = await stats(owner, `${rest}?${query}`);
        expect(refused.status, `${rest}?${query}`).toBe(400);
        expect(refused.body.error).toMatch(error);
      }
    }
    // A leap year's whole year is 366 days: allowed.
    expect((await stats(owner, `/info?${period('20240101', '20241231')}`)).status).toBe(200);

    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, owner.orgId));
    changedOutside(t, { orgId: owner.orgId });
    expect((await stats(owner, `/info?${period('20261101', '20261107')}`)).body).toEqual({ code: 119, error: 'error/feature-disabled' });
  });
});
