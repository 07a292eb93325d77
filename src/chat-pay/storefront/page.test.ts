import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, PublicProduct, Storefront, StorefrontOrderRequest } from '../../../common/contracts/chat-pay';
import { BadLink, NotEnoughStock, OrderFieldError, ShopClosed, type StorefrontApi } from './api';
import { startShopPage } from './page';
import { shopStringsFor, type ShopLocale } from './strings';

type Load = StorefrontApi['loadStorefront'];
type Place = StorefrontApi['placeOrder'];
type LoadOrder = StorefrontApi['loadOrder'];
type PayOrder = StorefrontApi['payOrder'];

const TOKEN = 'p.OrgAAAAAAA.CustAAAAAA.Prod000001.c2lnbmF0dXJl';

const tea = (stock: { small?: number; large?: number; gift?: number } = {}): PublicProduct => ({
  id: 'Prod000001',
  title: 'Oolong tea',
  desc: 'Roasted high-mountain oolong.',
  images: ['/files/AbCdEf/tea.jpg', '/files/AbCdEf/tin.jpg'],
  specs: [{ name: 'Size', options: ['Small', 'Large', 'Gift box'] }],
  attributes: [{ name: 'Origin', value: 'Alishan' }],
  variations: [
    { id: 'Vari000001', attributes: [{ name: 'Size', option: 'Small' }], regular_price: 400, sale_price: 350, currency: 'TWD', stock_quantity: stock.small ?? 5 },
    { id: 'Vari000002', attributes: [{ name: 'Size', option: 'Large' }], regular_price: 600, currency: 'TWD', stock_quantity: stock.large ?? 2 },
    { id: 'Vari000003', attributes: [{ name: 'Size', option: 'Gift box' }], regular_price: 900, currency: 'TWD', stock_quantity: stock.gift ?? 0 },
  ],
});

const storefront = (changes: Partial<Storefront['shop']> = {}, products = [tea()]): Storefront => ({
  shop: {
    name: 'Tea House', logo: '/files/AbCdEf/logo.png', currency: 'TWD',
    contact: { phone: '02 2345 6789', email: '', address: '' },
    delivery: { self: { enabled: true, price: 60, free_amount: 1000 } },
    payment: { methods: ['cod', 'transfer'], transferNote: 'Bank 812, account 1234-5678' },
    open: true,
    ...changes,
  },
  customer: { name: 'Mei' },
  products,
});

const orderOf = (request: StorefrontOrderRequest): Order => ({
  id: 'Ordr000001', serial: 12, number: '#12', customer_id: 'CustAAAAAA', conversation: 'CustAAAAAA',
  status: 'processing',
  payment: { status: 'unpaid', method: request.paymentMethod },
  shipping: { status: 'processing', type: 'self', price: 60, address: request.delivery.address },
  items: [{ product_id: 'Prod000001', variation_id: 'Vari000002', title: 'Oolong tea', variation: 'Large', quantity: 1, unit_price: 600, currency: 'TWD' }],
  subtotal: 600, total: 660, currency: 'TWD',
  contact: request.contact, notes: request.notes ?? '', receiptId: '',
  expiresAt: request.paymentMethod === 'transfer' ? '2026-11-28T13:00:00.000Z' : null,
  createdAt: '2026-11-28T12:45:00.000Z', updatedAt: '2026-11-28T12:45:00.000Z',
});

/** A shop that offers Uber's courier now beside its own delivery. */
const uberShop = () => storefront({ delivery: { self: { enabled: true, price: 60, free_amount: 1000 }, uberDirect: { available: true } } });

