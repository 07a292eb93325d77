import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { parseOutboxPage } from '../../server/mail/outbox-reader';
import { launchServer, type ServerProcess } from './server-process';

export { expect };

/** Every test gets its own server, data folder and browser context; the console page starts at the server. */
export const test = base.extend<{ server: ServerProcess }>({
  server: async ({}, use) => {
    const server = await launchServer();
    await use(server);
    await server.dispose();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

let accountCounter = 0;

/** Signs up a fresh agent, creates an organization and waits for the message center. Returns the org id. */
export async function signUpWithOrganization(page: Page): Promise<string> {
  accountCounter += 1;
  const email = `agent${Date.now()}${accountCounter}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Agent');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // A new account verifies its e-mail first: open the link the server mailed (dev outbox).
  await page.waitForURL('**/signup-verify');
  await page.goto(await mailedLink(page, email, '/signup-verify'));
  await page.waitForURL('**/add-organization**');
  await page.getByLabel('Organization name').fill('Tea House');
  const industry = page.getByLabel('Industry');
  if ((await industry.evaluate((element) => element.tagName)) === 'SELECT') {
    await industry.selectOption({ index: 1 });
  } else {
    await industry.fill('Retail');
  }
  await page.getByRole('button', { name: 'Create organization' }).click();
  await page.waitForURL(/\/message-center\/[A-Za-z0-9]{10}/);
  const orgId = /\/message-center\/([A-Za-z0-9]{10})/.exec(page.url())?.[1];
  if (!orgId) throw new Error(`no organization id in ${page.url()}`);
  return orgId;
}

/**
 * The newest link to `path` (e.g. '/resetPassword') mailed to `email`, read from the server's dev
 * mail outbox (GET /dev/mail; the server runs without SMTP_URL). Waits a little for the mail.
 */
export async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect.poll(async () => {
    const html = await (await page.request.get('/dev/mail')).text();
    found = parseOutboxPage(html).find((mail) => mail.to === email.toLowerCase())
      ?.links.find((href) => new URL(href).pathname === path);
    return found;
  }, { message: `a mail to ${email} with a link to ${path}` }).toBeDefined();
  return found!;
}

/** A visitor on the organization's live-chat page, in a browser context of its own. */
export async function openVisitor(browser: Browser, serverUrl: string, orgId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverUrl, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/livechat/${orgId}`);
  return page;
}

export async function visitorSays(visitor: Page, text: string): Promise<void> {
  await visitor.getByLabel('Message').fill(text);
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByRole('log')).toContainText(text);
}

/** The agent's console has registered its service worker and it controls the page (shell precached). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated';
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}
