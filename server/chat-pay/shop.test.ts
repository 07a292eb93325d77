// chatPay's merchant side on a real server: store settings (defaults, completeness, limits),
// products (variations per spec combination with their defaults, "Duplicate sku", copy, delete,
// search and filters by serial), every endpoint's bad input a 400 naming the field, another
// organization's ids a 404, and a plan without chatPay refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { completeSettings, contact, delivery, openShop, shopClient, variation } from './test-helpers';

let t: TestServer;
let admin: Agent;
let stranger: Agent;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('shop');
  stranger = await t.agentWithOrg('shop-stranger');
});
afterAll(async () => {
  await t?.close();
});

const colours = { name: '顏色', options: ['紅', '藍'] };
const sizes = { name: '尺寸', options: ['S', 'L'] };
const combination = (colour: string, size: string) => [{ name: '顏色', option: colour }, { name: '尺寸', option: size }];

describe('settings', () => {
  it('answers the 03 §9 defaults, incomplete until name, logo and location are saved', async () => {
    const shop = shopClient(t, await t.agentWithOrg('defaults'));
    expect((await shop.settings()).body).toMatchObject({
      currency: 'TWD', order: { expire: 900 }, stock: { low_count: 10, notify: true }, preparationTime: 10,
      shipping: { uberDirect: { options: { open: '10:00', close: '20:00' } } }, complete: false, missing: ['name', 'logo', 'location'],
    });
    const saved = await shop.saveSettings({ ...completeSettings, name: '  Tea House ' });
    expect(saved.body).toMatchObject({ name: 'Tea House', complete: true, missing: [] });
    expect((await shop.settings()).body).toMatchObject({ name: 'Tea House', complete: true });
  });

  it('refuses a name over 25 characters, a logo that is not an uploaded file, and a close before the open', async () => {
    const shop = shopClient(t, admin);
    expect(await shop.saveSettings({ ...completeSettings, name: 'x'.repeat(26) })).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/name') } });
    expect(await shop.saveSettings({ ...completeSettings, logo: 'javascript:alert(1)' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/logo') } });
    const late = { ...completeSettings.shipping, uberDirect: { enabled: true, options: { pickupImmediately: true, open: '20:00', close: '10:00' } } };
    expect(await shop.saveSettings({ ...completeSettings, shipping: late })).toMatchObject({ status: 400, body: { error: expect.stringContaining('close') } });
  });
});

describe('products', () => {
  it('creates a draft by default with a serial, and keeps one variation per spec combination', async () => {
    const owner = await t.agentWithOrg('variations');
    const shop = shopClient(t, owner);
    const plain = await shop.createProduct({ title: 'Plain', variations: [variation()] });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ status: 'draft', serial: 1, specs: [{ name: '規格', options: ['預設'] }], variations: [{ sku: '', stock_quantity: 10 }] });
    expect(plain.body.variations[0]!.id).toMatch(/^[A-Za-z0-9]{10}$/);

    const four = ['紅', '藍'].flatMap((colour) => ['S', 'L'].map((size) => variation({ attributes: combination(colour, size) })));
    const shirt = await shop.createProduct({ title: 'Shirt', specs: [colours, sizes], variations: four });
    expect(shirt.body.serial).toBe(2);
    expect(shirt.body.variations).toHaveLength(4);
    const missing = await shop.createProduct({ title: 'Shirt', specs: [colours, sizes], variations: four.slice(1) });
    expect(missing).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/variations') } });
    const twice = await shop.createProduct({ title: 'Shirt', specs: [colours, sizes], variations: [...four.slice(1), four[1]] });
    expect(twice).toMatchObject({ status: 400, body: { error: 'body/variations: two variations share a combination' } });
    const sale = await shop.createProduct({ title: 'Shirt', variations: [variation({ sale_price: 400 })] });
    expect(sale).toMatchObject({ status: 400, body: { error: expect.stringContaining('body/variations/0/sale_price') } });

    // Editing keeps a variation by its id and drops the ones left out.
    const kept = shirt.body.variations[0]!;
    const edited = await shop.updateProduct(shirt.body.id, { title: 'Shirt', specs: [{ name: '顏色', options: ['紅'] }], variations: [{ ...kept, attributes: [{ name: '顏色', option: '紅' }], stock_quantity: 3 }] });
    expect(edited.body.variations).toEqual([expect.objectContaining({ id: kept.id, stock_quantity: 3 })]);
  });

  it('refuses a sku used twice, in one product or across products, with "Duplicate sku"', async () => {
    const owner = await t.agentWithOrg('skus');
    const shop = shopClient(t, owner);
    const first = await shop.createProduct({ title: 'A', variations: [variation({ sku: 'TEA-1' })] });
    expect(first.status).toBe(201);
    expect(await shop.createProduct({ title: 'B', variations: [variation({ sku: 'TEA-1' })] })).toMatchObject({ status: 409, body: { error: 'Duplicate sku' } });
    const pair = [variation({ sku: 'X', attributes: [{ name: '顏色', option: '紅' }] }), variation({ sku: 'X', attributes: [{ name: '顏色', option: '藍' }] })];
    expect(await shop.createProduct({ title: 'C', specs: [colours], variations: pair })).toMatchObject({ status: 409, body: { error: 'Duplicate sku' } });
    // Another organization may use it; a deleted product frees it.
    expect((await shopClient(t, stranger).createProduct({ title: 'A', variations: [variation({ sku: 'TEA-1' })] })).status).toBe(201);
    await shop.deleteProduct(first.body.id);
    expect((await shop.createProduct({ title: 'B', variations: [variation({ sku: 'TEA-1' })] })).status).toBe(201);
  });

  it('copies as a draft titled " - 1" with new variation ids and no skus', async () => {
    const shop = shopClient(t, admin);
    const original = await shop.createProduct({ status: 'publish', title: 'Jasmine', desc: 'Floral', variations: [variation({ sku: 'JAS', stock_quantity: 7 })] });
    const copy = await shop.copyProduct(original.body.id);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: 'draft', title: 'Jasmine - 1', desc: 'Floral', variations: [{ sku: '', stock_quantity: 7 }] });
    expect(copy.body.id).not.toBe(original.body.id);
    expect(copy.body.variations[0]!.id).not.toBe(original.body.variations[0]!.id);
    expect(copy.body.serial).toBeGreaterThan(original.body.serial);
    // An edit without a status keeps the product's own.
    const edited = await shop.updateProduct(original.body.id, { title: 'Jasmine tea', variations: original.body.variations });
    expect(edited.body).toMatchObject({ status: 'publish', title: 'Jasmine tea', variations: [{ id: original.body.variations[0]!.id, sku: 'JAS' }] });
  });

  it('lists by serial, 20 a page, searching titles and skus, filtering stock and status; deleted ones are gone', async () => {
    const owner = await t.agentWithOrg('list');
    const shop = shopClient(t, owner);
    for (let index = 1; index <= 22; index++) {
      await shop.createProduct({ title: `Tea ${index}`, status: index % 2 ? 'publish' : 'draft', variations: [variation({ sku: `SKU-${index}`, stock_quantity: index === 1 ? 0 : index })] });
    }
    const first = await shop.products('?orderBy=serial&order=asc');
    expect(first.body.products.map((product) => product.serial)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect((await shop.products('?page=2&order=asc')).body.products.map((product) => product.title)).toEqual(['Tea 21', 'Tea 22']);
    expect((await shop.products('?order=desc&limit=2')).body.products.map((product) => product.title)).toEqual(['Tea 22', 'Tea 21']);
    expect((await shop.products('?search=sku-7')).body.products.map((product) => product.title)).toEqual(['Tea 7']);
    expect((await shop.products('?search=tea%202')).body.products.map((product) => product.title).sort()).toEqual(['Tea 2', 'Tea 20', 'Tea 21', 'Tea 22']);
    expect((await shop.products('?stock=outofstock')).body.products.map((product) => product.title)).toEqual(['Tea 1']);
    expect((await shop.products('?stock=low&order=asc')).body.products.map((product) => product.title)).toEqual(['Tea 2', 'Tea 3', 'Tea 4', 'Tea 5', 'Tea 6', 'Tea 7', 'Tea 8', 'Tea 9', 'Tea 10']);
    expect((await shop.products('?status=draft&limit=100')).body.products).toHaveLength(11);
    const gone = first.body.products[0]!;
    expect((await shop.deleteProduct(gone.id)).status).toBe(200);
    expect((await shop.product(gone.id)).status).toBe(404);
    expect((await shop.products('?stock=outofstock')).body.products).toEqual([]);
  });
});