function open(api: Partial<StorefrontApi>, { locale = 'en-US' as ShopLocale, orderId }: { locale?: ShopLocale; orderId?: string } = {}) {
  const root = document.body.appendChild(document.createElement('main'));
  const full: StorefrontApi = {
    loadStorefront: vi.fn<Load>(async () => storefront()),
    placeOrder: vi.fn<Place>(async (request: StorefrontOrderRequest) => orderOf(request)),
    loadOrder: vi.fn<LoadOrder>(async () => { throw new BadLink(); }),
    payOrder: vi.fn<PayOrder>(async () => 'https://checkout.stripe.com/c/pay/cs_test_2'),
    quoteDelivery: vi.fn<StorefrontApi['quoteDelivery']>(async () => ({ deliverable: false, action: 'reject' })),
    ...api,
  };
  const showAddressOf = vi.fn<(orderId: string | undefined) => void>();
  const goTo = vi.fn<(url: string) => void>();
  const started = startShopPage(root, { token: TOKEN, orderId, api: full, storage: sessionStorage, locale, strings: shopStringsFor(locale), showAddressOf, goTo });
  return { page: within(root), root, api: full, started, showAddressOf, goTo };
}

/** Chooses Large, adds one to the cart and fills in the details. */
function fillOrder(page: ReturnType<typeof within>) {
  fireEvent.click(page.getByRole('radio', { name: 'Large' }));
  fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
  fireEvent.input(page.getByRole('textbox', { name: 'Name' }), { target: { value: 'Mei Lin' } });
  fireEvent.input(page.getByRole('textbox', { name: 'Phone' }), { target: { value: '0912 345 678' } });
  fireEvent.input(page.getByRole('textbox', { name: 'Delivery address' }), { target: { value: '1 Tea Road, Taipei' } });
  fireEvent.input(page.getByRole('textbox', { name: 'Notes for the shop (optional)' }), { target: { value: 'Ring twice' } });
}

beforeEach(() => { sessionStorage.clear(); });
afterEach(() => { document.body.replaceChildren(); });

