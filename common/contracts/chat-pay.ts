// chatPay (issue 29; rules and limits in common/chat-pay.ts; server/chat-pay; docs/chat-pay.md): the
// store settings, products with variations, orders, the sends into a conversation, the signed share
// links, and the public storefront API the customer's page (`/shop/{token}`, shop.html) calls. Each
// request and answer is a TypeBox schema with its inferred type under the same name (docs/contracts.md).
// Merchant routes carry the organization in the path (`/shop8/{orgId}/…`, 03 §7); money is an integer
// in the currency's minor unit (TWD: the dollar) beside its currency.
import { Type, type Static } from 'typebox';
import {
  BATCH_ORDERS_MAX, CHAT_PAY_ORDER_STATUSES, CURRENCIES, DELIVERY_TYPES, MONEY_MAX, ORDER_ITEMS_MAX, ORDER_NOTES_MAX,
  ORDER_QUANTITY_MAX, ORDER_STATUS_TYPES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, PRODUCT_DESC_MAX,
  PRODUCT_IMAGES_MAX, PRODUCT_SPECS_MAX, PRODUCT_STATUSES, PRODUCT_TITLE_MAX, SHIPPING_STATUSES, SHOP_NAME_MAX,
  SHOP_PAGE_SIZE, SKU_MAX, SPEC_OPTIONS_MAX, SPEC_TEXT_MAX, STOCK_FILTERS, STOCK_MAX, TIME_OF_DAY_PATTERN, VARIATIONS_MAX,
} from '../chat-pay';
import { MESSAGE_TAGS } from '../customer-profile';
import { errorAnswers, Id, IsoTime } from './base';
import { StringEnum } from './keywords';

/** Objects the merchant saves drop fields they do not name (Ajv's removeAdditional), so none is stored. */
const strict = { additionalProperties: false } as const;
const Money = Type.Integer({ minimum: 0, maximum: MONEY_MAX });
const Text = (maxLength: number) => Type.String({ maxLength });
/** An uploaded file's address (the upload flow, docs/uploads.md): `/files/…` or an absolute URL. */
const FileUrl = Type.String({ maxLength: 2000, pattern: '^(/files/|https?://)' });

export const Currency = StringEnum(CURRENCIES);
export const ProductStatus = StringEnum(PRODUCT_STATUSES);
export const OrderStatus = StringEnum(ORDER_STATUSES);
export const ChatPayOrderStatus = StringEnum(CHAT_PAY_ORDER_STATUSES);
export const PaymentStatus = StringEnum(PAYMENT_STATUSES);
export const ShippingStatus = StringEnum(SHIPPING_STATUSES);
export const PaymentMethod = StringEnum(PAYMENT_METHODS);
export const DeliveryType = StringEnum(DELIVERY_TYPES);
export const MessageTag = StringEnum(MESSAGE_TAGS);

// ── Store settings ──────────────────────────────────────────────────────────

export const Location = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  text: Text(300),
}, strict);
export type Location = Static<typeof Location>;
const Visible = <T extends Record<string, ReturnType<typeof Type.String>>>(fields: T) =>
  Type.Object({ ...fields, visible: Type.Boolean() }, strict);

