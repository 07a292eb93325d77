// The page's header: the shop's logo and name (its one heading) and the contact details the merchant
// made visible (the server leaves the hidden ones empty).
import type { PublicShop } from '../../../common/contracts/chat-pay';
import { element } from './dom';
import type { ShopStrings } from './strings';

const link = (text: string, href: string) => Object.assign(element('a', undefined, text), { href });

export function shopHeader(shop: Pick<PublicShop, 'name' | 'logo' | 'contact'>, strings: ShopStrings): HTMLElement {
  const header = element('header', 'shop-header');
  const brand = element('div', 'shop-brand');
  if (shop.logo) {
    const logo = element('img', 'shop-logo');
    logo.src = shop.logo;
    // The name beside it says whose logo it is.
    logo.alt = '';
    brand.append(logo);
  }
  brand.append(element('h1', 'shop-name', shop.name || strings.title));
  header.append(brand);

  const { phone, email, address } = shop.contact;
  if (phone || email || address) {
    const contact = element('dl', 'shop-contact');
    contact.setAttribute('aria-label', strings.contactUs);
    const add = (term: string, value: HTMLElement) => {
      const definition = element('dd');
      definition.append(value);
      contact.append(element('dt', undefined, term), definition);
    };
    if (phone) add(strings.phone, link(phone, `tel:${phone.replace(/[^\d+]/g, '')}`));
    if (email) add(strings.email, link(email, `mailto:${email}`));
    if (address) add(strings.address, element('span', undefined, address));
    header.append(contact);
  }
  return header;
}
