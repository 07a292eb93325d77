// Test support for unit tests that render the console's real route table.
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '../routes';

/** Renders the console at `path` in a memory router; returns the router to read where it went. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

/** Loading every chunk of the console takes a while on a busy machine; a hook's default 10 s is too tight. */
export const LAZY_ROUTES_TIMEOUT_MS = 60_000;

/** Every screen is a lazy route: load them up front, so a test waits for its guards, not for a chunk. */
export async function loadLazyRoutes(list: RouteObject[] = routes): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      await loadLazyRoutes(route.children ?? []);
    }),
  );
}
