import { describe, expect, it } from 'vitest';
import {
  copiedProduct, customerStatusOf, deliveryPrice, formatMoney, orderStatusChangeAllowed, orderTotals, repeatedSku, settingsMissing,
  specCombinations, stockLevel, variationsForSpecs, variationsProblem, type VariationFields,
} from './chat-pay';

const colours = { name: '顏色', options: ['紅', '藍'] };
const sizes = { name: '尺寸', options: ['S', 'L'] };

describe('chatPay rules', () => {
  it('says what keeps the settings from being complete', () => {
    const settings = { name: ' ', logo: '', contact: { address: { location: null } } };
    expect(settingsMissing(settings)).toEqual(['name', 'logo', 'location']);
    expect(settingsMissing({ name: 'Tea', logo: '/files/a/b.png', contact: { address: { location: { lat: 1, lng: 2 } } } })).toEqual([]);
  });

  it('has one variation per spec combination, new ones with the defaults of 03 §5', () => {
    expect(specCombinations([])).toEqual([[{ name: '規格', option: '預設' }]]);
    expect(specCombinations([colours, sizes])).toHaveLength(4);
    const kept: VariationFields = { id: 'v1', sku: 'R-S', stock_quantity: 4, regular_price: 100, currency: 'TWD', attributes: [{ name: '顏色', option: '紅' }, { name: '尺寸', option: 'S' }] };
    const variations = variationsForSpecs([colours, sizes], [kept]);
    expect(variations[0]).toBe(kept);
    expect(variations[1]).toEqual({ id: '', sku: '', stock_quantity: 0, regular_price: 0, currency: 'TWD', attributes: [{ name: '顏色', option: '紅' }, { name: '尺寸', option: 'L' }] });
    expect(variationsProblem([colours, sizes], variations)).toBeUndefined();
    expect(variationsProblem([colours, sizes], variations.slice(1))).toBe('a combination of the specs has no variation');
    expect(variationsProblem([colours, sizes], [...variations, kept])).toBe('two variations share a combination');
    expect(variationsProblem([{ name: '顏色', options: ['紅', '紅'] }], [])).toMatch(/repeats an option/);
  });

  it('finds a repeated sku, empty ones aside', () => {
    expect(repeatedSku([{ sku: '' }, { sku: '' }, { sku: 'A' }])).toBeUndefined();
    expect(repeatedSku([{ sku: 'A' }, { sku: 'B' }, { sku: 'A' }])).toBe('A');
  });

  it('copies as a draft " - 1" without variation ids or skus', () => {
    const copy = copiedProduct({ status: 'publish' as const, title: 'Oolong', variations: [{ id: 'v1', sku: 'O-1', stock_quantity: 3, regular_price: 300, currency: 'TWD' as const, attributes: [] }] });
    expect(copy).toEqual({ status: 'draft', title: 'Oolong - 1', variations: [{ id: '', sku: '', stock_quantity: 3, regular_price: 300, currency: 'TWD', attributes: [] }] });
  });

  it('totals an order with delivery free from the threshold up', () => {
    expect(orderTotals([{ unit_price: 300, quantity: 2 }], { price: 80, free_amount: 1000 })).toEqual({ subtotal: 600, shippingPrice: 80, total: 680 });
    expect(orderTotals([{ unit_price: 500, quantity: 2 }], { price: 80, free_amount: 1000 })).toEqual({ subtotal: 1000, shippingPrice: 0, total: 1000 });
    expect(deliveryPrice(99_999, { price: 80, free_amount: 0 })).toBe(80);
  });

  it('formats TWD without decimals and others with their minor unit', () => {
    expect(formatMoney(1200, 'TWD', 'en-US')).toBe('NT$1,200');
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
  });

  it('places stock levels, keeps cancelled final and names the customer\'s status', () => {
    expect([0, 1, 10, 11].map((total) => stockLevel(total, 10))).toEqual(['outofstock', 'low', 'low', 'instock']);
    expect(orderStatusChangeAllowed('cancelled', 'processing')).toBe(false);
    expect(orderStatusChangeAllowed('confirmed', 'cancelled')).toBe(true);
    expect(customerStatusOf({ status: 'processing', paymentStatus: 'unpaid', expiresAt: new Date() })).toBe('unpaid');
    expect(customerStatusOf({ status: 'processing', paymentStatus: 'unpaid', expiresAt: null })).toBe('processing');
    expect(customerStatusOf({ status: 'confirmed', paymentStatus: 'paid', expiresAt: null })).toBe('confirmed');
  });
});
