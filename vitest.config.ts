import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { lingui } from '@lingui/vite-plugin';
import { linguiCatalogParts } from './scripts/lingui-catalog-parts.ts';
import { DEFAULT_APP_ID, DEFAULT_HELP_URL, DEFAULT_JS_KEY, DEFAULT_SALES_EMAIL } from './common/defaults.ts';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [react(), linguiMacro(), lingui(), linguiCatalogParts()],
  define: {
    __PARLEY_APP_ID__: JSON.stringify(DEFAULT_APP_ID),
    __PARLEY_JS_KEY__: JSON.stringify(DEFAULT_JS_KEY),
    __PARLEY_VERSION__: JSON.stringify(packageJson.version),
    __PARLEY_HELP_URL__: JSON.stringify(DEFAULT_HELP_URL),
    __PARLEY_SALES_EMAIL__: JSON.stringify(DEFAULT_SALES_EMAIL),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.{ts,tsx}', 'local/**/*.test.ts', 'workers/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'jsdom',
          setupFiles: ['fake-indexeddb/auto', './tests/unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Each server test file starts its own embedded database; two at a time fit 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
