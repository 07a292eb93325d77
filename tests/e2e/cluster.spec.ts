// Two server processes of one deployment (issue 18; docs/scale-out.md): the agent's console on
// process 1, a live-chat visitor on process 2, both on one PostgreSQL database and one Redis. Needs
// TEST_DATABASE_URL and TEST_REDIS_URL (npm test sets both: scripts/test.sh) and fails without them, never passing unrun.
import { createTestDatabase, type TestDatabase } from '../../server/testing/test-database';
import { launchServer, type ServerProcess } from '../../server/testing/server-process';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

const clusterTest = test.extend<{ clusterEnv: NodeJS.ProcessEnv; second: ServerProcess }>({
  clusterEnv: async ({ serverEnv }, use) => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!adminUrl || !redisUrl) {
      throw new Error('the cluster test needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL (npm test starts both: scripts/test.sh)');
    }
    const database: TestDatabase = await createTestDatabase(adminUrl);
    await use({ ...serverEnv, DATABASE_URL: database.databaseUrl, REDIS_URL: redisUrl });
    await database.drop();
  },
  // Process 1: the console's.
  server: async ({ clusterEnv }, use) => {
    const first = await launchServer(clusterEnv);
    await use(first);
    await first.dispose();
  },
  // Process 2, on process 1's DATA_DIR (one machine): the visitor's.
  second: async ({ clusterEnv, server }, use) => {
    const second = await launchServer(clusterEnv, { dataDir: server.dataDir });
    await use(second);
    await second.dispose();
  },
});

clusterTest('the console on process 1 and a visitor on process 2 talk live, and the chat survives killing process 2', async ({ page, browser, second }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, second.url, orgId);
  const visitorLog = visitor.getByRole('log');
  const agentLog = page.getByRole('log', { name: 'Messages' });

  // Visitor (process 2) → agent (process 1), live.
  await visitorSays(visitor, 'Hello from process two');
  const row = page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: 'Hello from process two' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(agentLog).toContainText('Hello from process two');

  // Agent (process 1) → visitor (process 2), live.
  const reply = async (text: string) => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(agentLog.getByText('Pending')).toHaveCount(0);
  };
  await reply('Welcome, how can I help?');
  await expect(visitorLog).toContainText('Welcome, how can I help?');

  // Process 2 dies mid-conversation; the agent answers meanwhile, through process 1.
  process.kill(second.pid!, 'SIGKILL');
  await expect.poll(() => fetch(`${second.url}/health`).then(() => 'up', () => 'down')).toBe('down');
  await reply('Your parcel left this morning.');

  // Process 2 is back on its port: the widget reconnects by itself and catches up, then talks live again.
  await second.start();
  await expect(visitorLog).toContainText('Your parcel left this morning.', { timeout: 30_000 });
  await visitorSays(visitor, 'Thank you!');
  await expect(agentLog).toContainText('Thank you!');
  await reply('You are welcome.');
  await expect(visitorLog).toContainText('You are welcome.');

  // Nothing lost, nothing twice, on either side.
  const lines = ['Hello from process two', 'Welcome, how can I help?', 'Your parcel left this morning.', 'Thank you!', 'You are welcome.'];
  for (const text of lines) {
    await expect(visitorLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    await expect(agentLog.getByText(text, { exact: true })).toHaveCount(1);
  }
  await visitor.context().close();
});
