import { expect, openVisitor, signUpWithOrganization, test as base, visitorSays } from './fixtures';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy';
import { launchServer } from '../../server/testing/server-process';

// The console talks to the server through a proxy that fails 30% of its API requests (issue 4,
// offline-first acceptance 4). The seed is printed so a failing run can be replayed.
const seed = Number(process.env.FLAKY_SEED ?? Date.now() % 1_000_000);

// The proxy starts first: the server's mailed links must point at it (PUBLIC_URL), since the console
// keeps its session per origin.
const test = base.extend<{ flaky: FlakyProxy }>({
  flaky: async ({}, use) => {
    const proxy = await startFlakyProxy(seed);
    await use(proxy);
    await proxy.close();
  },
  server: async ({ flaky, serverEnv }, use) => {
    const server = await launchServer({ ...serverEnv, PUBLIC_URL: flaky.url });
    flaky.target = server.url;
    await use(server);
    await server.dispose();
  },
  // Depends on `server`, so the page opens only once the server runs behind the proxy.
  baseURL: async ({ flaky, server }, use) => {
    if (server.pid === undefined) throw new Error('the server is not running');
    await use(flaky.url);
  },
});

const REPLIES = 200;
const replyText = (index: number) => `Reply ${String(index).padStart(3, '0')}`;
const isReply = (line: string) => /^Reply \d{3}$/.test(line);

test('200 replies through a network failing 30% of requests, with two reloads: all delivered once, in order', async ({ page, browser, server, flaky: proxy }) => {
  test.setTimeout(480_000);
  console.log(`flaky-network seed: ${seed} (FLAKY_SEED=${seed} replays it)`);
  const orgId = await signUpWithOrganization(page);

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Please send me everything');
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Please send me everything' }).click();
  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages).toContainText('Please send me everything');

  proxy.failureRate = 0.3;
  const composer = page.getByRole('textbox', { name: 'Message' });
  for (let index = 1; index <= REPLIES; index++) {
    await composer.fill(replyText(index));
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    // Reload twice while replies are still on their way: the outbox lives in IndexedDB.
    if (index === 70 || index === 140) {
      await page.reload();
      await expect(messages).toContainText(replyText(index));
    }
  }

  await expect(messages.getByText('Pending')).toHaveCount(0, { timeout: 360_000 });
  expect(proxy.failed.beforeServer + proxy.failed.afterServer).toBeGreaterThan(20);
  expect(proxy.failed.afterServer).toBeGreaterThan(5);

  // What the agent sees: the newest page of the conversation, each reply once, in the order written
  // (read once the last reply shows: one run read the list the moment before it did).
  await expect(messages).toContainText(replyText(REPLIES));
  const agentLines = (await messages.innerText()).split('\n').map((line) => line.trim()).filter(isReply);
  expect(agentLines.length).toBeGreaterThan(10);
  expect(agentLines).toEqual(Array.from({ length: agentLines.length }, (_, index) => replyText(REPLIES - agentLines.length + 1 + index)));

  // What the customer got, from the server's history after a reload of the widget.
  await visitor.reload();
  const visitorLog = visitor.getByRole('log');
  await expect(visitorLog).toContainText(replyText(REPLIES));
  const visitorLines = (await visitorLog.innerText()).split('\n').map((line) => line.trim()).filter(isReply);
  expect(visitorLines).toEqual(Array.from({ length: REPLIES }, (_, index) => replyText(index + 1)));
  await visitor.context().close();
});
