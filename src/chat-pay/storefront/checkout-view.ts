// The order form: the delivery with its price, the customer's details, notes, the payment method the
// shop takes, the total and Place order. It checks what it can before sending; a refusal leaves every
// field as typed and says why (under the field, or above the button as an alert).
import { formatMoney, ORDER_NOTES_MAX, type Currency, type PaymentMethod } from '../../../common/chat-pay';
import type { DeliveryQuote, PublicShop, StorefrontOrderRequest } from '../../../common/contracts/chat-pay';
import type { OrderField } from './api';
import { element, field, radioGroup, type Field } from './dom';
import { fill, type ShopLocale, type ShopStrings } from './strings';

export type CheckoutValues = Omit<StorefrontOrderRequest, 'token' | 'items'>;

export interface CheckoutOptions {
  strings: ShopStrings;
  locale: ShopLocale;
  shop: Pick<PublicShop, 'delivery' | 'payment'> & { currency: Currency };
  /** Uber Direct's price to the address (the page's API); only asked when the shop offers Uber now. */
  quoteDelivery?: (address: string) => Promise<DeliveryQuote>;
  /** The delivery chosen changed its price: the Uber courier's quoted fee, or undefined for the shop's own. */
  onDeliveryPrice?: (price: number | undefined) => void;
}

export interface CheckoutView {
  element: HTMLFormElement;
  setTotal(total: number): void;
  onSubmit(handler: (values: CheckoutValues) => void): void;
  /** While the order is being placed: the button says so and cannot be pressed again. */
  setBusy(busy: boolean): void;
  /** Says why the order was not placed (an alert above the button); undefined clears it. */
  showFailure(text: string | undefined): void;
  showFieldError(field: OrderField, text: string): void;
}

function textField(label: string, type: string, autocomplete: AutoFill, maxLength: number): Field<HTMLInputElement> {
  const input = element('input', 'shop-input');
  input.type = type;
  input.autocomplete = autocomplete;
  input.maxLength = maxLength;
  return field(label, input);
}

