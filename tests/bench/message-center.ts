// The message center at scale (issue 4): 50,000 customers and 500,000 messages synced into the console,
// measured in real Chromium against a real server. The console goes through a counting proxy
// (tests/e2e/flaky-proxy.ts, no failures) so the catch-up's bytes can be read off the wire. The sync
// worker (a SharedWorker) is seen through CDP (worker-targets.ts): its scripts count as critical-path
// JS and its heap as the tab's memory. Each figure carries the machine's load average when it was taken.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { startFlakyProxy, type FlakyProxy } from '../e2e/flaky-proxy';
import { launchServer, type ServerProcess } from '../../server/testing/server-process';
import { changeMessages, prepareBenchAgent, seedCustomers, seedMessages } from './seed';
import { benchTagsOf, timeOfflineFilter, type OfflineFilterFigures } from './offline-filter';
import { watchWorkers, workerScripts, type WorkerTargets } from './worker-targets';
import { callServer } from '../../server/testing/call-server';
import { figure, type Figure, median } from './figures';

// BENCH_CUSTOMERS / BENCH_MESSAGES shrink a run while working on the bench itself (the page-load goal
// is at the default 50,000 customers); BENCH_SYNC_RUNS sets how many first syncs are timed (at least 3).
export const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500_000);
export const SYNC_RUNS = Math.max(3, Number(process.env.BENCH_SYNC_RUNS ?? 3));
const MESSAGES_OF_FIRST = 2_000;
const CHANGED_MESSAGES = 5_000;
export const RUNS = 7;
export const CATCH_UP_ROUNDS = 5;
const RAW_PUT_RUNS = 3;

export interface MessageCenterFigures {
  seedSeconds: number;
  firstSyncMs: Figure;
  /** Of the median first sync: how long change-feed requests were waiting for the server's answers. */
  firstSyncServerMs: number;
  rawPutRowsPerSecond: Figure;
  pageLoadToRowsMs: Figure;
  /** Of the median page load: when the last script the page itself loaded had arrived (workers apart). */
  pageLoadScriptsMs: number;
  localReadMs: Figure;
  remoteFetchMs: Figure;
  categorySwitchMs: Figure;
  openConversationMs: Figure;
  /** From the console's first change-feed request after the server's return to the cursor at the end. */
  catchUpMs: Figure;
  /** Before that: from the server's return to that first request (the socket's reconnect). */
  reconnectMs: Figure;
  /** Of catchUpMs: how long change-feed requests were waiting for the server's answers (overlapping spans merged). */
  catchUpServerMs: Figure;
  /** Over all rounds: bytes of the change feed on the wire, and the changed rows' compact size (compactSize). */
  catchUpBytes: Figure;
  changedRowBytes: number;
  /** The page's JS heap, and the heaps of the workers it talks to (the sync SharedWorker). */
  pageHeapBytes: Figure;
  workerHeapBytes: number;
  /** Scripts of the page and of the workers it starts, in bytes on the wire (as the server encodes them); the workers' part apart. */
  loginScriptBytes: Figure;
  loginWorkerScriptBytes: number;
  inboxScriptBytes: Figure;
  inboxWorkerScriptBytes: number;
  /** All customers offline: a three-condition filter's first page and count (offline-filter.ts). */
  offlineFilter: OfflineFilterFigures;
}

/** The machine's 1-minute load average now. */
const load = () => loadavg()[0]!;
/** The median run, with the load average of that run. */


export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/message-center\//);
}

/** Waits until the inbox list shows its first 20 rows. */
/**
 * Defines, in the page, whether an inbox panel shows its first screen of rows. The list is virtualized
 * (only the rows in view and a few more exist), so "shown" is 20 rows or the rows reaching the bottom
 * of the list's area, whichever comes first.
 */
const FIRST_SCREEN_SCRIPT = `globalThis.inboxFirstScreenShown = (panel) => {
  const rows = panel ? panel.querySelectorAll('li[aria-posinset]') : [];
  if (rows.length === 0) return false;
  if (rows.length >= 20) return true;
  const area = rows[0].closest('ul').parentElement;
  return rows[rows.length - 1].getBoundingClientRect().bottom >= area.getBoundingClientRect().bottom;
};`;