export const ShopSettings = Type.Object({
  /** At most 25 characters (03 §9). */
  name: Type.String({ maxLength: SHOP_NAME_MAX }),
  /** The logo's address from the upload flow; '' none. */
  logo: Type.Union([Type.Literal(''), FileUrl]),
  currency: Currency,
  contact: Type.Object({
    phone: Visible({ value: Text(30) }),
    email: Visible({ value: Text(200) }),
    address: Type.Object({ value: Text(300), visible: Type.Boolean(), location: Type.Union([Location, Type.Null()]) }, strict),
  }, strict),
  shipping: Type.Object({
    /** The shop's own delivery: its price, free from `free_amount` up (0: never free), and where goods are kept. */
    self: Type.Object({ enabled: Type.Boolean(), price: Money, free_amount: Money, storage: Text(300) }, strict),
    /** Uber Direct's courier: offered within `open`–`close` (UTC) when the server has Uber Direct (docs/chat-pay.md, "Uber Direct"). */
    uberDirect: Type.Object({
      enabled: Type.Boolean(),
      options: Type.Object({
        pickupImmediately: Type.Boolean(),
        open: Type.String({ pattern: TIME_OF_DAY_PATTERN }),
        close: Type.String({ pattern: TIME_OF_DAY_PATTERN }),
      }, strict),
    }, strict),
  }, strict),
  shopLocations: Type.Array(Type.Object({ name: Text(100), location: Location }, strict), { maxItems: 20 }),
  /** What the shop does with an address it cannot deliver to: refuse the order, or let the merchant decide. */
  deliverableAction: StringEnum(['reject', 'review'] as const),
  /** Minutes to prepare an order. */
  preparationTime: Type.Integer({ minimum: 0, maximum: 1440 }),
  /**
   * How the customer pays: on delivery, by transfer to the account the note tells (marked paid by the
   * merchant), or by card through Stripe Checkout (offered only when the server has a Stripe key; settings
   * saved before it existed have none: off).
   */
  payment: Type.Object({
    cod: Type.Object({ enabled: Type.Boolean() }, strict),
    transfer: Type.Object({ enabled: Type.Boolean(), note: Text(500) }, strict),
    card: Type.Optional(Type.Object({ enabled: Type.Boolean() }, strict)),
  }, strict),
  /** An unpaid transfer order is cancelled after `expire` seconds and its stock returned. */
  order: Type.Object({ expire: Type.Integer({ minimum: 60, maximum: 30 * 24 * 3600 }) }, strict),
  stock: Type.Object({ low_count: Type.Integer({ minimum: 0, maximum: STOCK_MAX }), notify: Type.Boolean() }, strict),
}, strict);
export type ShopSettings = Static<typeof ShopSettings>;

/** GET/POST /shop8/{orgId}/settings answer: the settings, and what keeps the shop from taking orders. */
export const ShopSettingsAnswer = Type.Object({
  ...ShopSettings.properties,
  complete: Type.Boolean(),
  missing: Type.Array(StringEnum(['name', 'logo', 'location'] as const)),
  /** Whether this server takes cards (it has STRIPE_SECRET_KEY): else `payment.card` offers nothing. */
  cardAvailable: Type.Boolean(),
  /** Whether this server has Uber Direct (UBER_DIRECT_CLIENT_ID…): else `shipping.uberDirect` offers nothing. */
  uberAvailable: Type.Boolean(),
});
export type ShopSettingsAnswer = Static<typeof ShopSettingsAnswer>;

// ── Products ────────────────────────────────────────────────────────────────

export const Spec = Type.Object({
  name: Type.String({ minLength: 1, maxLength: SPEC_TEXT_MAX }),
  options: Type.Array(Type.String({ minLength: 1, maxLength: SPEC_TEXT_MAX }), { minItems: 1, maxItems: SPEC_OPTIONS_MAX }),
}, strict);
export type Spec = Static<typeof Spec>;
export const VariationAttribute = Type.Object({
  name: Type.String({ minLength: 1, maxLength: SPEC_TEXT_MAX }),
  option: Type.String({ minLength: 1, maxLength: SPEC_TEXT_MAX }),
}, strict);
export const Variation = Type.Object({
  /** '' for a new variation (the server gives it an id). */
  id: Type.String({ maxLength: 100 }),
  sku: Type.String({ maxLength: SKU_MAX }),
  stock_quantity: Type.Integer({ minimum: 0, maximum: STOCK_MAX }),
  regular_price: Money,
  sale_price: Type.Optional(Money),
  currency: Currency,
  attributes: Type.Array(VariationAttribute, { minItems: 1, maxItems: PRODUCT_SPECS_MAX }),
}, strict);
export type Variation = Static<typeof Variation>;

/** What POST /product takes and PUT /product/{id} replaces. No specs: the one default spec (規格: 預設). */
export const ProductFields = Type.Object({
  status: Type.Optional(ProductStatus),
  title: Type.String({ minLength: 1, maxLength: PRODUCT_TITLE_MAX }),
  desc: Type.Optional(Text(PRODUCT_DESC_MAX)),
  images: Type.Optional(Type.Array(FileUrl, { maxItems: PRODUCT_IMAGES_MAX })),
  specs: Type.Optional(Type.Array(Spec, { maxItems: PRODUCT_SPECS_MAX })),
  /** Free descriptive attributes (material, origin, …) shown on the product page. */
  attributes: Type.Optional(Type.Array(Type.Object({ name: Text(50), value: Text(200) }, strict), { maxItems: 20 })),
  variations: Type.Array(Variation, { minItems: 1, maxItems: VARIATIONS_MAX }),
}, strict);
export type ProductFields = Static<typeof ProductFields>;

