import { afterEach, describe, expect, it, vi } from 'vitest';
import { BadLink, loadStorefront, NotEnoughStock, OrderFieldError, placeOrder, ShopClosed } from './api';

const answer = (status: number, error: string) => vi.fn<typeof fetch>(async () => Response.json({ code: 141, error }, { status }));
const order = () => placeOrder({
  token: 't', items: [{ product_id: 'Prod000001', variation_id: 'Vari000001', quantity: 1 }],
  delivery: { type: 'self', address: 'x' }, contact: { name: 'Mei', phone: '1' }, paymentMethod: 'cod',
});

afterEach(() => { vi.unstubAllGlobals(); });

describe('storefront API refusals', () => {
  it('takes a link the server did not sign, or gave up on, as a bad link', async () => {
    for (const [status, error] of [[400, 'token is not a valid shop link'], [400, 'querystring/token must NOT have more than 500 characters'], [404, 'Object not found']] as const) {
      vi.stubGlobal('fetch', answer(status, error));
      await expect(loadStorefront('t'), error).rejects.toBeInstanceOf(BadLink);
    }
  });

  it('tells the stock and the closed shop apart, and names the field refused', async () => {
    vi.stubGlobal('fetch', answer(409, 'Not enough stock'));
    await expect(order()).rejects.toBeInstanceOf(NotEnoughStock);
    vi.stubGlobal('fetch', answer(409, 'Shop settings incomplete'));
    await expect(order()).rejects.toBeInstanceOf(ShopClosed);
    for (const [error, field] of [['body/delivery/address is required for delivery', 'address'], ['body/contact/email must match format "email"', 'email'], ['body/contact/phone must NOT have fewer than 1 characters', 'phone']] as const) {
      vi.stubGlobal('fetch', answer(400, error));
      await expect(order(), error).rejects.toBeInstanceOf(OrderFieldError);
      await expect(order(), error).rejects.toMatchObject({ field });
    }
    vi.stubGlobal('fetch', answer(400, 'body/items/0/variation_id is not a variation of product Prod000001 on sale'));
    await expect(order()).rejects.toThrow('the shop answered 400: body/items/0/variation_id');
  });
});