async function firstRowsShown(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as { inboxFirstScreenShown(panel: Element | null): boolean })
    .inboxFirstScreenShown(document.querySelector('nav[aria-label="Conversations"] [role="tabpanel"]')), undefined, { polling: 'raf', timeout: 60_000 });
}

/** Bytes of `url`'s body as the server sends it to a browser that accepts `acceptEncoding` (not decoded). */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      answer.once('end', () => answer.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${answer.statusCode}`)));
    }).once('error', reject).end();
  });
}

/**
 * Bytes on the wire of every script the page loaded while `loading` ran, and of the workers it
 * started or connected to meanwhile (each worker's script and its static imports; a SharedWorker's
 * requests are not the page's): each script's body as the server sends it for the Accept-Encoding
 * the browser sent, compressed or not, before any decoding. (Read again from the server: a script
 * the browser took from its cache crossed no wire this time.) Each script counts once. The workers'
 * part is also given apart.
 */
async function scriptBytes(context: BrowserContext, workers: WorkerTargets, loading: () => Promise<void>): Promise<{ total: number; workers: number }> {
  const pageScripts = new Set<string>();
  const requests: Request[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    requests.push(response.request());
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) pageScripts.add(response.url());
  };
  const window = workers.window();
  context.on('response', onResponse);
  await loading();
  context.off('response', onResponse);
  const acceptEncoding = await acceptEncodingOf(requests);
  const workerScriptUrls = new Set<string>();
  for (const scriptUrl of window.scriptUrls()) {
    for (const url of (await workerScripts(scriptUrl)).keys()) if (!pageScripts.has(url)) workerScriptUrls.add(url);
  }
  const sum = async (urls: Set<string>) => (await Promise.all([...urls].map((url) => wireBytes(url, acceptEncoding)))).reduce((total, bytes) => total + bytes, 0);
  const workerBytes = await sum(workerScriptUrls);
  return { total: await sum(pageScripts) + workerBytes, workers: workerBytes };
}

/**
 * The Accept-Encoding the browser sent with these requests. Only a request that went to the network
 * has it (the page itself, `no-cache`, always does); Playwright never settles the raw headers of one
 * answered from the cache, hence the first that answers, within 10 s.
 */
async function acceptEncodingOf(requests: Request[]): Promise<string> {
  const sent = requests.map(async (request) => {
    const value = await request.headerValue('accept-encoding');
    if (value === null) throw new Error('no accept-encoding');
    return value;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no request of the page said which encodings the browser accepts')), 10_000);
  });
  try {
    return await Promise.race([Promise.any(sent), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The sync worker's change-feed cursor of the organization (0 before the console's database exists). */
function readCursor(page: Page, orgId: string): Promise<number> {
  return page.evaluate(async (key) => {
    // Opening a database that does not exist yet would create it empty, under the console's feet.
    if (!(await indexedDB.databases()).some((database) => database.name === 'parley')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('parley');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('meta')) { database.close(); resolve(0); return; }
        const request = database.transaction('meta').objectStore('meta').get(key);
        request.onsuccess = () => { database.close(); resolve(typeof request.result?.value === 'number' ? request.result.value : 0); };
        request.onerror = () => { database.close(); reject(request.error); };
      };
    });
  }, `cursor:${orgId}`);
}

/** Waits until the cursor has reached `seq`. (Not waitForFunction: it takes a predicate's promise for true.) */
async function cursorReached(page: Page, orgId: string, seq: number, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await readCursor(page, orgId)) < seq) {
    if (Date.now() > deadline) throw new Error(`the change-feed cursor did not reach ${seq} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** CPU time (user and system) a process of ours has used so far, in seconds (Linux: /proc/{pid}/stat, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Total time covered by the spans, overlaps counted once (pipelined requests overlap the writes, not each other). */
function busyTime(spans: readonly { start: number; end: number }[]): number {
  let total = 0;
  let coveredTo = -Infinity;
  for (const { start, end } of [...spans].sort((a, b) => a.start - b.start)) {
    if (end <= coveredTo) continue;
    total += end - Math.max(start, coveredTo);
    coveredTo = end;
  }
  return total;
}

/** Rows per second of plain IndexedDB puts of message-like rows, in the console's batch size and indexes. */
function rawPutRate(page: Page, rows: number): Promise<number> {
  return page.evaluate(async (count) => {
    const name = `bench-raw-${Date.now()}`;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => {
        const store = open.result.createObjectStore('messages', { keyPath: 'objectId' });
        store.createIndex('conversation', ['conversationId', 'createdAt']);
        store.createIndex('organization', ['orgId', 'createdAt']);
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const batch = 500;
    const started = performance.now();
    for (let offset = 0; offset < count; offset += batch) {
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction('messages', 'readwrite');
        const store = transaction.objectStore('messages');
        for (let i = offset; i < Math.min(count, offset + batch); i++) {
          const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
          store.put({
            objectId: `m${i}`, orgId: 'BenchOrg01', conversationId: `c${Math.floor(i / 10)}`, customerId: `u${Math.floor(i / 10)}`,
            platform: 'livechat', contentType: 'text', data: { content: `Raw message ${i}` }, sendType: 'receive',
            senderType: 'Customer', senderId: `u${Math.floor(i / 10)}`, createdAt: at, updatedAt: at,
          });
        }
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
    }
    const seconds = (performance.now() - started) / 1000;
    database.close();
    indexedDB.deleteDatabase(name);
    return count / seconds;
  }, rows);
}

/** Clicks an inbox category tab and times it until that tab's panel shows its first screen of rows. */
function switchCategory(page: Page, label: string): Promise<number> {
  return page.evaluate(async (name) => {
    const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((element) => element.textContent === name);
    if (!tab) throw new Error(`no tab ${name}`);
    const started = performance.now();
    tab.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const panelId = tab.getAttribute('aria-controls');
        const panel = panelId ? document.getElementById(panelId) : null;
        if ((globalThis as unknown as { inboxFirstScreenShown(panel: Element | null): boolean }).inboxFirstScreenShown(panel)) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return performance.now() - started;
  }, label);
}

/** Clicks the inbox row showing `rowText` and times it until the conversation shows `lastText`. */
function openConversation(page: Page, rowText: string, lastText: string): Promise<number> {
  return page.evaluate(async ({ row, last }) => {
    const link = [...document.querySelectorAll<HTMLElement>('nav[aria-label="Conversations"] [role="tabpanel"] a')]
      .find((element) => element.textContent?.includes(row));
    if (!link) throw new Error(`no inbox row ${row}`);
    const started = performance.now();
    link.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const log = document.querySelector('[role="log"][aria-label="Messages"]');
        if (log?.textContent?.includes(last)) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return performance.now() - started;
  }, { row: rowText, last: lastText });
}

/** The same 20 inbox rows read from IndexedDB and fetched over HTTP, in the page, once it is idle. */
function localVersusRemote(page: Page, orgId: string, token: string) {
  return page.evaluate(async ({ org, appId, jsKey, sessionToken, runs }) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('parley');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => resolve(open.result);
    });
    const readLocal = () => new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const index = database.transaction('customers').objectStore('customers').index('[orgId+lastMessageAt]');
      const cursor = index.openCursor(IDBKeyRange.bound([org, ''], [org, '\uffff']), 'prev');
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
        body: JSON.stringify({ _ApplicationId: appId, _JavaScriptKey: jsKey, _SessionToken: sessionToken, orgId: org, options: { limit: 20 } }),
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
  }, { org: orgId, appId: DEFAULT_APP_ID, jsKey: DEFAULT_JS_KEY, sessionToken: token, runs: RUNS });
}

