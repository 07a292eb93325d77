// `npm run bench`: figures from one run in real Chromium against a real server (see README).
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { launchServer, type ServerProcess } from '../e2e/server-process';
import { markEmailVerified, seedCustomers } from './seed';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import config from '../../playwright.config';
import { benchExport, EXPORT_CUSTOMERS } from './export';

const CUSTOMERS = 10_000;
const RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function api<T>(server: ServerProcess, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, ...body }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/message-center\//);
}

/** Waits until the inbox list shows its first 20 rows. */
async function firstRowsShown(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.querySelectorAll('nav[aria-label="Conversations"] a').length >= 20, undefined, { polling: 'raf' });
}

/** Gzipped size of every script the page (and its workers) loaded while `load` ran. */
async function scriptBytes(context: BrowserContext, load: () => Promise<void>): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  };
  context.on('response', onResponse);
  await load();
  context.off('response', onResponse);
  const seen = await Promise.all(bodies);
  return seen.reduce((sum, body) => sum + gzipSync(body).length, 0);
}

async function main(): Promise<void> {
  const server = await launchServer();
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    const username = 'bench@example.com';
    const password = 'bench password 1';
    const signUp = await api<{ sessionToken: string }>(server, '/users', { username, email: username, password, firstName: 'Bench' });
    const org = await api<{ objectId: string }>(server, '/classes/Organization', { _SessionToken: signUp.sessionToken, name: 'Bench', industry: 'retail' });

    await server.stop();
    const seedStart = performance.now();
    await seedCustomers(server.dataDir, org.objectId, CUSTOMERS);
    const seedMs = performance.now() - seedStart;
    await markEmailVerified(server.dataDir, username);
    await server.start();

    // JS on the critical path of /login, in a fresh context (nothing cached, no service worker yet).
    const fresh = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const freshPage = await fresh.newPage();
    const loginBytes = await scriptBytes(fresh, async () => {
      await freshPage.goto('/login', { waitUntil: 'networkidle' });
    });
    await fresh.close();

    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    // tsx (esbuild) names nested functions with a `__name` helper that page.evaluate does not carry.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const page = await context.newPage();
    const syncStart = performance.now();
    await logIn(page, username, password);
    const inboxUrl = page.url();
    await page.waitForFunction(async (expected) => {
      // Opening a database that does not exist yet would create it empty, under the console's feet.
      if (!(await indexedDB.databases()).some((database) => database.name === 'parley')) return false;
      const count = await new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('parley');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('customers')) { database.close(); resolve(0); return; }
          const request = database.transaction('customers').objectStore('customers').count();
          request.onsuccess = () => { resolve(request.result); database.close(); };
        };
      });
      return count >= expected;
    }, CUSTOMERS, { timeout: 300_000, polling: 500 });
    const syncMs = performance.now() - syncStart;

    // Critical path of the message center: a full load of the inbox page, signed in.
    const inboxBytes = await scriptBytes(context, async () => {
      await page.goto(inboxUrl);
      await firstRowsShown(page);
    });

    // Time to show the first 20 rows from IndexedDB: navigation start → 20 rows in the list.
    const showFromLocal: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(inboxUrl);
      await firstRowsShown(page);
      showFromLocal.push(await page.evaluate(() => performance.now()));
    }

    // The same 20 rows read from IndexedDB (the inbox query) and fetched over HTTP, measured in the page
    // once the sync worker, restarted by the reloads above, has caught up and the database is idle
    // (the first seconds after a load are busy: see "page load → 20 rows shown" for that cost).
    await page.waitForTimeout(5000);
    const timings = await page.evaluate(async ({ orgId, appId, jsKey, token, runs }) => {
      // One connection, opened once, as the console's Dexie keeps it.
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('parley');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => resolve(open.result);
      });
      const readLocal = () => new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const index = database.transaction('customers').objectStore('customers').index('[orgId+lastMessageAt]');
        const cursor = index.openCursor(IDBKeyRange.bound([orgId, ''], [orgId, '\uffff']), 'prev');
        let rows = 0;
        cursor.onerror = () => reject(cursor.error);
        cursor.onsuccess = () => {
          const current = cursor.result;
          if (current && ++rows < 20) current.continue();
          else resolve(performance.now() - started);
        };
      });
      const fetchRemote = async () => {
        const started = performance.now();
        const response = await fetch('/functions/inboxesV3', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ _ApplicationId: appId, _JavaScriptKey: jsKey, _SessionToken: token, orgId, options: { limit: 20 } }),
        });
        const body = await response.json() as { result: { customers: unknown[] } };
        if (body.result.customers.length !== 20) throw new Error('inboxesV3 did not answer 20 rows');
        return performance.now() - started;
      };
      const local: number[] = [];
      const remote: number[] = [];
      await readLocal();
      await fetchRemote();
      for (let run = 0; run < runs; run++) {
        local.push(await readLocal());
        remote.push(await fetchRemote());
      }
      database.close();
      return { local, remote };
    }, { orgId: org.objectId, appId: DEFAULT_APP_ID, jsKey: DEFAULT_JS_KEY, token: signUp.sessionToken, runs: RUNS });

    const localRead = median(timings.local);
    const remoteFetch = median(timings.remote);
    console.log(`Parley benchmarks (${CUSTOMERS.toLocaleString('en-US')} customers, median of ${RUNS})`);
    console.log(`  seed the customers into the database                  ${ms(seedMs)}`);
    console.log(`  login → first full sync into IndexedDB (change feed)  ${ms(syncMs)}`);
    console.log(`  inbox page load → 20 rows shown from IndexedDB        ${ms(median(showFromLocal))}`);
    console.log(`  first 20 inbox rows read from IndexedDB               ${ms(localRead)}`);
    console.log(`  the same 20 rows fetched over HTTP (inboxesV3)        ${ms(remoteFetch)}`);
    console.log(`  ratio HTTP / IndexedDB                                ${(remoteFetch / localRead).toFixed(1)}×`);
    console.log(`  critical-path JS, /login (gzipped)                    ${kb(loginBytes)}`);
    console.log(`  critical-path JS, message center (gzipped)            ${kb(inboxBytes)}`);
  } finally {
    await browser.close();
    await server.dispose();
  }
}

await main();

const exported = await benchExport();
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
console.log(`Customer export (${EXPORT_CUSTOMERS.toLocaleString('en-US')} customers)`);
console.log(`  export task, start → done                             ${exported.seconds.toFixed(1)} s`);
console.log(`  server peak memory (before the export → after)        ${mib(exported.idleBytes)} → ${mib(exported.peakBytes)}`);
