// The shop page as a whole: loads what the link opens (the shop and its products, or an order), keeps
// the cart in step with its storage, and places the order — showing the order's page when it is in,
// and keeping the form as typed with the reason when it is not.
import type { Order, PublicProduct, Storefront } from '../../../common/contracts/chat-pay';
import { BadLink, NotEnoughStock, OrderFieldError, ShopClosed, type StorefrontApi } from './api';
import { addLine, cartSummary, lineName, removeLine, setQuantity, type CartLine } from './cart';
import { cartScope, keepCart, readCart } from './cart-storage';
import { cartSection } from './cart-view';
import { checkoutForm, type CheckoutValues } from './checkout-view';
import { element } from './dom';
import { orderSection } from './order-view';
import { productSection, type ProductView } from './product-view';
import { shopHeader } from './shop-header';
import { fill, type ShopLocale, type ShopStrings } from './strings';

export interface ShopPageOptions {
  token: string;
  /** An order of this link to show (the page's address after ordering: a reload shows it again). */
  orderId: string | undefined;
  api: StorefrontApi;
  storage: Storage;
  locale: ShopLocale;
  strings: ShopStrings;
  /** The page's address becomes the order's (or the shop's again, with undefined). */
  showAddressOf(orderId: string | undefined): void;
  /** Leaves for another page (Stripe Checkout, to pay a card order). */
  goTo(url: string): void;
}

export function renderStatus(root: HTMLElement, text: string, role: 'status' | 'alert' = 'status'): void {
  const status = element('p', 'shop-status', text);
  status.setAttribute('role', role);
  root.replaceChildren(status);
}

/** The lines asking for more than the variation has left now, named with what is left. */
function shortLines(cart: readonly CartLine[], products: readonly PublicProduct[]): { line: CartLine; left: number }[] {
  return cart.flatMap((line) => {
    const variation = products.find((product) => product.id === line.product_id)?.variations.find((other) => other.id === line.variation_id);
    const left = variation?.stock_quantity ?? 0;
    return left < line.quantity ? [{ line, left }] : [];
  });
}

export async function startShopPage(root: HTMLElement, options: ShopPageOptions): Promise<void> {
  const { token, api, storage, locale, strings } = options;
  renderStatus(root, strings.loading);
  let storefront: Storefront;
  try {
    storefront = await api.loadStorefront(token);
  } catch (error) {
    renderStatus(root, error instanceof BadLink ? strings.badLink : strings.loadFailed, 'alert');
    if (!(error instanceof BadLink)) console.error(error);
    return;
  }
  const { shop } = storefront;
  document.title = shop.name || strings.title;
  const header = shopHeader(shop, strings);
  const shopHref = storefront.products.length > 0 ? `/shop/${encodeURIComponent(token)}` : undefined;

  /** "Pay now": on to the order's payment page; a refusal or a failure says it could not open. */
  const pay = async (order: Order) => options.goTo(await api.payOrder(token, order.id));
  const showOrder = (order: Order, justPlaced: boolean) => {
    const section = orderSection(order, { strings, locale, transferNote: shop.payment.transferNote, justPlaced, shopHref, onPay: () => pay(order) });
    root.replaceChildren(header, section);
    section.querySelector<HTMLElement>('h2')?.focus();
  };

  if (storefront.order) return showOrder(storefront.order, false);
  if (options.orderId) {
    const order = await api.loadOrder(token, options.orderId).catch(() => undefined);
    if (order) return showOrder(order, false);
    options.showAddressOf(undefined);
  }

  const main: HTMLElement[] = [header];
  if (!shop.open) {
    const notice = element('p', 'shop-notice shop-closed', strings.notOpen);
    notice.setAttribute('role', 'status');
    main.push(notice);
  }
  const scope = cartScope(token);
  if (storefront.products.length === 0) {
    const gone = element('p', 'shop-notice shop-closed', strings.productGone);
    gone.setAttribute('role', 'status');
    main.push(gone);
  }
  let cart = shop.open ? readCart(storage, scope) : [];
  const views = new Map<string, ProductView>();
  for (const product of storefront.products) {
    const view = productSection(product, { strings, locale, canOrder: shop.open, onAdd: (line) => update(addLine(cart, line)) });
    views.set(product.id, view);
    main.push(view.element);
  }
  root.replaceChildren(...main);
  if (!shop.open) return;

  const cartView = cartSection({
    strings, locale, currency: shop.currency, delivery: shop.delivery.self,
    onQuantity: (line, quantity) => update(setQuantity(cart, line, quantity)),
    onRemove: (line) => update(removeLine(cart, line)),
  });
  /** The Uber courier's quoted price while it is the delivery chosen; undefined: the shop's own. */
  let uberPrice: number | undefined;
  const deliveryNow = () => (uberPrice === undefined ? shop.delivery.self : { enabled: true, price: uberPrice, free_amount: 0 });
  const checkout = checkoutForm({
    strings, locale, shop, quoteDelivery: (address) => api.quoteDelivery(token, address),
    onDeliveryPrice: (price) => {
      uberPrice = price;
      update(cart);
    },
  });
  root.append(cartView.element, checkout.element);

  function update(next: CartLine[]): void {
    cart = next;
    keepCart(storage, scope, cart);
    cartView.render(cart, deliveryNow());
    checkout.setTotal(cartSummary(cart, deliveryNow()).total);
    // Hidden, not removed: what the customer typed stays for when the cart fills again.
    checkout.element.hidden = cart.length === 0;
  }
  update(cart);

  /** After a stock refusal: the products as they are now, and which lines are short by how much. */
  const stockProblem = async (): Promise<string> => {
    const now = await api.loadStorefront(token).catch(() => undefined);
    if (!now) return fill(strings.notEnoughStock, { items: cart.map(lineName).join(', ') });
    for (const product of now.products) views.get(product.id)?.refresh(product);
    const short = shortLines(cart, now.products);
    const stockOf = new Map(short.map(({ line, left }) => [line, left]));
    update(cart.map((line) => (stockOf.has(line) ? { ...line, stock: stockOf.get(line)! } : line)));
    const named = short.length > 0 ? short.map(({ line, left }) => fill(strings.stockLeft, { item: lineName(line), count: left })) : cart.map(lineName);
    return fill(strings.notEnoughStock, { items: named.join(', ') });
  };

  checkout.onSubmit((values: CheckoutValues) => {
    checkout.setBusy(true);
    checkout.showFailure(undefined);
    const items = cart.map(({ product_id, variation_id, quantity }) => ({ product_id, variation_id, quantity }));
    api.placeOrder({ token, items, ...values }).then(({ checkoutUrl, ...order }) => {
      update([]);
      options.showAddressOf(order.id);
      showOrder(order, true);
      // A card order is paid on Stripe's page; coming back (or when it could not open) the order's page has "Pay now".
      if (checkoutUrl) options.goTo(checkoutUrl);
    }, async (error: unknown) => {
      if (error instanceof OrderFieldError) {
        checkout.showFieldError(error.field, error.field === 'email' ? strings.invalidEmail : strings.fieldRequired);
      } else if (error instanceof NotEnoughStock) {
        checkout.showFailure(await stockProblem());
      } else {
        checkout.showFailure(error instanceof ShopClosed ? strings.notOpen : error instanceof BadLink ? strings.badLink : strings.orderFailed);
        if (!(error instanceof ShopClosed || error instanceof BadLink)) console.error(error);
      }
    }).finally(() => checkout.setBusy(false));
  });
}
