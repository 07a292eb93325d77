import { formatMoney, unitPrice } from '../../../common/chat-pay';
import type { Variation } from '../../../common/contracts/chat-pay';

/** What a product sells at: one price, or the lowest and the highest of its variations ("NT$100 – NT$250"). */
export function priceRange(variations: readonly Variation[], locale: string): string {
  if (variations.length === 0) return '';
  const prices = variations.map(unitPrice);
  const { currency } = variations[0]!;
  const low = formatMoney(Math.min(...prices), currency, locale);
  const high = formatMoney(Math.max(...prices), currency, locale);
  return low === high ? low : `${low} – ${high}`;
}

export const totalStock = (variations: readonly Variation[]) => variations.reduce((sum, variation) => sum + variation.stock_quantity, 0);
