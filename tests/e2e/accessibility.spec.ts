import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

/** axe's serious and critical findings on the page as it is now, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) =>
      `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`));
}

/**
 * Waits for the screen's heading, then expects axe to find nothing serious or critical on it. Soft:
 * the test goes on to the other screens and fails at the end with every screen's list.
 */
async function expectAccessible(page: Page, screen: string, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  expect.soft(await seriousViolations(page), `axe on ${screen}`).toEqual([]);
}

test('every main screen has no serious or critical axe violation', async ({ page, browser, server }) => {
  await page.goto('/login');
  await expectAccessible(page, 'login', 'Log in to Parley');
  await page.goto('/signup');
  await expectAccessible(page, 'sign-up', 'Create your Parley account');

  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Is the oolong in stock?');
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').click();
  await expect(page.getByRole('log')).toContainText('Is the oolong in stock?');
  expect.soft(await seriousViolations(page), 'axe on the message center with a conversation open').toEqual([]);

  // From here on the console navigates in the page, as the agent would (faster than reloading it).
  const modules = page.getByRole('navigation', { name: 'Modules' });
  await modules.getByRole('link', { name: 'Customer management' }).click();
  await expectAccessible(page, 'all customers', 'All customers');
  const customerManagement = page.getByRole('navigation', { name: 'Customer management' });
  for (const [tab, heading] of [['Customer groups', 'Customer groups'], ['Message keywords', 'Message keywords'], ['Tag management', 'Tag management']] as const) {
    await customerManagement.getByRole('link', { name: tab }).click();
    await expectAccessible(page, tab.toLowerCase(), heading);
  }

  await modules.getByRole('link', { name: 'Organization settings' }).click();
  const settingsTabs = [
    ['Linked apps', 'Linked apps'],
    ['Member management', 'Members'],
    ['Basic info', 'Basic info'],
    ['Permission setting', 'Roles'],
    ['Redirect options', 'Redirect options'],
  ] as const;
  for (const [tab, heading] of settingsTabs) {
    await page.getByRole('navigation', { name: 'Organization settings' }).getByRole('link', { name: tab }).click();
    await expectAccessible(page, `organization settings › ${tab}`, heading);
  }

  await page.getByRole('button', { name: 'Account: Ada' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expectAccessible(page, 'account settings', 'Account settings');
  await visitor.context().close();
});
