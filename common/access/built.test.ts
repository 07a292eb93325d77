import { describe, expect, it } from 'vitest';
import { BUILT_PAGES, UNBUILT_ROUTES } from '.';

describe('built modules', () => {
  it('lists the built pages in the sidebar order', () => {
    expect(BUILT_PAGES).toEqual(['message-center', 'message-bot', 'customer-management', 'broadcast', 'organization-setting']);
  });

  it('names a route for every module and spec part route not built, and none of the built ones', () => {
    expect(UNBUILT_ROUTES.map((route) => route.path)).toEqual([
      'overview/:orgId', 'super-link/:orgId', 'marketing-automation/:orgId', 'superMarket/:orgId', 'webview-editor/:orgId', 'chatPay/:orgId',
      'customer-management/:orgId/all-customers', 'organization-setting/:orgId/rich-menu-setting',
    ]);
  });
});
