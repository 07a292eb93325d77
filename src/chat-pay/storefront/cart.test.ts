import { describe, expect, it } from 'vitest';
import { addLine, cartSummary, lineName, removeLine, setQuantity, type CartLine } from './cart';

const line = (changes: Partial<CartLine> = {}): CartLine => ({
  product_id: 'Prod000001', variation_id: 'Vari000001', title: 'Oolong tea', variation: 'Small',
  unit_price: 350, currency: 'TWD', quantity: 1, stock: 5, ...changes,
});
const delivery = { enabled: true, price: 60, free_amount: 1000 };

describe('cart', () => {
  it('adds to the same variation\'s line, never beyond its stock', () => {
    let cart = addLine([], line({ quantity: 2 }));
    cart = addLine(cart, line({ quantity: 2 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(4);
    cart = addLine(cart, line({ quantity: 3 }));
    expect(cart[0]!.quantity).toBe(5);
    cart = addLine(cart, line({ variation_id: 'Vari000002', variation: 'Large', unit_price: 600, stock: 2 }));
    expect(cart.map(lineName)).toEqual(['Oolong tea (Small)', 'Oolong tea (Large)']);
  });

  it('keeps a changed quantity between 1 and the stock, and removes a line', () => {
    const cart = [line(), line({ variation_id: 'Vari000002', variation: '' })];
    expect(setQuantity(cart, cart[0]!, 9)[0]!.quantity).toBe(5);
    expect(setQuantity(cart, cart[0]!, 0)[0]!.quantity).toBe(1);
    expect(setQuantity(cart, cart[0]!, Number.NaN)[0]!.quantity).toBe(1);
    expect(removeLine(cart, cart[0]!).map(lineName)).toEqual(['Oolong tea']);
  });

  it('counts the subtotal, the delivery price and what is left for free delivery', () => {
    const cart = [line({ quantity: 2 }), line({ variation_id: 'Vari000002', unit_price: 200, quantity: 1 })];
    expect(cartSummary(cart, delivery)).toEqual({ subtotal: 900, shippingPrice: 60, total: 960, freeRemaining: 100 });
  });

  it('delivers free from the threshold up, and never free when the shop sets none', () => {
    const atThreshold = [line({ unit_price: 500, quantity: 2 })];
    expect(cartSummary(atThreshold, delivery)).toEqual({ subtotal: 1000, shippingPrice: 0, total: 1000, freeRemaining: undefined });
    expect(cartSummary(atThreshold, { ...delivery, free_amount: 0 })).toEqual({ subtotal: 1000, shippingPrice: 60, total: 1060, freeRemaining: undefined });
  });

  it('adds no delivery price when the shop does not deliver', () => {
    expect(cartSummary([line()], { ...delivery, enabled: false })).toEqual({ subtotal: 350, shippingPrice: 0, total: 350, freeRemaining: undefined });
  });
});
