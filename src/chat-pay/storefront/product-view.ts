// One product on the shop page: pictures, description and attributes, a choice per spec (an option
// sold out everywhere cannot be chosen), the chosen variation's price (a sale price beside the struck
// regular one) and stock, the quantity and Add to cart.
import { formatMoney, ORDER_QUANTITY_MAX, variationLabel, type Currency } from '../../../common/chat-pay';
import type { PublicProduct } from '../../../common/contracts/chat-pay';
import { lineName, type CartLine } from './cart';
import { element, field, radioGroup, uniqueId } from './dom';
import { fill, type ShopLocale, type ShopStrings } from './strings';
import { choosableSpecs, initialChoice, soldOut, variationFor, type Choice, type PublicVariation } from './variation-choice';

export interface ProductViewOptions {
  strings: ShopStrings;
  locale: ShopLocale;
  /** False while the shop takes no orders: the product is shown without Add to cart. */
  canOrder: boolean;
  onAdd(line: CartLine): void;
}

export interface ProductView {
  element: HTMLElement;
  /** The product again, as the server has it now (after a stock refusal): stock and prices follow. */
  refresh(product: PublicProduct): void;
}

/** Whether the product is sold by specs of its own (not only the default one, which is not shown). */
const hasOwnSpecs = (product: PublicProduct) => product.specs.some((spec) => spec.options.length > 0);

function gallery(product: PublicProduct, strings: ShopStrings): HTMLElement | undefined {
  if (product.images.length === 0) return undefined;
  const list = element('ul', 'shop-gallery');
  list.setAttribute('aria-label', strings.pictures);
  // Scrolled sideways on a phone: reachable by keyboard to scroll it.
  list.tabIndex = 0;
  product.images.forEach((src, index) => {
    const image = element('img');
    image.src = src;
    image.alt = fill(strings.picture, { title: product.title, n: index + 1, count: product.images.length });
    image.loading = index === 0 ? 'eager' : 'lazy';
    const item = element('li');
    item.append(image);
    list.append(item);
  });
  return list;
}

function details(product: PublicProduct): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (product.desc) parts.push(element('p', 'shop-desc', product.desc));
  if (product.attributes.length > 0) {
    const list = element('dl', 'shop-attributes');
    for (const { name, value } of product.attributes) list.append(element('dt', undefined, name), element('dd', undefined, value));
    parts.push(list);
  }
  return parts;
}

/** The price of a variation: the sale price with the regular one struck through, each named for screen readers. */
function priceElement(variation: Pick<PublicVariation, 'regular_price' | 'sale_price' | 'currency'>, strings: ShopStrings, locale: ShopLocale): HTMLElement {
  const money = (amount: number, currency: Currency) => formatMoney(amount, currency, locale);
  const price = element('p', 'shop-price');
  const named = (className: string, name: string, amount: number, tag: 'span' | 's') => {
    const part = element(tag, className);
    part.append(element('span', 'shop-visually-hidden', `${name} `), money(amount, variation.currency));
    return part;
  };
  if (variation.sale_price !== undefined && variation.sale_price < variation.regular_price) {
    price.append(named('shop-sale', strings.salePrice, variation.sale_price, 'span'), ' ', named('shop-regular', strings.regularPrice, variation.regular_price, 's'));
  } else {
    price.append(element('span', 'shop-sale', money(variation.sale_price ?? variation.regular_price, variation.currency)));
  }
  return price;
}

export function productSection(initial: PublicProduct, options: ProductViewOptions): ProductView {
  const { strings, locale } = options;
  let product = initial;
  let choice: Choice = initialChoice(product);

  const section = element('section', 'shop-product');
  const heading = element('h2', 'shop-product-title', product.title);
  heading.id = uniqueId('shop-product');
  section.setAttribute('aria-labelledby', heading.id);
  const choices = element('div', 'shop-specs');
  const price = element('div', 'shop-price-line');
  const stock = element('p', 'shop-stock');
  const quantity = field(strings.quantity, element('input', 'shop-input shop-quantity'));
  quantity.input.type = 'number';
  quantity.input.inputMode = 'numeric';
  quantity.input.min = '1';
  quantity.input.value = '1';
  const add = element('button', 'shop-button', strings.addToCart);
  add.type = 'button';
  const added = element('p', 'shop-added');
  added.setAttribute('role', 'status');

  const pictures = gallery(product, strings);
  section.append(heading, ...(pictures ? [pictures] : []), ...details(product), choices, price, stock);
  if (options.canOrder) section.append(quantity.wrapper, add, added);

  const renderChoices = () => {
    if (!hasOwnSpecs(product)) return choices.replaceChildren();
    choices.replaceChildren(...choosableSpecs(product).map((spec) => radioGroup(
      spec.name,
      `${heading.id}-${spec.name}`,
      spec.options.map((option) => {
        const out = soldOut(product, spec.name, option);
        return { value: option, label: out ? `${option} (${strings.outOfStock})` : option, disabled: out, checked: choice[spec.name] === option };
      }),
      (option) => { choice = { ...choice, [spec.name]: option }; renderChosen(); },
    ).fieldset));
  };

  const renderChosen = () => {
    const variation = variationFor(product, choice);
    const left = variation?.stock_quantity ?? 0;
    price.replaceChildren(...(variation ? [priceElement(variation, strings, locale)] : []));
    stock.textContent = left > 0 ? fill(strings.inStock, { count: left }) : strings.outOfStock;
    stock.classList.toggle('shop-stock-out', left <= 0);
    quantity.input.max = String(Math.max(1, Math.min(left, ORDER_QUANTITY_MAX)));
    quantity.input.disabled = left <= 0;
    add.disabled = left <= 0;
    added.textContent = '';
  };

  add.addEventListener('click', () => {
    const variation = variationFor(product, choice);
    if (!variation || variation.stock_quantity <= 0) return;
    const line: CartLine = {
      product_id: product.id,
      variation_id: variation.id,
      title: product.title,
      variation: hasOwnSpecs(product) ? variationLabel(variation.attributes) : '',
      unit_price: variation.sale_price ?? variation.regular_price,
      currency: variation.currency,
      quantity: Number(quantity.input.value) || 1,
      stock: variation.stock_quantity,
    };
    options.onAdd(line);
    added.textContent = fill(strings.added, { item: lineName(line) });
  });

  renderChoices();
  renderChosen();
  return {
    element: section,
    refresh(next) {
      product = next;
      if (!variationFor(product, choice)) choice = initialChoice(product);
      renderChoices();
      renderChosen();
    },
  };
}