describe('guards', () => {
  it('answers 404 for another organization\'s path, product and order, and 403 on a plan without chatPay', async () => {
    const { shop, product, line } = await openShop(t, admin, 5);
    const { customer } = await t.visitorCustomer(admin);
    const order = (await shop.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact })).body;
    const theirs = shopClient(t, stranger);
    expect((await theirs.settings(admin.orgId)).status).toBe(404);
    expect((await theirs.product(product.id)).status).toBe(404);
    expect((await theirs.updateProduct(product.id, { title: 'Mine', variations: [variation()] })).status).toBe(404);
    expect((await theirs.deleteProduct(product.id)).status).toBe(404);
    expect((await theirs.copyProduct(product.id)).status).toBe(404);
    expect((await theirs.order(order.id)).status).toBe(404);
    expect((await theirs.batch({ orderIds: [order.id], type: 'order', status: 'confirmed' })).status).toBe(404);
    expect((await theirs.post('/order/shipping/confirm', { orderId: order.id, receiptId: 'x-1' })).status).toBe(404);
    expect((await theirs.post('/order_status/send', { orderId: order.id, receiptId: 'x-2' })).status).toBe(404);
    expect((await theirs.post('/order/share_link', { orderId: order.id })).status).toBe(404);
    expect((await theirs.post('/product/send', { customerObjectId: customer.objectId, productId: product.id, receiptId: 'x-3' })).status).toBe(404);
    expect((await theirs.createOrder({ customer_id: customer.objectId, items: [{ ...line, quantity: 1 }], delivery, contact })).status).toBe(404);
    expect((await shop.order(order.id)).body.status).toBe('processing');

    const free = await t.agentWithOrg('free-plan');
    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, free.orgId));
    expect(await shopClient(t, free).settings()).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });
  });

  it('answers bad input on every endpoint with a 400 naming the field', async () => {
    const owner = await t.agentWithOrg('bad-input');
    const { shop, product, line } = await openShop(t, owner, 5);
    const id = product.id;
    const dear = (await shop.createProduct({ status: 'publish', title: 'Dear', variations: [variation({ regular_price: 1_000_000_000, stock_quantity: 5 })] })).body;
    const { customer } = await t.visitorCustomer(owner);
    const cases: [Promise<{ status: number; body: { error?: string } }>, string][] = [
      [shop.saveSettings({ ...completeSettings, currency: 'XXX' }), 'currency'],
      [shop.products('?stock=plenty'), 'stock'],
      [shop.products('?page=0'), 'page'],
      [shop.products('?limit=1000'), 'limit'],
      [shop.createProduct({ title: '', variations: [variation()] }), 'title'],
      [shop.createProduct({ title: 'A', variations: [variation({ stock_quantity: -1 })] }), 'stock_quantity'],
      [shop.createProduct({ title: 'A', variations: [variation({ regular_price: 1.5 })] }), 'regular_price'],
      [shop.updateProduct(id, { title: 'A', variations: [] }), 'variations'],
      [shop.orders({ filter: { status: 'lost' } }), 'status'],
      [shop.createOrder({ customer_id: 'x', items: [{ ...line, quantity: 0 }], delivery, contact }), 'quantity'],
      [shop.createOrder({ customer_id: 'x', items: [{ ...line, quantity: 1 }], delivery: { type: 'drone' }, contact }), 'type'],
      [shop.createOrder({ customer_id: 'x', items: [{ ...line, quantity: 1 }], delivery, contact: { name: 'Mei' } }), 'phone'],
      [shop.batch({ orderIds: [], type: 'order', status: 'confirmed' }), 'orderIds'],
      [shop.batch({ orderIds: ['a'], type: 'colour', status: 'red' }), 'type'],
      [shop.post('/order/shipping/confirm', { orderId: 'a' }), 'receiptId'],
      [shop.post('/order/shipping/cancel', { receiptId: 'a' }), 'orderId'],
      [shop.post('/order_status/send', { orderId: 'a', receiptId: 'r', fbMessengerTag: 'PLEASE' }), 'fbMessengerTag'],
      [shop.post('/product/send', { productId: id, receiptId: 'r' }), 'customerObjectId'],
      [shop.post('/product/share_link', { customerObjectId: 'a' }), 'productId'],
      [shop.post('/order/share_link', {}), 'orderId'],
      // A total no column holds: refused before any stock is taken.
      [shop.createOrder({ customer_id: customer.objectId, items: [{ product_id: dear.id, variation_id: dear.variations[0]!.id, quantity: 3 }], delivery, contact }), 'body/items'],
      [t.request('GET', '/shop/api/storefront'), 'token'],
      [t.request('POST', '/shop/api/orders', { token: 'x', items: [{ ...line, quantity: 1 }], delivery, contact, paymentMethod: 'bitcoin' }), 'paymentMethod'],
    ];
    for (const [answer, field] of cases) {
      const { status, body } = await answer;
      expect({ field, status }).toEqual({ field, status: 400 });
      expect(body.error).toContain(field);
    }
  });
});
