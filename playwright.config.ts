import { defineConfig } from '@playwright/test';

// Real Chromium (Debian's package; Playwright's own browser download cannot work here) against the
// real server and database. Each test file starts its own server (tests/e2e/server-process.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  // One at a time: each test runs a server, a console and a visitor on a 2-core machine.
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
});
