// The order's page: its number, lines and amounts, where it stands (order, payment, delivery), how to
// pay a bank transfer and by when, "Pay now" for an unpaid card order, and that the shop has been told.
import { DEFAULT_SPEC_OPTION, formatMoney } from '../../../common/chat-pay';
import type { Order } from '../../../common/contracts/chat-pay';
import { lineName } from './cart';
import { element, uniqueId } from './dom';
import { fill, type ShopLocale, type ShopStrings } from './strings';

export interface OrderViewOptions {
  strings: ShopStrings;
  locale: ShopLocale;
  /** The shop's words for a transfer (its account); shown while a transfer order is unpaid. */
  transferNote: string;
  /** The order was placed just now on this page: thank the customer. */
  justPlaced: boolean;
  /** Where "Back to the shop" leads; none for a link to the order alone. */
  shopHref?: string;
  /** "Pay now" of an unpaid card order: goes to the payment page (rejects when it cannot open). */
  onPay(): Promise<void>;
}

/** An unpaid card order still waiting: the amount, by when, and "Pay now". */
function cardPayment(order: Order, options: OrderViewOptions, money: (amount: number) => string): HTMLElement {
  const { strings, locale } = options;
  const box = element('div', 'shop-transfer');
  box.append(element('p', undefined, fill(strings.cardIntro, { amount: money(order.total) })));
  if (order.expiresAt) {
    const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.expiresAt));
    box.append(element('p', undefined, fill(strings.payBy, { time })));
  }
  const failure = element('p', 'shop-failure');
  failure.setAttribute('role', 'alert');
  const button = element('button', 'shop-button', strings.payNow);
  button.type = 'button';
  button.addEventListener('click', () => {
    button.disabled = true;
    failure.textContent = '';
    options.onPay().catch((error: unknown) => {
      console.error(error);
      failure.textContent = strings.payFailed;
      button.disabled = false;
    });
  });
  box.append(button, failure);
  return box;
}

function definitions(rows: readonly [string, string][], className: string): HTMLDListElement {
  const list = element('dl', className);
  for (const [term, value] of rows) list.append(element('dt', undefined, term), element('dd', undefined, value));
  return list;
}

export function orderSection(order: Order, options: OrderViewOptions): HTMLElement {
  const { strings, locale } = options;
  const money = (amount: number) => formatMoney(amount, order.currency, locale);

  const section = element('section', 'shop-order');
  const heading = element('h2', undefined, fill(strings.orderTitle, { number: order.number }));
  heading.id = uniqueId('shop-order');
  heading.tabIndex = -1;
  section.setAttribute('aria-labelledby', heading.id);
  section.append(heading);
  if (options.justPlaced) section.append(element('p', 'shop-thanks', strings.orderThanks));
  section.append(element('p', 'shop-notice', strings.merchantTold));

  section.append(definitions([
    [strings.orderStatusLabel, strings.orderStatuses[order.status]],
    [strings.paymentStatusLabel, `${strings.paymentStatuses[order.payment.status]} · ${strings.paymentMethods[order.payment.method]}`],
    [strings.shippingStatusLabel, strings.shippingStatuses[order.shipping.status]],
  ], 'shop-statuses'));
  // An Uber Direct courier on the way: where to follow it.
  const tracking = order.shipping.courier?.trackingUrl;
  if (tracking) {
    section.append(Object.assign(element('a', 'shop-tracking', strings.trackCourier), { href: tracking, target: '_blank', rel: 'noopener noreferrer' }));
  }

  if (order.payment.method === 'transfer' && order.payment.status === 'unpaid') {
    const transfer = element('div', 'shop-transfer');
    transfer.append(element('p', undefined, fill(strings.transferIntro, { amount: money(order.total) })));
    if (options.transferNote) transfer.append(element('p', 'shop-transfer-note', options.transferNote));
    if (order.expiresAt) {
      const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.expiresAt));
      transfer.append(element('p', undefined, fill(strings.payBy, { time })));
    }
    section.append(transfer);
  }

  if (order.payment.method === 'card' && order.payment.status === 'unpaid' && order.status === 'processing') section.append(cardPayment(order, options, money));

  const lines = element('ul', 'shop-order-lines');
  for (const item of order.items) {
    const line = element('li', 'shop-order-line');
    line.append(
      // A product without specs of its own sells its one default variation: no label to show.
      element('span', 'shop-cart-name', lineName({ title: item.title, variation: item.variation === DEFAULT_SPEC_OPTION ? '' : item.variation })),
      element('span', 'shop-muted', fill(strings.lineQuantity, { quantity: item.quantity, price: money(item.unit_price) })),
      element('span', 'shop-cart-amount', money(item.unit_price * item.quantity)),
    );
    lines.append(line);
  }
  section.append(lines, definitions([
    [strings.subtotal, money(order.subtotal)],
    [strings.deliveryFee, order.shipping.price === 0 ? strings.free : money(order.shipping.price)],
    [strings.total, money(order.total)],
  ], 'shop-totals'));

  section.append(definitions([
    [strings.name, order.contact.name],
    [strings.phone, order.contact.phone],
    ...(order.contact.email ? [[strings.email, order.contact.email] as [string, string]] : []),
    ...(order.shipping.address ? [[strings.deliveryAddress, order.shipping.address] as [string, string]] : []),
    ...(order.notes ? [[strings.notes, order.notes] as [string, string]] : []),
  ], 'shop-order-contact'));

  if (options.shopHref) section.append(Object.assign(element('a', 'shop-back', strings.backToShop), { href: options.shopHref }));
  return section;
}