/** A simple shape check, the server's format check being the rule: something@something.something. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function checkoutForm(options: CheckoutOptions): CheckoutView {
  const { strings, locale, shop } = options;
  const money = (amount: number) => formatMoney(amount, shop.currency, locale);
  const self = shop.delivery.self;

  const form = element('form', 'shop-checkout');
  form.noValidate = true;
  form.setAttribute('aria-label', strings.placeOrder);

  // Delivery: the shop's own with its price, and Uber's courier when the shop offers it now (priced by a quote to the address).
  const deliveryPrice = self.price === 0 ? strings.free : money(self.price);
  const deliveryLabel = `${strings.deliverySelf} · ${deliveryPrice}${self.free_amount > 0 ? ` · ${fill(strings.freeOver, { amount: money(self.free_amount) })}` : ''}`;
  const uberOffered = shop.delivery.uberDirect?.available === true && options.quoteDelivery !== undefined;
  let deliveryType: 'self' | 'uberDirect' = self.enabled ? 'self' : 'uberDirect';
  /** The quote of the address typed, once Uber answered it. */
  let quote: { address: string; fee: number; quoteId: string } | undefined;
  const uberStatus = element('p', 'shop-notice shop-uber');
  uberStatus.setAttribute('role', 'status');
  uberStatus.hidden = true;
  const choices = [
    ...(self.enabled ? [{ value: 'self', label: deliveryLabel, checked: deliveryType === 'self' }] : []),
    ...(uberOffered ? [{ value: 'uberDirect', label: strings.deliveryUber, checked: deliveryType === 'uberDirect' }] : []),
  ];
  const group = choices.length > 0 ? radioGroup(strings.delivery, 'shop-delivery', choices, (value) => {
    deliveryType = value as typeof deliveryType;
    void askQuote();
  }) : undefined;
  const delivery = group ? group.fieldset : element('p', 'shop-notice', strings.noDelivery);
  if (group) group.fieldset.append(uberStatus);
  const priceChanged = () => options.onDeliveryPrice?.(deliveryType === 'uberDirect' ? quote?.fee : undefined);

  const details = element('fieldset', 'shop-details');
  details.append(element('legend', 'shop-label shop-legend', strings.yourDetails));
  const optional = (label: string) => fill(strings.optional, { field: label });
  const fields: Record<OrderField, Field<HTMLInputElement | HTMLTextAreaElement>> = {
    // Not started with the customer's channel name: a nickname (or live chat's "Visitor 1234") is no name to deliver to.
    name: textField(strings.name, 'text', 'name', 100),
    phone: textField(strings.phone, 'tel', 'tel', 30),
    email: textField(optional(strings.email), 'email', 'email', 200),
    address: field(strings.deliveryAddress, Object.assign(element('textarea', 'shop-input'), { rows: 2, maxLength: 300, autocomplete: 'street-address' })),
    notes: field(optional(strings.notes), Object.assign(element('textarea', 'shop-input'), { rows: 3, maxLength: ORDER_NOTES_MAX })),
  };
  fields.name.input.required = true;
  fields.phone.input.required = true;
  fields.address.input.required = self.enabled || uberOffered;
  if (!self.enabled && !uberOffered) fields.address.wrapper.hidden = true;
  fields.address.input.addEventListener('change', () => void askQuote());

  /** Asks Uber for its price to the address typed (when Uber is chosen); undeliverable: back to the shop's own delivery. */
  function askQuote(): Promise<void> {
    const address = fields.address.input.value.trim();
    uberStatus.hidden = deliveryType !== 'uberDirect';
    if (deliveryType !== 'uberDirect') return Promise.resolve(priceChanged());
    if (quote && quote.address === address) return Promise.resolve(priceChanged());
    quote = undefined;
    priceChanged();
    if (!address) {
      uberStatus.textContent = strings.uberNeedsAddress;
      return Promise.resolve();
    }
    uberStatus.textContent = strings.uberQuoting;
    const asking = options.quoteDelivery!(address).then((answer) => {
      if (fields.address.input.value.trim() !== address) return;
      if (answer.deliverable) {
        quote = { address, fee: answer.fee, quoteId: answer.quoteId };
        uberStatus.textContent = fill(strings.uberPrice, { amount: money(answer.fee) });
      } else {
        uberStatus.textContent = self.enabled ? `${strings.uberUndeliverable} ${strings.selfInstead}` : strings.uberUndeliverable;
        if (self.enabled && group) {
          deliveryType = 'self';
          group.inputs[0]!.checked = true;
        }
      }
      priceChanged();
    }, () => {
      uberStatus.textContent = strings.uberFailed;
    });
    return asking;
  }
  details.append(fields.name.wrapper, fields.phone.wrapper, fields.email.wrapper, fields.address.wrapper, fields.notes.wrapper);

  const methods = shop.payment.methods;
  let method: PaymentMethod | undefined = methods[0];
  const payment = methods.length > 0
    ? radioGroup(strings.payment, 'shop-payment', methods.map((value, index) => ({ value, label: strings.paymentMethods[value], checked: index === 0 })),
      (value) => { method = value as PaymentMethod; }).fieldset
    : element('p', 'shop-notice', strings.noPayment);

  const total = element('p', 'shop-total');
  const failure = element('p', 'shop-failure');
  failure.setAttribute('role', 'alert');
  const submit = element('button', 'shop-button shop-place', strings.placeOrder);
  submit.type = 'submit';
  const canPlace = (self.enabled || uberOffered) && methods.length > 0;
  submit.disabled = !canPlace;
  form.append(delivery, details, payment, total, failure, submit);

  const problemOf = (name: OrderField, value: string): string | undefined => {
    if (!value) return fields[name].input.required ? strings.fieldRequired : undefined;
    return name === 'email' && !looksLikeEmail(value) ? strings.invalidEmail : undefined;
  };

  let handler: ((values: CheckoutValues) => void) | undefined;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled || !method) return;
    // Uber chosen and its price not known yet for this address: asked first, then the order is sent with it.
    if (deliveryType === 'uberDirect' && (!quote || quote.address !== fields.address.input.value.trim()) && fields.address.input.value.trim()) {
      void askQuote().then(() => { if (quote || deliveryType === 'self') form.requestSubmit(); });
      return;
    }
    failure.textContent = '';
    const values = Object.fromEntries(Object.entries(fields).map(([name, { input }]) => [name, input.value.trim()])) as Record<OrderField, string>;
    let firstInvalid: HTMLElement | undefined;
    for (const [name, entry] of Object.entries(fields) as [OrderField, Field<HTMLInputElement | HTMLTextAreaElement>][]) {
      const problem = problemOf(name, values[name]);
      entry.setError(problem);
      if (problem) firstInvalid ??= entry.input;
    }
    if (firstInvalid) return firstInvalid.focus();
    if (deliveryType === 'uberDirect' && !quote) return;
    handler?.({
      delivery: deliveryType === 'uberDirect' && quote ? { type: 'uberDirect', address: values.address, quoteId: quote.quoteId } : { type: 'self', address: values.address },
      contact: { name: values.name, phone: values.phone, ...(values.email ? { email: values.email } : {}) },
      ...(values.notes ? { notes: values.notes } : {}),
      paymentMethod: method,
    });
  });

  return {
    element: form,
    setTotal: (amount) => { total.textContent = `${strings.total} ${money(amount)}`; },
    onSubmit: (next) => { handler = next; },
    setBusy(busy) {
      submit.disabled = busy || !canPlace;
      submit.textContent = busy ? strings.placing : strings.placeOrder;
      form.setAttribute('aria-busy', String(busy));
    },
    showFailure: (text) => { failure.textContent = text ?? ''; },
    showFieldError(name, text) {
      fields[name].setError(text);
      fields[name].input.focus();
    },
  };
}
