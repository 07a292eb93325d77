// The customer's cart: lines of a product's variation and a quantity, each with what the page shows
// of it (the server prices the order itself from the product at ordering time), its totals with the
// shop's delivery, and what is left to add for free delivery.
import { ORDER_ITEMS_MAX, ORDER_QUANTITY_MAX, orderTotals, type OrderTotals } from '../../../common/chat-pay';
import type { OrderItem, PublicShop } from '../../../common/contracts/chat-pay';

/** A line as the order will carry it (common/contracts OrderItem, what the page shows of it), with the stock it was added at. */
export interface CartLine extends OrderItem {
  /** The variation's stock when it was added: more cannot be ordered. */
  stock: number;
}

const sameLine = (a: Pick<CartLine, 'product_id' | 'variation_id'>, b: Pick<CartLine, 'product_id' | 'variation_id'>) =>
  a.product_id === b.product_id && a.variation_id === b.variation_id;

/** At least 1, at most the stock and the order's limit. */
export const clampQuantity = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Math.floor(quantity) || 1, stock, ORDER_QUANTITY_MAX));

/** The cart with `line` added: to the same variation's line when there is one (never beyond its stock). */
export function addLine(cart: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = cart.find((other) => sameLine(other, line));
  if (existing) return cart.map((other) => (other === existing ? { ...line, quantity: clampQuantity(existing.quantity + line.quantity, line.stock) } : other));
  if (cart.length >= ORDER_ITEMS_MAX) return [...cart];
  return [...cart, { ...line, quantity: clampQuantity(line.quantity, line.stock) }];
}

export function setQuantity(cart: readonly CartLine[], line: CartLine, quantity: number): CartLine[] {
  return cart.map((other) => (sameLine(other, line) ? { ...other, quantity: clampQuantity(quantity, other.stock) } : other));
}

export function removeLine(cart: readonly CartLine[], line: CartLine): CartLine[] {
  return cart.filter((other) => !sameLine(other, line));
}

/** A line's name for the customer: "Oolong tea (Large)". */
export const lineName = (line: Pick<CartLine, 'title' | 'variation'>) => (line.variation ? `${line.title} (${line.variation})` : line.title);

export interface CartSummary extends OrderTotals {
  /** How much more makes delivery free; undefined when the shop never delivers free or the cart already does. */
  freeRemaining: number | undefined;
}

/**
 * The cart's subtotal, its delivery price and total as the server will count them, and the way to
 * free delivery (none when the shop does not deliver).
 */
export function cartSummary(cart: readonly CartLine[], delivery: PublicShop['delivery']['self']): CartSummary {
  const totals = orderTotals(cart, delivery.enabled ? delivery : { price: 0, free_amount: 0 });
  const freeRemaining = delivery.enabled && delivery.free_amount > 0 && totals.subtotal < delivery.free_amount
    ? delivery.free_amount - totals.subtotal : undefined;
  return { ...totals, freeRemaining };
}
