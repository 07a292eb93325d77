// chatPay, the shop that sells inside the conversation (issue 29; 03 §2–§9 Shop): statuses, defaults,
// limits and the pure rules the server (server/chat-pay) and the consoles (src/chat-pay, the customer's
// shop page) share: settings completeness, variations per spec combination, the copy rule, order
// totals with delivery, and money. Money is an integer in the currency's minor unit (for TWD the
// dollar itself) and always travels with its currency.

/** A product's statuses (03 §4: draft is the default for new and copied ones). Only `publish` is sold. */
export const PRODUCT_STATUSES = ['draft', 'publish', 'private'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const DEFAULT_PRODUCT_STATUS: ProductStatus = 'draft';

/** An order's own status (03 §4). `processing` orders are the unhandled ones (the sidebar's count). */
export const ORDER_STATUSES = ['processing', 'confirmed', 'cancelled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The chat-pay order statuses of 03 §4: the status messages a customer receives on their channel
 * (`unpaid` when an order awaits payment, `orderExpiryReminder` before it expires, then the order's).
 */
export const CHAT_PAY_ORDER_STATUSES = ['unpaid', 'orderExpiryReminder', 'processing', 'confirmed', 'completed', 'cancelled'] as const;
export type ChatPayOrderStatus = (typeof CHAT_PAY_ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunding', 'refund', 'partial_refund', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const SHIPPING_STATUSES = ['processing', 'shipping', 'shipped', 'delivered', 'picked', 'returning', 'returned', 'cancelled'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
/** What PUT /order/status/batch changes. */
export const ORDER_STATUS_TYPES = ['order', 'payment', 'shipping'] as const;
export type OrderStatusType = (typeof ORDER_STATUS_TYPES)[number];

/**
 * Pay on delivery, a bank transfer the merchant marks paid, or a card through Stripe Checkout (offered
 * when the server has a Stripe key and the shop turns it on; its payment states follow Stripe's events).
 */
export const PAYMENT_METHODS = ['cod', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Delivery by the shop itself (`shipping.self`), or by Uber Direct's courier (docs/chat-pay.md, "Uber Direct"). */
export const DELIVERY_TYPES = ['self', 'uberDirect'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The product list's stock filter: more than the low count, 1 to the low count, none (the variations' total). */
export const STOCK_FILTERS = ['instock', 'low', 'outofstock'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Currencies with their minor-unit digits. TWD is shown without decimals (03 §9). */
export const CURRENCY_DIGITS = { TWD: 0, USD: 2, JPY: 0, HKD: 2, SGD: 2, MYR: 2, THB: 2 } as const;
export type Currency = keyof typeof CURRENCY_DIGITS;
export const CURRENCIES = Object.keys(CURRENCY_DIGITS) as Currency[];
export const DEFAULT_CURRENCY: Currency = 'TWD';

// 03 §9 defaults and limits.
export const SHOP_NAME_MAX = 25;
export const ORDER_EXPIRE_SECONDS = 900;
export const STOCK_LOW_COUNT = 10;
export const STOCK_NOTIFY = true;
export const UBER_OPEN = '10:00';
export const UBER_CLOSE = '20:00';
export const PREPARATION_MINUTES = 10;
/** Shop lists: 20 a page; a page with fewer ends the list. */
export const SHOP_PAGE_SIZE = 20;
export const DEFAULT_SPEC_NAME = '規格';
export const DEFAULT_SPEC_OPTION = '預設';

// Limits of this server (the spec names none).
export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_DESC_MAX = 5000;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_SPECS_MAX = 3;
export const SPEC_OPTIONS_MAX = 20;
export const SPEC_TEXT_MAX = 30;
/** Variations of one product (every spec combination has one). */
export const VARIATIONS_MAX = 100;
export const SKU_MAX = 64;
export const STOCK_MAX = 1_000_000;
/** The highest price or amount, in minor units. */
export const MONEY_MAX = 1_000_000_000;
export const ORDER_ITEMS_MAX = 50;
export const ORDER_QUANTITY_MAX = 999;
export const ORDER_NOTES_MAX = 500;
export const BATCH_ORDERS_MAX = 100;
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The refusal texts the console maps to its messages (03 §8). */
export const NOT_ENOUGH_STOCK = 'Not enough stock';
export const DUPLICATE_SKU = 'Duplicate sku';
/** The storefront refuses orders until the settings are complete (03 §5). */
export const SHOP_INCOMPLETE = 'Shop settings incomplete';
/** Card payments (Stripe): an order that is not an unpaid card order still waiting cannot be paid now. */
export const ORDER_NOT_PAYABLE = 'Order not payable';
/** Not a card order whose money Stripe holds now (unpaid, refunded, being refunded, or paid another way). */
export const ORDER_NOT_REFUNDABLE = 'Order not refundable';
/** The server has no Stripe key: it takes no cards. */
export const CARDS_UNAVAILABLE = 'Card payments not available';
/** Stripe did not answer, or failed (502): nothing was done; try again. */
export const STRIPE_UNREACHABLE = 'Stripe unreachable';
/** Uber Direct did not answer, or failed (502): asked again, the same idempotency key makes no second courier. */
export const UBER_UNREACHABLE = 'Uber unreachable';
/** The courier has reached the customer: the delivery cannot be cancelled (03). */
export const UBER_ALREADY_DROPOFF = 'Uber courier already dropoff';
/** Uber's answer to asking for the courier was lost more than Uber's 6 hours ago: the merchant checks Uber before anything is asked again. */
export const UBER_DELIVERY_UNKNOWN = 'Uber delivery unknown';
/** The courier is being asked for (another click): wait for its answer. */
export const UBER_DELIVERY_PENDING = 'Uber delivery being created';
/** The order's courier was cancelled (or returned): its idempotency key names that delivery, so no second one is asked for. */
export const UBER_DELIVERY_CANCELLED = 'Uber delivery cancelled';

export interface Spec { name: string; options: string[] }
export interface VariationAttribute { name: string; option: string }
export interface VariationFields {
  id: string;
  sku: string;
  stock_quantity: number;
  regular_price: number;
  sale_price?: number;
  currency: Currency;
  attributes: VariationAttribute[];
}

/** What completes the settings (03 §5): a name, a logo and the address's location. */
export type SettingsRequirement = 'name' | 'logo' | 'location';
export interface SettingsToCheck {
  name: string;
  logo: string;
  contact: { address: { location?: { lat: number; lng: number; text?: string } | null } };
}
/** What the settings still lack; empty: complete, the shop takes orders. */
export function settingsMissing(settings: SettingsToCheck): SettingsRequirement[] {
  const missing: SettingsRequirement[] = [];
  if (settings.name.trim() === '') missing.push('name');
  if (settings.logo.trim() === '') missing.push('logo');
  if (!settings.contact.address.location) missing.push('location');
  return missing;
}

/** The specs a product sells by: its own, or the one default spec (規格: 預設) when it has none. */
export function effectiveSpecs(specs: readonly Spec[]): Spec[] {
  const named = specs.filter((spec) => spec.options.length > 0);
  return named.length > 0 ? named.map((spec) => ({ name: spec.name, options: [...spec.options] }))
    : [{ name: DEFAULT_SPEC_NAME, options: [DEFAULT_SPEC_OPTION] }];
}

/** Every combination of the specs' options, as a variation's attributes, in the specs' order. */
export function specCombinations(specs: readonly Spec[]): VariationAttribute[][] {
  return effectiveSpecs(specs).reduce<VariationAttribute[][]>(
    (combos, spec) => combos.flatMap((combo) => spec.options.map((option) => [...combo, { name: spec.name, option }])),
    [[]],
  );
}

const comboKey = (attributes: readonly VariationAttribute[]) => JSON.stringify(attributes.map((a) => [a.name, a.option]));

/** A new variation (03 §5): no sku, no stock, price 0, no sale price. */
export function newVariation(attributes: VariationAttribute[], currency: Currency = DEFAULT_CURRENCY): VariationFields {
  return { id: '', sku: '', stock_quantity: 0, regular_price: 0, currency, attributes };
}

/** One variation per combination of the specs: the existing one where it matches, a new one elsewhere. */
export function variationsForSpecs(specs: readonly Spec[], existing: readonly VariationFields[], currency: Currency = DEFAULT_CURRENCY): VariationFields[] {
  const byCombo = new Map(existing.map((variation) => [comboKey(variation.attributes), variation]));
  return specCombinations(specs).map((combo) => byCombo.get(comboKey(combo)) ?? newVariation(combo, currency));
}

/** Why the variations do not fit the specs (one per combination, none other), or undefined. */
export function variationsProblem(specs: readonly Spec[], variations: readonly Pick<VariationFields, 'attributes'>[]): string | undefined {
  for (const spec of specs) {
    if (new Set(spec.options).size !== spec.options.length) return `spec ${spec.name} repeats an option`;
  }
  if (new Set(specs.map((spec) => spec.name)).size !== specs.length) return 'spec names repeat';
  const wanted = new Set(specCombinations(specs).map(comboKey));
  const seen = new Set<string>();
  for (const variation of variations) {
    const key = comboKey(variation.attributes);
    if (!wanted.has(key)) return 'a variation is not a combination of the specs';
    if (seen.has(key)) return 'two variations share a combination';
    seen.add(key);
  }
  return seen.size === wanted.size ? undefined : 'a combination of the specs has no variation';
}

/** A sku used twice among these variations (empty skus are not compared). */
export function repeatedSku(variations: readonly Pick<VariationFields, 'sku'>[]): string | undefined {
  const seen = new Set<string>();
  for (const { sku } of variations) {
    if (sku === '') continue;
    if (seen.has(sku)) return sku;
    seen.add(sku);
  }
  return undefined;
}

export interface ProductToCopy { status: ProductStatus; title: string; variations: VariationFields[] }
/** The copy rule (03 §4): a draft titled " - 1" after the original, its variations without ids or skus. */
export function copiedProduct<P extends ProductToCopy>(product: P): P {
  const suffix = ' - 1';
  return {
    ...product,
    status: 'draft',
    title: product.title.slice(0, PRODUCT_TITLE_MAX - suffix.length) + suffix,
    variations: product.variations.map((variation) => ({ ...variation, id: '', sku: '' })),
  };
}

/** The price a variation sells at: its sale price when it has one, else its regular price. */
export function unitPrice(variation: Pick<VariationFields, 'regular_price' | 'sale_price'>): number {
  return variation.sale_price ?? variation.regular_price;
}

/** Where a product's total stock falls for the list's stock filter. */
export function stockLevel(totalStock: number, lowCount: number): StockFilter {
  if (totalStock <= 0) return 'outofstock';
  return totalStock <= lowCount ? 'low' : 'instock';
}

export interface SelfDelivery { price: number; free_amount: number }
/** The delivery price: free from `free_amount` up (0: never free). */
export function deliveryPrice(subtotal: number, delivery: SelfDelivery): number {
  return delivery.free_amount > 0 && subtotal >= delivery.free_amount ? 0 : delivery.price;
}

export interface OrderTotals { subtotal: number; shippingPrice: number; total: number }
/** An order's amounts from its lines and the delivery (all in the order's currency's minor unit). */
export function orderTotals(lines: readonly { unit_price: number; quantity: number }[], delivery: SelfDelivery): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const shippingPrice = deliveryPrice(subtotal, delivery);
  return { subtotal, shippingPrice, total: subtotal + shippingPrice };
}

/** An amount typed in the currency's major unit ("1200", "12.50") in minor units; undefined when it is not one. */
export function minorAmountOf(text: string, currency: Currency): number | undefined {
  const digits = CURRENCY_DIGITS[currency];
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  const trimmed = text.trim();
  if (!pattern.test(trimmed)) return undefined;
  const minor = Math.round(Number(trimmed) * 10 ** digits);
  return minor <= MONEY_MAX ? minor : undefined;
}

/** Minor units to the currency's major amount (TWD: the same number). */
export function majorAmount(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_DIGITS[currency];
}

/** A money amount as text, with the currency's own decimals (TWD: none), e.g. "NT$1,200". */
export function formatMoney(minor: number, currency: Currency, locale = 'zh-TW'): string {
  const digits = CURRENCY_DIGITS[currency];
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(majorAmount(minor, currency));
}

/** A variation's label in an order line and a card: its options joined ("紅 / L"). */
export function variationLabel(attributes: readonly VariationAttribute[]): string {
  return attributes.map((attribute) => attribute.option).join(' / ');
}

/** The statuses a batch change of `type` may set (PUT /order/status/batch). */
export const STATUSES_OF_TYPE: Record<OrderStatusType, readonly string[]> = {
  order: ORDER_STATUSES, payment: PAYMENT_STATUSES, shipping: SHIPPING_STATUSES,
};

/** Cancelled is final: its stock went back, so it cannot become an order again. */
export function orderStatusChangeAllowed(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || from !== 'cancelled';
}

/** The status message a customer gets for an order as it stands (03 §4's chat-pay order statuses). */
export function customerStatusOf(order: { status: OrderStatus; paymentStatus: PaymentStatus; expiresAt: Date | string | null }): ChatPayOrderStatus {
  if (order.status !== 'processing') return order.status;
  return order.paymentStatus === 'unpaid' && order.expiresAt !== null ? 'unpaid' : 'processing';
}
/** A product card or link goes out for a published product only (the storefront sells no other). */
export const PRODUCT_NOT_PUBLISHED = 'Product not published';
/** Shipping news for an order that was cancelled. */
export const ORDER_CANCELLED = 'Order cancelled';
