import { test as base, expect, type Browser, type Page } from '@playwright/test';
import type { Integration } from '../../common/contracts/integrations';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { randomId } from '../../common/ids';
import { parseOutboxPage } from '../../server/mail/outbox-reader';
import { E2E_OPERATOR_TOKEN, launchServer, type ServerProcess } from '../../server/testing/server-process';

export { expect };

/** Every test gets its own server, data folder and browser context; the console page starts at the server. */
export const test = base.extend<{ server: ServerProcess; serverEnv: NodeJS.ProcessEnv }>({
  // The test server's settings (`test.use({ serverEnv: … })`). New organizations start on the
  // business plan here: free has one seat (03 §9), which would refuse every invitation.
  serverEnv: [{ NEW_ORGANIZATION_PLAN: 'business' }, { option: true }],
  server: async ({ serverEnv }, use) => {
    const server = await launchServer(serverEnv);
    await use(server);
    await server.dispose();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

let accountCounter = 0;

/**
 * Signs up a fresh agent "Ada Agent" with the company "Tea House" (sign-up creates its organization,
 * 01 §4), verifies the e-mail, waits for the message center and skips the onboarding carousel (unless
 * `onboarding: 'keep'`). Returns the org id. `via: 'console'` goes through the sign-up pages (with the
 * 5 s wait of 01 §9: tests/e2e/onboarding.spec.ts); by default the account and the organization are
 * made through the API the pages call, and the console is signed in as they leave it, which spares
 * every other test the sign-up pages.
 */
export async function signUpWithOrganization(
  page: Page, { onboarding = 'skip', via = 'api' }: { onboarding?: 'skip' | 'keep'; via?: 'console' | 'api' } = {},
): Promise<string> {
  accountCounter += 1;
  const email = `agent${Date.now()}${accountCounter}@example.com`;
  if (via === 'console') await signUpOnPages(page, email);
  else await signUpThroughApi(page, email);
  // Sign-up then asks for the e-mail to be verified: open the link the server mailed (dev outbox).
  await page.goto(await mailedLink(page, email, '/signup-verify'));
  await page.waitForURL(/\/message-center\/[A-Za-z0-9]{10}/);
  const orgId = /\/message-center\/([A-Za-z0-9]{10})/.exec(page.url())?.[1];
  if (!orgId) throw new Error(`no organization id in ${page.url()}`);
  // A new account meets the onboarding carousel (tests/e2e/onboarding.spec.ts): skip it.
  if (onboarding === 'skip') await skipOnboarding(page);
  return orgId;
}

async function signUpOnPages(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Agent');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/signup-content');
  await page.getByLabel('Company').fill('Tea House');
  await page.getByLabel('Industry').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Sign-up waits 5 s between creating the user and the organization (01 §9).
  await page.waitForURL('**/signup-verify', { timeout: 30_000 });
}

/** What the sign-up pages do (src/auth/signup-sequence.ts), by the same calls: the user, the organization, the user kept signed in. */
async function signUpThroughApi(page: Page, email: string): Promise<void> {
  const call = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const response = await page.request.post(path, { data: { _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, ...data } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return await response.json() as T;
  };
  const { sessionToken } = await call<{ sessionToken: string }>('/users', {
    username: email, email, password: 'correct horse battery', firstName: 'Ada', lastName: 'Agent', language: 'en-US',
  });
  await call('/classes/Organization', { name: randomId(), displayName: 'Tea House', industry: 'retail', locale: 'en-US', _SessionToken: sessionToken });
  const user = await call<Record<string, unknown>>('/users/me', { _SessionToken: sessionToken });
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('parley.user', stored), JSON.stringify({ ...user, sessionToken }));
}

/** Skips the onboarding carousel a new account meets in the shell, and waits until the server has it. */
export async function skipOnboarding(page: Page): Promise<void> {
  const carousel = page.getByRole('dialog', { name: 'Welcome to Parley' });
  await carousel.getByRole('button', { name: 'Skip' }).click();
  await expect(carousel).toHaveCount(0);
  await expect.poll(() => page.evaluate(async () => {
    const { sessionToken } = JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { sessionToken?: string };
    const response = await fetch('/users/me', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _ApplicationId: 'parley', _SessionToken: sessionToken }),
    });
    return ((await response.json()) as { toturialDisabled?: boolean }).toturialDisabled;
  }), { message: 'the server has the onboarding done' }).toBe(true);
}

/**
 * The newest link to `path` (e.g. '/resetPassword') mailed to `email`, read from the server's dev
 * mail outbox (GET /dev/mail as its operator; the server runs without SMTP_URL). Waits a little for the mail.
 */
export async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect.poll(async () => {
    const html = await (await page.request.get('/dev/mail', { headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } })).text();
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
  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(visitor.getByRole('log')).toContainText(text);
}

/** The agent's console has registered its service worker and it controls the page (shell precached). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // (waitForFunction would not wait for an async predicate: a promise counts as truthy at once.)
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

/** Connects a LINE channel as the signed-in admin (POST /functions/integrate; line.spec.ts does it through the UI). */
export async function connectLineByApi(page: Page, orgId: string, channel: { channelId: string; channelSecret: string; accessToken: string }): Promise<Integration> {
  const { sessionToken } = JSON.parse(await page.evaluate(() => localStorage.getItem('parley.user') ?? '{}')) as { sessionToken?: string };
  const response = await page.request.post('/functions/integrate', {
    data: { _ApplicationId: 'parley', _SessionToken: sessionToken, orgId, platform: 'line', account: channel.channelId, secret: channel.channelSecret, token: channel.accessToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: Integration }).result;
}
