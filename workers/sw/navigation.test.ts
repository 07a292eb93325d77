import { describe, expect, it } from 'vitest';
import { SERVER_PATHS } from './navigation';

// What NavigationRoute does with its denylist: a match sends the navigation to the network.
const isServerPath = (path: string) => SERVER_PATHS.some((pattern) => pattern.test(path));

describe('service worker navigation fallback', () => {
  it.each(['/', '/login', '/signup', '/add-organization', '/message-center/AbCdEfGhIj', '/message-center/AbCdEfGhIj/conversation/c/customer/x', '/signup-verify', '/resetPassword', '/forget', '/customer-management/AbCdEfGhIj/tag-management', '/chatPay/AbCdEfGhIj/productsList'])(
    'serves the console shell for %s',
    (path) => expect(isServerPath(path)).toBe(false),
  );

  it.each(['/classes/Organization', '/functions/inboxesV3', '/users/me', '/user/login', '/logout', '/livechat.html', '/livechat/api/session', '/im/', '/health', '/dev/mail', '/tag/list', '/liff/share', '/liff/share?liff.state=%3Ftoken%3Dabc', '/liff-share.html', '/shop/p.AbCdEfGhIj.CustAAAAAA.ProdAAAAAA.c2ln', '/shop/p.AbCdEfGhIj.CustAAAAAA.ProdAAAAAA.c2ln?order=OrdrAAAAAA', '/shop.html'])(
    'lets %s reach the server',
    (path) => expect(isServerPath(path)).toBe(true),
  );
});
