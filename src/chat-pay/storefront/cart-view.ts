// The cart on the shop page: each line with its quantity (changed in place, so the box keeps focus)
// and a remove button, then the subtotal, the delivery price, the total, and the way to free delivery.
import { formatMoney, type Currency } from '../../../common/chat-pay';
import type { PublicShop } from '../../../common/contracts/chat-pay';
import { cartSummary, lineName, type CartLine } from './cart';
import { element, uniqueId } from './dom';
import { fill, type ShopLocale, type ShopStrings } from './strings';

export interface CartViewOptions {
  strings: ShopStrings;
  locale: ShopLocale;
  currency: Currency;
  delivery: PublicShop['delivery']['self'];
  onQuantity(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
}

export interface CartView {
  element: HTMLElement;
  /** `chosen`: the delivery the checkout has chosen now (an Uber courier's quoted price), else the shop's own. */
  render(cart: readonly CartLine[], chosen?: PublicShop['delivery']['self']): void;
}

interface LineItem { item: HTMLLIElement; quantity: HTMLInputElement; amount: HTMLElement; line: CartLine }

const row = (term: string, value: string) => [element('dt', undefined, term), element('dd', undefined, value)];
const keyOf = (line: CartLine) => `${line.product_id}/${line.variation_id}`;

export function cartSection(options: CartViewOptions): CartView {
  const { strings, locale, currency } = options;
  const money = (amount: number) => formatMoney(amount, currency, locale);

  const section = element('section', 'shop-cart');
  const heading = element('h2', undefined, strings.cart);
  heading.id = uniqueId('shop-cart');
  section.setAttribute('aria-labelledby', heading.id);
  const empty = element('p', 'shop-muted', strings.cartEmpty);
  const list = element('ul', 'shop-cart-lines');
  const totals = element('dl', 'shop-totals');
  const free = element('p', 'shop-free');
  // Said again as the cart changes: how much more makes delivery free.
  free.setAttribute('aria-live', 'polite');
  section.append(heading, empty, list, totals, free);

  const items = new Map<string, LineItem>();

  const lineItem = (line: CartLine): LineItem => {
    const item = element('li', 'shop-cart-line');
    const name = element('span', 'shop-cart-name', lineName(line));
    const price = element('span', 'shop-muted', money(line.unit_price));
    const quantity = element('input', 'shop-input shop-quantity');
    quantity.type = 'number';
    quantity.inputMode = 'numeric';
    quantity.min = '1';
    quantity.id = uniqueId('shop-cart-quantity');
    const label = element('label', 'shop-label', strings.quantity);
    label.htmlFor = quantity.id;
    // The visible word, and which line it is for.
    quantity.setAttribute('aria-label', fill(strings.quantityOf, { item: lineName(line) }));
    const amount = element('span', 'shop-cart-amount');
    const remove = element('button', 'shop-remove');
    remove.type = 'button';
    remove.setAttribute('aria-label', fill(strings.remove, { item: lineName(line) }));
    const cross = element('span', undefined, '×');
    cross.setAttribute('aria-hidden', 'true');
    remove.append(cross);
    const entry: LineItem = { item, quantity, amount, line };
    quantity.addEventListener('change', () => options.onQuantity(entry.line, Number(quantity.value)));
    remove.addEventListener('click', () => options.onRemove(entry.line));
    const controls = element('div', 'shop-cart-controls');
    controls.append(label, quantity, amount, remove);
    item.append(name, price, controls);
    return entry;
  };

  return {
    element: section,
    render(cart, chosen) {
      const wanted = new Set(cart.map(keyOf));
      for (const [key, { item }] of items) {
        if (!wanted.has(key)) { item.remove(); items.delete(key); }
      }
      for (const line of cart) {
        const entry = items.get(keyOf(line)) ?? lineItem(line);
        items.set(keyOf(line), entry);
        entry.line = line;
        entry.quantity.max = String(line.stock);
        if (Number(entry.quantity.value) !== line.quantity) entry.quantity.value = String(line.quantity);
        entry.amount.textContent = money(line.unit_price * line.quantity);
        list.append(entry.item);
      }
      empty.hidden = cart.length > 0;
      const delivery = chosen ?? options.delivery;
      const summary = cartSummary(cart, delivery);
      totals.hidden = cart.length === 0;
      totals.replaceChildren(
        ...row(strings.subtotal, money(summary.subtotal)),
        ...(delivery.enabled ? row(strings.deliveryFee, summary.shippingPrice === 0 ? strings.free : money(summary.shippingPrice)) : []),
        ...row(strings.total, money(summary.total)),
      );
      free.replaceChildren();
      if (delivery.enabled && delivery.free_amount > 0 && cart.length > 0) {
        free.append(element('span', undefined, fill(strings.freeOver, { amount: money(delivery.free_amount) })), ' ',
          element('strong', undefined, summary.freeRemaining === undefined ? strings.freeReached : fill(strings.freeRemaining, { amount: money(summary.freeRemaining) })));
      }
    },
  };
}
