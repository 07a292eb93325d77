// The cart kept in this tab's sessionStorage, so a reload keeps it (and closing the tab forgets it).
// What is read back is checked line by line: a changed page or a hand-edited value drops a line, never the page.
import { CURRENCY_DIGITS } from '../../../common/chat-pay';
import type { CartLine } from './cart';

const KEY_PREFIX = 'parley.shop.cart.';

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line.product_id === 'string' && typeof line.variation_id === 'string'
    && typeof line.title === 'string' && typeof line.variation === 'string'
    && isCount(line.unit_price) && isCount(line.stock) && isCount(line.quantity) && (line.quantity as number) > 0
    && typeof line.currency === 'string' && line.currency in CURRENCY_DIGITS;
}

/**
 * Whose cart a link opens: its organization and customer (a token is `kind.orgId.customerId.targetId.signature`,
 * server/chat-pay/links.ts), so the product links one customer gets share one cart; the token itself
 * for anything else.
 */
export function cartScope(token: string): string {
  const parts = token.split('.');
  return parts.length === 5 ? `${parts[1]}.${parts[2]}` : token;
}

/** The cart kept for `scope` (the shop and customer the link is for); empty when none is kept. */
export function readCart(storage: Storage, scope: string): CartLine[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(KEY_PREFIX + scope) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isLine) : [];
  } catch {
    return [];
  }
}

/** Keeps the cart (an empty one is forgotten); a full or refused storage leaves the cart in the page only. */
export function keepCart(storage: Storage, scope: string, cart: readonly CartLine[]): void {
  try {
    if (cart.length === 0) storage.removeItem(KEY_PREFIX + scope);
    else storage.setItem(KEY_PREFIX + scope, JSON.stringify(cart));
  } catch {
    // Private browsing or a full storage: the cart still works until the page is left.
  }
}
