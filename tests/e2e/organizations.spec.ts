import type { Page } from '@playwright/test';
import { expect, signUpWithOrganization, test } from './fixtures';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const organizationButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Organization: / });

async function chooseOrganization(page: Page, name: string) {
  await organizationButton(page).click();
  await page.getByRole('menuitem', { name }).click();
}

test('create a second organization, switch between them, edit its basic info and delete it', async ({ page }) => {
  const teaHouse = await signUpWithOrganization(page);

  // Create one from the top-bar menu (the quota allows it).
  await organizationButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toHaveCSS('max-height', '294px');
  await menu.getByRole('menuitem', { name: 'Create organization' }).click();
  await page.waitForURL('**/add-organization');
  await page.getByLabel('Organization name').fill('Noodle Bar');
  await page.getByLabel('Industry').selectOption('food-beverage');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await page.waitForURL(/\/message-center\/[A-Za-z0-9]{10}$/);
  const noodleBar = /\/message-center\/([A-Za-z0-9]{10})/.exec(page.url())![1]!;
  expect(noodleBar).not.toBe(teaHouse);
  await expect(organizationButton(page)).toHaveAccessibleName('Organization: Noodle Bar');

  // Switch with the dropdown: the URL, the page and the name follow; the choice is kept.
  await chooseOrganization(page, 'Tea House');
  await page.waitForURL(`**/message-center/${teaHouse}`);
  await expect(organizationButton(page)).toHaveAccessibleName('Organization: Tea House');
  await expect(page).toHaveTitle('Message center · Parley');
  expect(await page.evaluate(() => localStorage.getItem('parley.selectedOrgId'))).toBe(teaHouse);

  // An open modal closes when the organization changes (here through the browser's history).
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organization settings' }).click();
  await page.waitForURL(`**/organization-setting/${teaHouse}/member-management`);
  await chooseOrganization(page, 'Noodle Bar');
  await page.waitForURL(`**/message-center/${noodleBar}`);
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organization settings' }).click();
  await page.waitForURL(`**/organization-setting/${noodleBar}/member-management`);
  await page.getByRole('button', { name: 'Invite members' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite members' }).getByLabel('E-mail addresses')).toBeVisible();
  await page.evaluate(() => history.go(-2));
  await page.waitForURL(`**/organization-setting/${teaHouse}/member-management`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(organizationButton(page)).toHaveAccessibleName('Organization: Tea House');

  // Basic info of Noodle Bar: a new name and an icon.
  await chooseOrganization(page, 'Noodle Bar');
  await page.waitForURL(`**/message-center/${noodleBar}`);
  await page.goto(`/organization-setting/${noodleBar}/basic-info`);
  await page.getByLabel('Organization name').fill('Noodle House');
  await page.getByRole('button', { name: 'Upload icon' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a file' });
  await upload.getByLabel('File to upload').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(upload).toHaveCount(0);
  await expect(page.getByTestId('organization-icon').locator('img')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization details saved.')).toBeVisible();
  await expect(organizationButton(page)).toHaveAccessibleName('Organization: Noodle House');
  const topBarIcon = organizationButton(page).locator('img');
  await expect(topBarIcon).toBeVisible();
  await expect.poll(() => topBarIcon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  await page.reload();
  await expect(page.getByLabel('Organization name')).toHaveValue('Noodle House');
  await expect(organizationButton(page).locator('img')).toBeVisible();

  // A second tab stays in the organization's message center: it hears of the deletion live.
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/message-center/${noodleBar}`);
  await expect(organizationButton(secondTab)).toHaveAccessibleName('Organization: Noodle House');

  // Delete it: the name must be typed exactly; then the console goes on to the other organization.
  await page.getByRole('button', { name: 'Delete organization' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Noodle House?' });
  const remove = confirm.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await confirm.getByLabel('Type Noodle House to confirm').fill('Noodle');
  await expect(remove).toBeDisabled();
  await confirm.getByLabel('Type Noodle House to confirm').fill(' Noodle House ');
  await remove.click();
  await page.waitForURL(`**/message-center/${teaHouse}`);
  await expect(page.getByText('Organization Noodle House deleted.')).toBeVisible();
  // The other tab, without a reload or a focus change: moved on, and told why.
  await expect(secondTab).toHaveURL(new RegExp(`/message-center/${teaHouse}`));
  await expect(secondTab.getByText('The organization Noodle House was deleted.')).toBeVisible();
  await secondTab.close();
  await organizationButton(page).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([/Tea House$/, 'Create organization']);
  await page.keyboard.press('Escape');
  // Its pages are gone: its address leads back to the remaining organization.
  await page.goto(`/organization-setting/${noodleBar}/basic-info`);
  await page.waitForURL(`**/message-center/${teaHouse}`);
});

test('linked apps: live chat is connected with its embed tag; LINE, Messenger and WhatsApp ask for their credentials after their tips; redirect options', async ({ page }) => {
  const orgId = await signUpWithOrganization(page);
  await page.goto(`/organization-setting/${orgId}/member-management`);
  await page.getByRole('navigation', { name: 'Organization settings' }).getByRole('link', { name: 'Linked apps' }).click();
  await page.waitForURL(`**/organization-setting/${orgId}/linked-app`);
  await expect(page).toHaveTitle('Linked apps · Parley');
  await expect(page.getByLabel('Live chat embed code')).toHaveValue(new RegExp(`<script src="http://localhost:\\d+/livechat/widget\\.js" data-org="${orgId}"></script>`));
  await expect(page.getByRole('link', { name: 'Open the live-chat page' })).toHaveAttribute('href', new RegExp(`/livechat/${orgId}$`));

  // LINE connects with its account's credentials (tests/e2e/line.spec.ts goes on from here).
  await page.getByRole('button', { name: 'Connect LINE' }).click();
  const line = page.getByRole('dialog', { name: 'Connect LINE' });
  await expect(line.getByLabel('Channel access token')).toBeVisible();
  await line.getByRole('button', { name: 'Cancel' }).click();
  await expect(line).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect Messenger' }).click();
  const tips = page.getByRole('dialog', { name: 'Connect Messenger' });
  await expect(tips.getByRole('button', { name: 'Not now' })).toBeVisible();
  await tips.getByRole('button', { name: 'Continue' }).click();
  // Messenger connects with its Page's credentials (tests/e2e/messenger.spec.ts goes on from here).
  const messenger = page.getByRole('dialog', { name: 'Connect Messenger' });
  await expect(messenger.getByLabel('Verify token')).toBeVisible();
  await messenger.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect WhatsApp' }).click();
  await page.getByRole('dialog', { name: 'Connect WhatsApp' }).getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Redirect options: routes or http(s) URLs, no duplicates; kept on the server.
  await page.getByRole('navigation', { name: 'Organization settings' }).getByRole('link', { name: 'Redirect options' }).click();
  await page.waitForURL(`**/organization-setting/${orgId}/redirect-options`);
  const entry = page.getByLabel('Route or URL');
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await entry.fill('shop');
  await add.click();
  await expect(page.getByRole('alert')).toContainText('Enter a route starting with / or a URL starting with http:// or https://.');
  await entry.fill('/message-center');
  await add.click();
  await expect(page.getByRole('list', { name: 'Trusted routes and URLs' }).getByRole('listitem')).toHaveText([/^\/message-center/]);
  await entry.fill('https://shop.example.com/thanks');
  await add.click();
  await expect(page.getByRole('list', { name: 'Trusted routes and URLs' }).getByRole('listitem')).toHaveCount(2);
  await entry.fill('/message-center');
  await add.click();
  await expect(page.getByRole('alert')).toContainText('That is already in the list.');
  await page.reload();
  const list = page.getByRole('list', { name: 'Trusted routes and URLs' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Remove /message-center' }).click();
  await expect(list.getByRole('listitem')).toHaveText([/^https:\/\/shop\.example\.com\/thanks/]);
});

test.describe('limits', () => {
  // The free plan (one seat) and a quota of one organization, which sign-up uses.
  test.use({ serverEnv: { ORGANIZATION_QUOTA: '1', NEW_ORGANIZATION_PLAN: 'free' } });

  test('with the quota used up, Create organization offers contacting sales; the free plan says it has no seat before any form', async ({ page }) => {
    const orgId = await signUpWithOrganization(page);
    await organizationButton(page).click();
    await page.getByRole('menuitem', { name: 'Create organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'You cannot create more organizations' });
    await expect(dialog.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', /^mailto:sales@parley\.local\?subject=/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/message-center/${orgId}`);

    await page.goto(`/organization-setting/${orgId}/member-management`);
    await expect(page.getByText('1 of 1 seat used')).toBeVisible();
    const invite = page.getByRole('button', { name: 'Invite members' });
    await expect(invite).toBeDisabled();
    await expect(invite).toHaveAccessibleDescription(/^The Free plan has 1 seat, and it is taken\. To invite someone, remove a member first, or ask the operator .*NEW_ORGANIZATION_PLAN/);
    // Reachable by keyboard, but no form opens that could only be refused.
    await invite.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