describe('the shop page', () => {
  it("shows the shop, the product and the chosen variation's price and stock; a sold-out option cannot be chosen", async () => {
    const { page, started } = open({});
    await started;
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Tea House');
    expect(page.getByRole('link', { name: '02 2345 6789' }).getAttribute('href')).toBe('tel:0223456789');
    expect(page.getByRole('heading', { level: 2, name: 'Oolong tea' })).toBeTruthy();
    expect(page.getByRole('img', { name: 'Oolong tea, picture 2 of 2' }).getAttribute('src')).toBe('/files/AbCdEf/tin.jpg');
    expect(page.getByText('Roasted high-mountain oolong.')).toBeTruthy();

    // The first variation in stock is chosen: its sale price with the regular one struck through.
    expect((page.getByRole('radio', { name: 'Small' }) as HTMLInputElement).checked).toBe(true);
    const price = page.getByText('Sale price', { exact: false }).closest('p')!;
    expect(price.textContent).toBe('Sale price NT$350 Regular price NT$400');
    expect(price.querySelector('s')?.textContent).toBe('Regular price NT$400');
    expect(page.getByText('5 in stock')).toBeTruthy();

    expect((page.getByRole('radio', { name: 'Gift box (Out of stock)' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(page.getByRole('radio', { name: 'Large' }));
    expect(page.getByText('2 in stock')).toBeTruthy();
    expect(price.isConnected).toBe(false);
    expect(page.getByText('NT$600')).toBeTruthy();
  });

  it('keeps the cart over a reload and counts delivery, free from the threshold up', async () => {
    const first = open({});
    await first.started;
    fireEvent.click(first.page.getByRole('button', { name: 'Add to cart' }));
    expect(first.page.getByRole('status', { name: '' }).textContent).toBe('Oolong tea (Small) is in your cart.');
    const cart = within(first.page.getByRole('region', { name: 'Your cart' }));
    expect(cart.getByText('Free delivery over NT$1,000')).toBeTruthy();
    expect(cart.getByText('Add NT$650 more for free delivery.')).toBeTruthy();
    expect(first.page.getByText('Total NT$410')).toBeTruthy();

    document.body.replaceChildren();
    const again = open({});
    await again.started;
    const kept = within(again.page.getByRole('region', { name: 'Your cart' }));
    const quantity = kept.getByRole('spinbutton', { name: 'Quantity of Oolong tea (Small)' }) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(kept.getByText('Your order has free delivery.')).toBeTruthy();
    expect(again.page.getByText('Total NT$1,050')).toBeTruthy();

    fireEvent.click(kept.getByRole('button', { name: 'Remove Oolong tea (Small)' }));
    expect(kept.getByText('Your cart is empty.')).toBeTruthy();
    expect(again.root.querySelector('form')!.hidden).toBe(true);
  });

  it('says which fields are missing, then places the order and shows its page with transfer instructions', async () => {
    const { page, api, started, showAddressOf } = open({});
    await started;
    fireEvent.click(page.getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(page.getByRole('button', { name: 'Place order' }));
    const name = page.getByRole('textbox', { name: 'Name' });
    for (const label of ['Name', 'Phone', 'Delivery address']) {
      const input = page.getByRole('textbox', { name: label });
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Please fill in this field.');
    }
    expect(page.getByRole('textbox', { name: 'E-mail (optional)' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(api.placeOrder).not.toHaveBeenCalled();

    fireEvent.click(page.getByRole('button', { name: 'Remove Oolong tea (Small)' }));
    fillOrder(page);
    fireEvent.click(page.getByRole('radio', { name: 'Bank transfer' }));
    fireEvent.click(page.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(page.getByRole('heading', { name: 'Order #12' })).toBeTruthy());
    expect(api.placeOrder).toHaveBeenCalledWith({
      token: TOKEN,
      items: [{ product_id: 'Prod000001', variation_id: 'Vari000002', quantity: 1 }],
      delivery: { type: 'self', address: '1 Tea Road, Taipei' },
      contact: { name: 'Mei Lin', phone: '0912 345 678' },
      notes: 'Ring twice',
      paymentMethod: 'transfer',
    });
    expect(showAddressOf).toHaveBeenCalledWith('Ordr000001');
    expect(document.activeElement).toBe(page.getByRole('heading', { name: 'Order #12' }));
    expect(page.getByText('Thank you for your order.')).toBeTruthy();
    expect(page.getByText('The shop has been told and will contact you in this conversation.')).toBeTruthy();
    expect(page.getByText('Please transfer NT$660 as follows:')).toBeTruthy();
    expect(page.getByText('Bank 812, account 1234-5678')).toBeTruthy();
    expect(page.getByText('Not paid yet · Bank transfer')).toBeTruthy();
    expect(page.getByText('Oolong tea (Large)')).toBeTruthy();
    expect(page.getByText('1 × NT$600')).toBeTruthy();
    // The order is in: the cart is not kept for the next visit.
    expect(sessionStorage.length).toBe(0);
  });

  it('pays a card order on the Checkout page, and offers "Pay now" on the order\'s page while it is unpaid', async () => {
    const loadStorefront = vi.fn<Load>(async () => storefront({ payment: { methods: ['cod', 'card'], transferNote: '' } }));
    const placeOrder = vi.fn<Place>(async (request) => ({ ...orderOf(request), expiresAt: '2026-11-28T13:00:00.000Z', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
    const { page, started, goTo, api } = open({ loadStorefront, placeOrder });
    await started;
    fillOrder(page);
    fireEvent.click(page.getByRole('radio', { name: 'Card' }));
    fireEvent.click(page.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'card' }));
    expect(page.getByText('Not paid yet · Card')).toBeTruthy();
    expect(page.getByText('Pay NT$660 by card to complete your order.')).toBeTruthy();

    // Back from Checkout without paying (or it could not open): "Pay now" asks for the page again; a failure says so.
    const payOrder = vi.mocked(api.payOrder);
    payOrder.mockRejectedValueOnce(new Error('the shop answered 503'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(page.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(page.getByRole('alert').textContent).toBe('The payment page could not be opened. Try again in a moment.'));
    fireEvent.click(page.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(goTo).toHaveBeenLastCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'));
    expect(payOrder).toHaveBeenCalledWith(TOKEN, 'Ordr000001');
  });

  it("offers Uber's courier when the shop offers it now, at Uber's price to the address, and the shop's own delivery where Uber cannot go", async () => {
    const quoteDelivery = vi.fn<StorefrontApi['quoteDelivery']>(async () => ({ deliverable: true, fee: 120, currency: 'TWD', quoteId: 'dqt_1', expiresAt: '2026-11-28T13:00:00.000Z' }));
    const { page, started, api } = open({ loadStorefront: vi.fn<Load>(async () => uberShop()), quoteDelivery });
    await started;
    fillOrder(page);
    fireEvent.click(page.getByRole('radio', { name: 'Uber courier' }));
    await waitFor(() => expect(page.getByText("Uber's price to your address: NT$120")).toBeTruthy());
    expect(quoteDelivery).toHaveBeenCalledWith(TOKEN, '1 Tea Road, Taipei');
    expect(page.getByText('Total NT$720')).toBeTruthy();
    fireEvent.click(page.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.placeOrder).toHaveBeenCalled());
    expect(vi.mocked(api.placeOrder).mock.calls[0]![0].delivery).toEqual({ type: 'uberDirect', address: '1 Tea Road, Taipei', quoteId: 'dqt_1' });

    document.body.replaceChildren();
    sessionStorage.clear();
    const refused = open({ loadStorefront: vi.fn<Load>(async () => uberShop()) });
    await refused.started;
    fillOrder(refused.page);
    fireEvent.click(refused.page.getByRole('radio', { name: 'Uber courier' }));
    await waitFor(() => expect(refused.page.getByText('Uber cannot deliver to this address. Delivery by the shop is chosen instead.')).toBeTruthy());
    expect((refused.page.getByRole('radio', { name: /Delivery by the shop/ }) as HTMLInputElement).checked).toBe(true);

    document.body.replaceChildren();
    const placed = orderOf({ token: TOKEN, items: [], delivery: { type: 'uberDirect', address: 'Taipei' }, contact: { name: 'Mei', phone: '0912' }, paymentMethod: 'cod' });
    const tracked = open({ loadOrder: vi.fn<LoadOrder>(async () => ({ ...placed, shipping: { ...placed.shipping, type: 'uberDirect', status: 'shipping', courier: { state: 'created', trackingUrl: 'https://track.uber.com/del_1' } } })) }, { orderId: 'Ordr000001' });
    await tracked.started;
    expect(tracked.page.getByRole('link', { name: 'Follow your Uber courier' }).getAttribute('href')).toBe('https://track.uber.com/del_1');

    document.body.replaceChildren();
    const closed = open({ loadStorefront: vi.fn<Load>(async () => storefront({ delivery: { self: { enabled: true, price: 60, free_amount: 1000 }, uberDirect: { available: false } } })) });
    await closed.started;
    expect(closed.page.queryByRole('radio', { name: 'Uber courier' })).toBeNull();
  });

  it('offers no "Pay now" for a paid card order nor for other methods', async () => {
    const order = orderOf({ token: TOKEN, items: [], delivery: { type: 'self', address: 'Taipei' }, contact: { name: 'Mei', phone: '0912' }, paymentMethod: 'card' });
    const { page, started } = open({ loadOrder: vi.fn<LoadOrder>(async () => ({ ...order, payment: { status: 'paid', method: 'card' } })) }, { orderId: 'Ordr000001' });
    await started;
    expect(page.getByText('Paid · Card')).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('names the item that ran out and keeps everything typed when the stock is gone', async () => {
    const loadStorefront = vi.fn<Load>(async () => storefront())
      .mockResolvedValueOnce(storefront())
      .mockResolvedValueOnce(storefront({}, [tea({ large: 0 })]));
    const { page, root, started } = open({ loadStorefront, placeOrder: vi.fn<Place>(async () => { throw new NotEnoughStock('Not enough stock'); }) });
    await started;
    fillOrder(page);
    fireEvent.click(page.getByRole('button', { name: 'Place order' }));

    const alert = await page.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Not enough stock: Oolong tea (Large) (0 left). Change the quantity and place the order again.'));
    expect((page.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('0912 345 678');
    expect((page.getByRole('textbox', { name: 'Delivery address' }) as HTMLInputElement).value).toBe('1 Tea Road, Taipei');
    expect((page.getByRole('textbox', { name: 'Notes for the shop (optional)' }) as HTMLInputElement).value).toBe('Ring twice');
    expect(root.querySelector('form')!.hidden).toBe(false);
    // The product shows the stock as it is now.
    expect((page.getByRole('radio', { name: 'Large (Out of stock)' }) as HTMLInputElement).disabled).toBe(true);
    expect((page.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a field the server refuses under it, and a closed shop or a failure as an alert', async () => {
    const placeOrder = vi.fn<Place>()
      .mockRejectedValueOnce(new OrderFieldError('email'))
      .mockRejectedValueOnce(new ShopClosed())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { page, started } = open({ placeOrder });
    await started;
    fillOrder(page);
    fireEvent.click(page.getByRole('button', { name: 'Place order' }));
    const email = page.getByRole('textbox', { name: 'E-mail (optional)' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);

    fireEvent.click(page.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(page.getByRole('alert').textContent).toBe('This shop is not taking orders yet.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(page.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(page.getByRole('alert').textContent).toBe('The order could not be placed. Check your connection and try again.'));
    expect((page.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('0912 345 678');
  });

  it('says plainly when the shop takes no orders yet, when the product is gone, and when the link is bad', async () => {
    const closed = open({ loadStorefront: vi.fn<Load>(async () => storefront({ open: false })) });
    await closed.started;
    expect(closed.page.getByRole('status').textContent).toBe('This shop is not taking orders yet.');
    expect(closed.page.getByRole('heading', { name: 'Oolong tea' })).toBeTruthy();
    expect(closed.page.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(closed.page.queryByRole('button', { name: 'Place order' })).toBeNull();
    document.body.replaceChildren();

    const gone = open({ loadStorefront: vi.fn<Load>(async () => storefront({}, [])) });
    await gone.started;
    expect(gone.page.getByRole('status').textContent).toBe('This product is not available any more.');
    document.body.replaceChildren();

    const bad = open({ loadStorefront: vi.fn<Load>(async () => { throw new BadLink(); }) }, { locale: 'ja-JP' });
    await bad.started;
    expect(bad.page.getByRole('alert').textContent).toBe('このリンクは無効か、有効期限が切れています。ショップに新しいリンクをお尋ねください。');
  });

  it("shows an order's page after a reload, in the customer's language, with where it stands", async () => {
    const order = { ...orderOf({ token: TOKEN, items: [], delivery: { type: 'self', address: '台北市茶路1號' }, contact: { name: '美', phone: '0912' }, paymentMethod: 'cod' }), status: 'confirmed' as const };
    const { page, started, api } = open({ loadOrder: vi.fn<LoadOrder>(async () => ({ ...order, shipping: { ...order.shipping, status: 'shipping' as const } })) }, { locale: 'zh-TW', orderId: 'Ordr000001' });
    await started;
    expect(api.loadOrder).toHaveBeenCalledWith(TOKEN, 'Ordr000001');
    expect(page.getByRole('heading', { name: '訂單 #12' })).toBeTruthy();
    expect(page.getByText('已確認')).toBeTruthy();
    expect(page.getByText('配送中')).toBeTruthy();
    expect(page.getByText('尚未付款 · 貨到付款')).toBeTruthy();
    expect(page.queryByText('請依下列資訊轉帳', { exact: false })).toBeNull();
    expect(page.getByText('$660')).toBeTruthy();
    expect(page.getByRole('link', { name: '回到商店' }).getAttribute('href')).toBe(`/shop/${TOKEN}`);
  });
});
