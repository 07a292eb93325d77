import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../../../common/chat-pay';
import { fill, shopStringsFor, type ShopLocale } from './strings';

const LOCALES: ShopLocale[] = ['en-US', 'ja-JP', 'zh-TW', 'zh-CN'];
/** Every text of a locale by its path (`paymentStatuses.paid`), nested records flattened. */
function texts(locale: ShopLocale): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') flat.set(path, value);
    else for (const [key, inner] of Object.entries(value as Record<string, unknown>)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(shopStringsFor(locale), '');
  return flat;
}
const placesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('shop page strings', () => {
  it('has every text in every locale, none empty, with the same places to fill', () => {
    const english = texts('en-US');
    for (const locale of LOCALES) {
      const own = texts(locale);
      expect([...own.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [path, text] of own) {
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
        expect(placesOf(text), `${locale} ${path}`).toEqual(placesOf(english.get(path)!));
      }
    }
  });

  it('names every status and payment method the contract has', () => {
    for (const locale of LOCALES) {
      const strings = shopStringsFor(locale);
      expect(Object.keys(strings.orderStatuses).sort()).toEqual([...ORDER_STATUSES].sort());
      expect(Object.keys(strings.paymentStatuses).sort()).toEqual([...PAYMENT_STATUSES].sort());
      expect(Object.keys(strings.shippingStatuses).sort()).toEqual([...SHIPPING_STATUSES].sort());
      expect(Object.keys(strings.paymentMethods).sort()).toEqual([...PAYMENT_METHODS].sort());
    }
  });

  it('fills the places of a text, leaving unknown ones as written', () => {
    expect(fill(shopStringsFor('en-US').freeOver, { amount: 'NT$1,000' })).toBe('Free delivery over NT$1,000');
    expect(fill(shopStringsFor('zh-TW').freeOver, { amount: '$1,000' })).toBe('滿 $1,000 免運費');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
