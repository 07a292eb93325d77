// The customer's shop page (GET /shop/{token}, a signed link per customer; in dev /shop.html?token=…):
// a product (or several) to order, the cart, the order form, and the order's page after ordering.
import { pickLocale } from '../../livechat/strings';
import { storefrontApi } from './api';
import { renderStatus, startShopPage } from './page';
import { shopStringsFor } from './strings';

const locale = pickLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
const strings = shopStringsFor(locale);
document.documentElement.lang = locale;
document.title = strings.title;

const root = document.getElementById('shop')!;
const query = new URLSearchParams(location.search);
const token = /^\/shop\/([^/]+)\/?$/.exec(location.pathname)?.[1] ?? query.get('token') ?? undefined;

if (!token) {
  renderStatus(root, strings.badLink, 'alert');
} else {
  void startShopPage(root, {
    // A token is letters, digits, dots, dashes and underscores (server/chat-pay/links.ts): nothing to decode.
    token,
    orderId: query.get('order') ?? undefined,
    api: storefrontApi,
    storage: sessionStorage,
    locale,
    strings,
    showAddressOf(orderId) {
      const url = new URL(location.href);
      if (orderId) url.searchParams.set('order', orderId);
      else url.searchParams.delete('order');
      history.replaceState(null, '', url);
    },
    goTo: (url) => location.assign(url),
  });
}