export const Product = Type.Object({
  id: Type.String(),
  status: ProductStatus,
  title: Type.String(),
  /** 1, 2, 3 … per organization, in creation order. */
  serial: Type.Integer(),
  desc: Type.String(),
  images: Type.Array(Type.String()),
  specs: Type.Array(Spec),
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  variations: Type.Array(Variation),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Product = Static<typeof Product>;

const Page = Type.Integer({ minimum: 1, maximum: 10_000 });
const Limit = Type.Integer({ minimum: 1, maximum: 100, default: SHOP_PAGE_SIZE });
/** GET /shop8/{orgId}/products: search in titles and skus, stock and status filters, 20 a page by serial. */
export const ProductListQuery = Type.Object({
  search: Type.Optional(Text(100)),
  stock: Type.Optional(StringEnum(STOCK_FILTERS)),
  status: Type.Optional(ProductStatus),
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  orderBy: Type.Optional(Type.Literal('serial')),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
});
export type ProductListQuery = Static<typeof ProductListQuery>;
export const ProductList = Type.Object({ products: Type.Array(Product), page: Type.Integer(), limit: Type.Integer() });
export type ProductList = Static<typeof ProductList>;

// ── Orders ──────────────────────────────────────────────────────────────────

export const OrderItemRequest = Type.Object({
  product_id: Id,
  variation_id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: ORDER_QUANTITY_MAX }),
}, strict);
export type OrderItemRequest = Static<typeof OrderItemRequest>;
const OrderItems = Type.Array(OrderItemRequest, { minItems: 1, maxItems: ORDER_ITEMS_MAX });
export const OrderDelivery = Type.Object({
  type: DeliveryType,
  address: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  /** uberDirect: the quote the page showed (POST /shop/api/delivery/quote); the price is Uber's, asked again when the order is placed. */
  quoteId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
}, strict);
export type OrderDelivery = Static<typeof OrderDelivery>;
export const OrderContact = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ minLength: 1, maxLength: 30 }),
  email: Type.Optional(Type.String({ maxLength: 200, format: 'email' })),
}, strict);
export type OrderContact = Static<typeof OrderContact>;

export const OrderItem = Type.Object({
  product_id: Type.String(),
  variation_id: Type.String(),
  /** The product's title and the variation's label ("紅 / L") at ordering time. */
  title: Type.String(),
  variation: Type.String(),
  quantity: Type.Integer(),
  /** The price at ordering time (the sale price when there was one). */
  unit_price: Type.Integer(),
  currency: Currency,
});
export type OrderItem = Static<typeof OrderItem>;

