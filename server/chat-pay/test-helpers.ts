// The tests' shop: an organization whose settings are complete, a published product with one
// variation in stock, and a live-chat visitor as the customer.
import type { Order, Product, ShopSettingsAnswer } from '../../common/contracts/chat-pay';
import type { Agent, TestClient } from '../testing/harness';

type Refusal = { code?: number; error?: string };

export const completeSettings = {
  name: 'Tea House',
  logo: '/files/AbCdEfGh12/logo.png',
  currency: 'TWD',
  contact: {
    phone: { value: '02-1234-5678', visible: true },
    email: { value: 'tea@example.com', visible: false },
    address: { value: 'Taipei', visible: true, location: { lat: 25.03, lng: 121.56, text: 'Taipei 101' } },
  },
  shipping: {
    self: { enabled: true, price: 80, free_amount: 1000, storage: '' },
    uberDirect: { enabled: false, options: { pickupImmediately: false, open: '10:00', close: '20:00' } },
  },
  shopLocations: [],
  deliverableAction: 'reject',
  preparationTime: 10,
  payment: { cod: { enabled: true }, transfer: { enabled: true, note: 'Bank 012, account 1234' } },
  order: { expire: 900 },
  stock: { low_count: 10, notify: true },
};

export const variation = (fields: Record<string, unknown> = {}) => ({
  id: '', sku: '', stock_quantity: 10, regular_price: 300, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }], ...fields,
});

/** The merchant's calls, as the console sends them (envelope in headers). */
export function shopClient(t: TestClient, who: Agent) {
  const path = (rest: string, orgId = who.orgId) => `/shop8/${orgId}${rest}`;
  return {
    saveSettings: (body: unknown, orgId?: string) => t.service<ShopSettingsAnswer & Refusal>('POST', path('/settings', orgId), who.token, body),
    settings: (orgId?: string) => t.service<ShopSettingsAnswer & Refusal>('GET', path('/settings', orgId), who.token),
    createProduct: (body: Record<string, unknown>, orgId?: string) => t.service<Product & Refusal>('POST', path('/product', orgId), who.token, body),
    product: (id: string, orgId?: string) => t.service<Product & Refusal>('GET', path(`/product/${id}`, orgId), who.token),
    updateProduct: (id: string, body: Record<string, unknown>, orgId?: string) => t.service<Product & Refusal>('PUT', path(`/product/${id}`, orgId), who.token, body),
    deleteProduct: (id: string, orgId?: string) => t.service<Refusal>('DELETE', path(`/product/${id}`, orgId), who.token),
    copyProduct: (id: string, orgId?: string) => t.service<Product & Refusal>('POST', path(`/product/${id}/copy`, orgId), who.token, {}),
    products: (query = '', orgId?: string) => t.service<{ products: Product[] } & Refusal>('GET', path(`/products${query}`, orgId), who.token),
    createOrder: (body: Record<string, unknown>, orgId?: string) => t.service<Order & Refusal>('POST', path('/order', orgId), who.token, body),
    order: (id: string, orgId?: string) => t.service<Order & Refusal>('GET', path(`/order/${id}`, orgId), who.token),
    orders: (body: Record<string, unknown> = {}, orgId?: string) => t.service<{ orders: Order[] } & Refusal>('POST', path('/orders', orgId), who.token, body),
    batch: (body: Record<string, unknown>, orgId?: string) => t.service<{ orders: Order[] } & Refusal>('PUT', path('/order/status/batch', orgId), who.token, body),
    post: <T>(rest: string, body: Record<string, unknown>, orgId?: string) => t.service<T & Refusal>('POST', path(rest, orgId), who.token, body),
    get: <T>(rest: string, orgId?: string) => t.service<T & Refusal>('GET', path(rest, orgId), who.token),
  };
}

/** A shop ready to sell: complete settings and a published product with `stock` of one variation. */
export async function openShop(t: TestClient, who: Agent, stock = 10) {
  const shop = shopClient(t, who);
  const saved = await shop.saveSettings(completeSettings);
  if (saved.status !== 200) throw new Error(`settings: ${JSON.stringify(saved.body)}`);
  const product = await shop.createProduct({ status: 'publish', title: 'Oolong', images: ['/files/AbCdEfGh12/tea.png'], variations: [variation({ stock_quantity: stock })] });
  if (product.status !== 201) throw new Error(`product: ${JSON.stringify(product.body)}`);
  return { shop, product: product.body, line: { product_id: product.body.id, variation_id: product.body.variations[0]!.id } };
}

export const delivery = { type: 'self', address: 'No. 7, Xinyi Rd, Taipei' };
export const contact = { name: 'Mei', phone: '0912345678' };
