import { describe, expect, it } from 'vitest';
import { BUILT_PAGES, MODULE_PAGES, UNBUILT_ROUTES } from '.';

describe('built modules', () => {
  it('lists the built pages in the sidebar order', () => {
    expect(BUILT_PAGES).toEqual(MODULE_PAGES.filter((page) => BUILT_PAGES.includes(page)));
    expect(BUILT_PAGES).toContain('message-center');
  });

  it('names a route for every module page not built, and none for the built ones', () => {
    const paths = UNBUILT_ROUTES.map((route) => route.path);
    for (const page of MODULE_PAGES) expect(paths.includes(`${page}/:orgId`)).toBe(!BUILT_PAGES.includes(page));
  });

  it('names the spec\'s routes of parts not built under a built module', () => {
    expect(UNBUILT_ROUTES).toContainEqual({ path: 'organization-setting/:orgId/rich-menu-setting', module: 'orgSetting', part: 'richMenuSetting' });
  });
});