export const Order = Type.Object({
  id: Type.String(),
  /** 1, 2, 3 … per organization; `number` is how it is shown ("#12"). */
  serial: Type.Integer(),
  number: Type.String(),
  customer_id: Type.String(),
  /** The conversation the order came from (status messages go there). */
  conversation: Type.String(),
  status: OrderStatus,
  payment: Type.Object({ status: PaymentStatus, method: PaymentMethod }),
  shipping: Type.Object({
    status: ShippingStatus, type: DeliveryType, price: Type.Integer(), address: Type.Optional(Type.String()),
    /** An Uber Direct order's courier: asking Uber ('creating'), dispatched ('created') or Uber's answer lost ('unknown'), and where to follow it. */
    courier: Type.Optional(Type.Object({ state: Type.Union([StringEnum(['creating', 'created', 'unknown'] as const), Type.Null()]), trackingUrl: Type.Optional(Type.String()) })),
  }),
  items: Type.Array(OrderItem),
  subtotal: Type.Integer(),
  total: Type.Integer(),
  currency: Currency,
  contact: Type.Object({ name: Type.String(), phone: Type.String(), email: Type.Optional(Type.String()) }),
  notes: Type.String(),
  /** The receipt id of the last status message sent to the customer ('' none). */
  receiptId: Type.String(),
  /** When an unpaid transfer order is cancelled and its stock returned (null: it does not expire). */
  expiresAt: Type.Union([IsoTime, Type.Null()]),
  /** The member credited with the sale (statistics): the last sender of its products, or the member who created it; null none. */
  agent_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** That member with their name, on the merchant's read of one order. */
  agent: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Order = Static<typeof Order>;
/** An order as its customer reads it (the storefront): without the member credited with the sale. */
export const CustomerOrder = Type.Omit(Order, ['agent_id', 'agent']);
export type CustomerOrder = Static<typeof CustomerOrder>;

/** POST /shop8/{orgId}/orders: filtered by the order's, the payment's and the shipping's status, and the customer; newest first. */
export const OrderListRequest = Type.Object({
  filter: Type.Optional(Type.Object({
    /** One customer's orders (the customer panel); a customer of another organization: 404. */
    customer_id: Type.Optional(Id),
    status: Type.Optional(OrderStatus),
    payment: Type.Optional(PaymentStatus),
    shipping: Type.Optional(ShippingStatus),
  }, strict)),
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
});
export type OrderListRequest = Static<typeof OrderListRequest>;
export const OrderList = Type.Object({ orders: Type.Array(Order), page: Type.Integer(), limit: Type.Integer() });
export type OrderList = Static<typeof OrderList>;

/** POST /shop8/{orgId}/order: the merchant orders for a customer (prices and stock as on the storefront). */
export const CreateOrderRequest = Type.Object({
  customer_id: Id,
  items: OrderItems,
  delivery: OrderDelivery,
  contact: OrderContact,
  notes: Type.Optional(Text(ORDER_NOTES_MAX)),
  paymentMethod: Type.Optional(PaymentMethod),
});
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;
/** PUT /shop8/{orgId}/order/{id}: what the merchant edits on an order (contact, notes, delivery address). */
export const UpdateOrderRequest = Type.Object({
  contact: Type.Optional(OrderContact),
  notes: Type.Optional(Text(ORDER_NOTES_MAX)),
  address: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
}, strict);
export type UpdateOrderRequest = Static<typeof UpdateOrderRequest>;

/** PUT /shop8/{orgId}/order/status/batch: one status of the order, the payment or the shipping, on many orders. */
export const OrderStatusBatchRequest = Type.Object({
  orderIds: Type.Array(Id, { minItems: 1, maxItems: BATCH_ORDERS_MAX }),
  type: StringEnum(ORDER_STATUS_TYPES),
  /** A status of the type's list (ORDER_STATUSES, PAYMENT_STATUSES or SHIPPING_STATUSES). */
  status: Type.String({ minLength: 1, maxLength: 30 }),
});
export type OrderStatusBatchRequest = Static<typeof OrderStatusBatchRequest>;
export const OrderStatusBatchResult = Type.Object({ orders: Type.Array(Order) });
export type OrderStatusBatchResult = Static<typeof OrderStatusBatchResult>;

const Receipt = Type.String({ minLength: 1, maxLength: 200 });
/** POST /shop8/{orgId}/order/shipping/confirm: the order ships; the customer gets the shipping message. */
export const ShippingConfirmRequest = Type.Object({
  orderId: Id,
  receiptId: Receipt,
  fbMessengerTag: Type.Optional(MessageTag),
  pickupRemark: Type.Optional(Text(300)),
});
export type ShippingConfirmRequest = Static<typeof ShippingConfirmRequest>;
/** POST /shop8/{orgId}/order/shipping/cancel: the shipping is cancelled; the customer is told. */
export const ShippingCancelRequest = Type.Object({ orderId: Id, receiptId: Receipt, fbMessengerTag: Type.Optional(MessageTag) });
export type ShippingCancelRequest = Static<typeof ShippingCancelRequest>;
/** POST /shop8/{orgId}/order_status/send: the order's current status as a message to the customer. */
export const OrderStatusSendRequest = Type.Object({ orderId: Id, receiptId: Receipt, fbMessengerTag: Type.Optional(MessageTag) });
export type OrderStatusSendRequest = Static<typeof OrderStatusSendRequest>;
/** POST /shop8/{orgId}/order/refund: refunds a paid card order through Stripe, all of it or `amount` (minor units). */
export const OrderRefundRequest = Type.Object({ orderId: Id, amount: Type.Optional(Type.Integer({ minimum: 1, maximum: MONEY_MAX })) }, strict);
export type OrderRefundRequest = Static<typeof OrderRefundRequest>;
export const UnhandledOrders = Type.Object({ unhandledCount: Type.Integer() });
export type UnhandledOrders = Static<typeof UnhandledOrders>;

// ── Sends and links ─────────────────────────────────────────────────────────

/** POST /shop8/{orgId}/product/send: the product as a card in the customer's conversation (HUMAN_AGENT by default). */
export const ProductSendRequest = Type.Object({
  customerObjectId: Id,
  productId: Id,
  receiptId: Receipt,
  fbMessengerTag: Type.Optional(MessageTag),
});
export type ProductSendRequest = Static<typeof ProductSendRequest>;
/** The stored message's id (the same for a repeated receiptId). */
export const ProductSendResult = Type.Object({ messageId: Type.String(), url: Type.String() });
export type ProductSendResult = Static<typeof ProductSendResult>;
/** POST /shop8/{orgId}/product/share_link: the signed storefront link of a product for a customer. */
export const ProductShareLinkRequest = Type.Object({ productId: Id, customerObjectId: Id });
export type ProductShareLinkRequest = Static<typeof ProductShareLinkRequest>;
/** POST /shop8/{orgId}/order/share_link: the signed link of an order for its customer. */
export const OrderShareLinkRequest = Type.Object({ orderId: Id });
export type OrderShareLinkRequest = Static<typeof OrderShareLinkRequest>;
export const ShareLink = Type.Object({ url: Type.String() });
export type ShareLink = Static<typeof ShareLink>;

// ── The public storefront (no session: the signed token of the link) ───────────────────────

/** What the customer's page shows of the shop: its public settings and whether it takes orders. */
export const PublicShop = Type.Object({
  name: Type.String(),
  logo: Type.String(),
  currency: Currency,
  contact: Type.Object({ phone: Type.String(), email: Type.String(), address: Type.String() }),
  delivery: Type.Object({
    self: Type.Object({ enabled: Type.Boolean(), price: Type.Integer(), free_amount: Type.Integer() }),
    /** Uber Direct is offered now: the shop enables it, the server has it, and now is within the courier hours (UTC). */
    uberDirect: Type.Optional(Type.Object({ available: Type.Boolean() })),
  }),
  payment: Type.Object({ methods: Type.Array(PaymentMethod), transferNote: Type.String() }),
  /** False until the settings are complete: the page says the shop does not take orders yet. */
  open: Type.Boolean(),
});
export type PublicShop = Static<typeof PublicShop>;
export const PublicVariation = Type.Object({
  id: Type.String(),
  attributes: Type.Array(VariationAttribute),
  regular_price: Type.Integer(),
  sale_price: Type.Optional(Type.Integer()),
  currency: Currency,
  stock_quantity: Type.Integer(),
});
export const PublicProduct = Type.Object({
  id: Type.String(),
  title: Type.String(),
  desc: Type.String(),
  images: Type.Array(Type.String()),
  specs: Type.Array(Spec),
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  variations: Type.Array(PublicVariation),
});
export type PublicProduct = Static<typeof PublicProduct>;
const Token = Type.String({ minLength: 1, maxLength: 500 });
export const StorefrontQuery = Type.Object({ token: Token });
export type StorefrontQuery = Static<typeof StorefrontQuery>;
/** GET /shop/api/storefront?token: the shop, the linked product (published) or order, and who the customer is. */
export const Storefront = Type.Object({
  shop: PublicShop,
  customer: Type.Object({ name: Type.String() }),
  products: Type.Array(PublicProduct),
  order: Type.Optional(CustomerOrder),
});
export type Storefront = Static<typeof Storefront>;
/** POST /shop/api/orders: the customer orders; 409 "Not enough stock" or "Shop settings incomplete". */
export const StorefrontOrderRequest = Type.Object({
  token: Token,
  items: OrderItems,
  delivery: OrderDelivery,
  contact: OrderContact,
  notes: Type.Optional(Text(ORDER_NOTES_MAX)),
  paymentMethod: PaymentMethod,
});
export type StorefrontOrderRequest = Static<typeof StorefrontOrderRequest>;
/** POST /shop/api/delivery/quote: Uber Direct's price to the customer's address. */
export const DeliveryQuoteRequest = Type.Object({ token: Token, address: Type.String({ minLength: 1, maxLength: 300 }) }, strict);
export type DeliveryQuoteRequest = Static<typeof DeliveryQuoteRequest>;
/** Uber's quote in the shop's currency (minor units), or Uber cannot deliver there (the page offers the shop's own delivery). */
export const DeliveryQuote = Type.Union([
  Type.Object({ deliverable: Type.Literal(true), fee: Type.Integer(), currency: Currency, quoteId: Type.String(), expiresAt: Type.String() }),
  Type.Object({ deliverable: Type.Literal(false), action: StringEnum(['reject', 'review'] as const) }),
]);
export type DeliveryQuote = Static<typeof DeliveryQuote>;
/** The placed order; for a card order, the Stripe Checkout page the customer pays on (none when it could not be opened now: "Pay now"). */
export const PlacedOrder = Type.Object({ ...CustomerOrder.properties, checkoutUrl: Type.Optional(Type.String()) });
export type PlacedOrder = Static<typeof PlacedOrder>;
/** POST /shop/api/orders/{id}/pay: the payment page of an unpaid card order (its open Checkout Session, or a new one). */
export const StorefrontPayRequest = Type.Object({ token: Token });
export type StorefrontPayRequest = Static<typeof StorefrontPayRequest>;
export const CheckoutPage = Type.Object({ url: Type.String() });
export type CheckoutPage = Static<typeof CheckoutPage>;

/** The realtime `orderNeedUpdate` event (01 §4): the organization's unhandled count changed. */
export interface OrderNeedUpdateEvent { type: 'orderNeedUpdate'; orgId: string; unhandledCount: number; unhandledDelta: number }

const OrgParams = Type.Object({ orgId: Id });
const OrgIdParams = Type.Object({ orgId: Id, id: Id });
/** The routes' schemas: what each validates and answers. */
export const ChatPayRoutes = {
  settings: { params: OrgParams, response: { 200: ShopSettingsAnswer, ...errorAnswers } },
  saveSettings: { params: OrgParams, body: ShopSettings, response: { 200: ShopSettingsAnswer, ...errorAnswers } },
  listProducts: { params: OrgParams, querystring: ProductListQuery, response: { 200: ProductList, ...errorAnswers } },
  product: { params: OrgIdParams, response: { 200: Product, ...errorAnswers } },
  createProduct: { params: OrgParams, body: ProductFields, response: { 201: Product, ...errorAnswers } },
  updateProduct: { params: OrgIdParams, body: ProductFields, response: { 200: Product, ...errorAnswers } },
  deleteProduct: { params: OrgIdParams, response: { 200: Type.Object({}), ...errorAnswers } },
  /** POST /shop8/{orgId}/product/{id}/copy (not in the spec, which copies in the console: one route keeps the rule in one place). */
  copyProduct: { params: OrgIdParams, response: { 201: Product, ...errorAnswers } },
  listOrders: { params: OrgParams, body: OrderListRequest, response: { 200: OrderList, ...errorAnswers } },
  order: { params: OrgIdParams, response: { 200: Order, ...errorAnswers } },
  createOrder: { params: OrgParams, body: CreateOrderRequest, response: { 201: Order, ...errorAnswers } },
  updateOrder: { params: OrgIdParams, body: UpdateOrderRequest, response: { 200: Order, ...errorAnswers } },
  statusBatch: { params: OrgParams, body: OrderStatusBatchRequest, response: { 200: OrderStatusBatchResult, ...errorAnswers } },
  shippingConfirm: { params: OrgParams, body: ShippingConfirmRequest, response: { 200: Order, ...errorAnswers } },
  shippingCancel: { params: OrgParams, body: ShippingCancelRequest, response: { 200: Order, ...errorAnswers } },
  statusSend: { params: OrgParams, body: OrderStatusSendRequest, response: { 200: Order, ...errorAnswers } },
  unhandled: { params: OrgParams, response: { 200: UnhandledOrders, ...errorAnswers } },
  productSend: { params: OrgParams, body: ProductSendRequest, response: { 200: ProductSendResult, ...errorAnswers } },
  productShareLink: { params: OrgParams, body: ProductShareLinkRequest, response: { 200: ShareLink, ...errorAnswers } },
  orderShareLink: { params: OrgParams, body: OrderShareLinkRequest, response: { 200: ShareLink, ...errorAnswers } },
  storefront: { querystring: StorefrontQuery, response: { 200: Storefront, ...errorAnswers } },
  deliveryQuote: { body: DeliveryQuoteRequest, response: { 200: DeliveryQuote, ...errorAnswers } },
  storefrontOrder: { body: StorefrontOrderRequest, response: { 201: PlacedOrder, ...errorAnswers } },
  storefrontPay: { params: Type.Object({ id: Id }), body: StorefrontPayRequest, response: { 200: CheckoutPage, ...errorAnswers } },
  orderRefund: { params: OrgParams, body: OrderRefundRequest, response: { 200: Order, ...errorAnswers } },
  storefrontOrderRead: { params: Type.Object({ id: Id }), querystring: StorefrontQuery, response: { 200: CustomerOrder, ...errorAnswers } },
};
