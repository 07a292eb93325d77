import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '../../../common/contracts/chat-pay';
import { choosableSpecs, initialChoice, soldOut, variationFor } from './variation-choice';

const variation = (id: string, color: string, size: string, stock: number) => ({
  id, attributes: [{ name: 'Color', option: color }, { name: 'Size', option: size }],
  regular_price: 500, currency: 'TWD' as const, stock_quantity: stock,
});
const shirt: Pick<PublicProduct, 'specs' | 'variations'> = {
  specs: [{ name: 'Color', options: ['Red', 'Blue'] }, { name: 'Size', options: ['S', 'L'] }],
  variations: [variation('v1', 'Red', 'S', 0), variation('v2', 'Red', 'L', 0), variation('v3', 'Blue', 'S', 0), variation('v4', 'Blue', 'L', 3)],
};

describe('variation choice', () => {
  it('finds the variation of a full choice of options', () => {
    expect(variationFor(shirt, { Color: 'Blue', Size: 'L' })?.id).toBe('v4');
    expect(variationFor(shirt, { Color: 'Red', Size: 'S' })?.id).toBe('v1');
    expect(variationFor(shirt, { Color: 'Blue' })).toBeUndefined();
  });

  it('starts with the first variation in stock', () => {
    expect(initialChoice(shirt)).toEqual({ Color: 'Blue', Size: 'L' });
    const allGone = { ...shirt, variations: shirt.variations.map((one) => ({ ...one, stock_quantity: 0 })) };
    expect(initialChoice(allGone)).toEqual({ Color: 'Red', Size: 'S' });
  });

  it('marks an option sold out only when no variation with it has stock', () => {
    expect(soldOut(shirt, 'Color', 'Red')).toBe(true);
    expect(soldOut(shirt, 'Color', 'Blue')).toBe(false);
    expect(soldOut(shirt, 'Size', 'S')).toBe(true);
    expect(soldOut(shirt, 'Size', 'L')).toBe(false);
  });

  it('sells a product without specs by its one default variation', () => {
    const tea = { specs: [], variations: [{ id: 'v1', attributes: [{ name: '規格', option: '預設' }], regular_price: 300, currency: 'TWD' as const, stock_quantity: 4 }] };
    expect(choosableSpecs(tea)).toEqual([{ name: '規格', options: ['預設'] }]);
    expect(variationFor(tea, initialChoice(tea))?.id).toBe('v1');
  });
});