export async function benchMessageCenter(browser: Browser, log: (line: string) => void): Promise<MessageCenterFigures> {
  const server = await launchServer();
  const proxy = await startFlakyProxy(1, server.url);
  const workers = await watchWorkers(browser);
  try {
    const username = 'bench@example.com';
    const password = 'bench password 1';
    const signUp = await callServer<{ sessionToken: string }>(server.url, '/users', { username, email: username, password, firstName: 'Bench' });
    const org = await callServer<{ objectId: string }>(server.url, '/classes/Organization', { _SessionToken: signUp.sessionToken, name: 'Bench', industry: 'retail' });

    await server.stop();
    const seedStart = performance.now();
    const seeded = await seedCustomers(server.dataDir, org.objectId, CUSTOMERS, benchTagsOf);
    const { count, lastSeq } = await seedMessages(server.dataDir, org.objectId, seeded, { messages: MESSAGES, messagesOfFirst: MESSAGES_OF_FIRST });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`  seeded ${CUSTOMERS.toLocaleString('en-US')} customers and ${count.toLocaleString('en-US')} messages in ${seedSeconds.toFixed(0)} s`);
    await prepareBenchAgent(server.dataDir, username);
    await server.start();

    // JS on the critical path of /login, in a fresh context (nothing cached, no service worker yet).
    const fresh = await browser.newContext({ baseURL: proxy.url, serviceWorkers: 'block' });
    const freshPage = await fresh.newPage();
    const loginScripts = await scriptBytes(fresh, workers, async () => {
      await freshPage.goto('/login', { waitUntil: 'networkidle' });
    });
    const loginScriptBytes = figure(loginScripts.total);
    await fresh.close();

    // Each first sync in a context of its own (an empty IndexedDB); the last one goes on with the rest.
    const newConsole = async () => {
      const created = await browser.newContext({ baseURL: proxy.url, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
      // tsx (esbuild) names nested functions with a `__name` helper that page.evaluate does not carry.
      await created.addInitScript({ content: 'globalThis.__name = (target) => target;' });
      await created.addInitScript({ content: FIRST_SCREEN_SCRIPT });
      return { context: created, page: await created.newPage() };
    };
    const syncs: (Figure & { serverMs: number })[] = [];
    let context!: BrowserContext;
    let page!: Page;
    for (let run = 0; run < SYNC_RUNS; run++) {
      await context?.close();
      ({ context, page } = await newConsole());
      const syncStart = performance.now();
      const cpuBefore = cpuSeconds(server.pid!);
      await logIn(page, username, password);
      await cursorReached(page, org.objectId, lastSeq, 1_800_000);
      const pages = proxy.answerSpans('/functions/changes').filter((span) => span.start >= syncStart);
      const serverMs = busyTime(pages);
      syncs.push({ ...figure(performance.now() - syncStart), serverMs });
      const done = syncs.at(-1)!;
      // The server's CPU time hardly depends on the machine's load, unlike its answering time.
      const pageMs = median(pages.map((span) => figure(span.end - span.start))).value;
      log(`  first sync ${run + 1} done in ${(done.value / 1000).toFixed(1)} s, the server answering for ${(serverMs / 1000).toFixed(1)} s of it (${pages.length} change-feed pages, median ${pageMs.toFixed(1)} ms; server CPU ${(cpuSeconds(server.pid!) - cpuBefore).toFixed(1)} s) (load ${done.load.toFixed(2)})`);
    }
    const inboxUrl = page.url();

    const inboxScripts = await scriptBytes(context, workers, async () => {
      await page.goto(inboxUrl);
      await firstRowsShown(page);
    });
    const inboxScriptBytes = figure(inboxScripts.total);

    const loads: (Figure & { scriptsMs: number })[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(inboxUrl);
      await firstRowsShown(page);
      const { shownAt, scriptsAt } = await page.evaluate(() => ({
        shownAt: performance.now(),
        scriptsAt: Math.max(0, ...performance.getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js')).map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
      }));
      loads.push({ ...figure(shownAt), scriptsMs: scriptsAt });
    }

    // Reads once the reloads' start-up work has settled.
    await page.waitForTimeout(5000);
    const timings = await localVersusRemote(page, org.objectId, signUp.sessionToken);

    const switches: Figure[] = [];
    for (let run = 0; run < RUNS; run++) {
      switches.push(figure(await switchCategory(page, 'Unassigned')));
      switches.push(figure(await switchCategory(page, 'All')));
    }

    const opens: Figure[] = [];
    const lastOfFirst = `Agent answer ${MESSAGES_OF_FIRST - 1} to customer 0`;
    for (let run = 0; run < RUNS; run++) {
      await page.goto(inboxUrl);
      await firstRowsShown(page);
      opens.push(figure(await openConversation(page, 'Customer 0', lastOfFirst)));
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const pageHeapBytes = figure((await cdp.send('Runtime.getHeapUsage')).usedSize);
    const workerHeapBytes = await workers.heapBytes();

    const catchUps: CatchUp[] = [];
    for (let round = 0; round < CATCH_UP_ROUNDS; round++) {
      await page.goto(inboxUrl);
      await firstRowsShown(page);
      catchUps.push(await catchUp(page, server, proxy, signUp.sessionToken, org.objectId));
    }

    // All customers with the server stopped: the synced customers filtered in the page (the server is not started again).
    await page.goto(`/customer-management/${org.objectId}/all-customers`);
    await page.getByTestId('customer-table').locator('tr[data-index]').first().waitFor({ timeout: 60_000 });
    await server.stop();
    const offlineFilter = await timeOfflineFilter(page, org.objectId, CUSTOMERS, RUNS);

    const rawPuts: Figure[] = [];
    for (let run = 0; run < RAW_PUT_RUNS; run++) rawPuts.push(figure(await rawPutRate(page, 100_000)));
    await context.close();

    const ofRounds = (pick: (round: CatchUp) => number) => median(catchUps.map((round) => ({ value: pick(round), load: round.load })));
    return {
      seedSeconds,
      firstSyncMs: median(syncs),
      firstSyncServerMs: (median(syncs) as (typeof syncs)[number]).serverMs,
      rawPutRowsPerSecond: median(rawPuts),
      pageLoadToRowsMs: median(loads),
      pageLoadScriptsMs: (median(loads) as (typeof loads)[number]).scriptsMs,
      localReadMs: median(timings.local.map(figure)),
      remoteFetchMs: median(timings.remote.map(figure)),
      categorySwitchMs: median(switches),
      openConversationMs: median(opens),
      catchUpMs: ofRounds((round) => round.catchUpMs),
      reconnectMs: ofRounds((round) => round.reconnectMs),
      catchUpServerMs: ofRounds((round) => round.serverMs),
      catchUpBytes: figure(catchUps.reduce((sum, round) => sum + round.bytes, 0)),
      changedRowBytes: catchUps.reduce((sum, round) => sum + round.changedRowBytes, 0),
      pageHeapBytes, workerHeapBytes,
      loginScriptBytes, loginWorkerScriptBytes: loginScripts.workers,
      inboxScriptBytes, inboxWorkerScriptBytes: inboxScripts.workers,
      offlineFilter,
    };
  } finally {
    await workers.close();
    await proxy.close();
    await server.dispose();
  }
}

interface CatchUp {
  load: number;
  catchUpMs: number;
  reconnectMs: number;
  serverMs: number;
  bytes: number;
  changedRowBytes: number;
}

/** The server goes away, 5,000 messages change meanwhile, the server comes back: times the console's catch-up. */
async function catchUp(page: Page, server: ServerProcess, proxy: FlakyProxy, token: string, orgId: string): Promise<CatchUp> {
  await server.stop();
  const changedTo = await changeMessages(server.dataDir, orgId, CHANGED_MESSAGES);
  const bytesBefore = proxy.bytesDelivered('/functions/changes');
  await server.start();
  const backAt = performance.now();
  await cursorReached(page, orgId, changedTo, 120_000);
  const doneAt = performance.now();
  const firstPull = proxy.requestTimes('/functions/changes').find((at) => at >= backAt) ?? backAt;
  return {
    load: load(),
    catchUpMs: doneAt - firstPull,
    reconnectMs: firstPull - backAt,
    serverMs: busyTime(proxy.answerSpans('/functions/changes').filter((span) => span.start >= backAt)),
    bytes: proxy.bytesDelivered('/functions/changes') - bytesBefore,
    changedRowBytes: await changedRowsSize(server, token, orgId, changedTo - CHANGED_MESSAGES),
  };
}

/**
 * A row's compact size: the bytes of its values alone (strings as UTF-8, a number 8, a boolean 1, null
 * 0; nested objects and arrays by their values), without names, quotes or punctuation, so the wire's
 * ratio to it shows what the serialization adds.
 */
export function compactSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return 8;
  if (typeof value === 'boolean') return 1;
  if (value === null || value === undefined) return 0;
  return Object.values(value as object).reduce((sum: number, item) => sum + compactSize(item), 0);
}

/** The compact size of the changed rows (a deleted one: its id), read from the change feed. */
async function changedRowsSize(server: ServerProcess, token: string, orgId: string, since: number): Promise<number> {
  let bytes = 0;
  let cursor = since;
  for (;;) {
    const page = await callServer<{ result: { changes: unknown[]; cursor: number; hasMore: boolean } }>(server.url, '/functions/changes', { _SessionToken: token, orgId, since: cursor },
    );
    for (const change of page.result.changes as { objectId: string; object?: unknown }[]) bytes += compactSize(change.object ?? change.objectId);
    cursor = page.result.cursor;
    if (!page.result.hasMore) return bytes;
  }
}
