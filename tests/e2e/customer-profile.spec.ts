import type { Page } from '@playwright/test';
import type { Customer } from '../../common/contracts/customers';
import type { InboxesResult } from '../../common/contracts/inbox';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('parley.user'));
  if (!stored) throw new Error('the agent is not signed in');
  return (JSON.parse(stored) as { sessionToken: string }).sessionToken;
}

/** The customer as the server itself answers it (inboxesV3, category all). */
async function serverCustomer(page: Page, serverUrl: string, orgId: string, customerId: string): Promise<Customer | undefined> {
  const response = await page.request.post(`${serverUrl}/functions/inboxesV3`, {
    data: { _ApplicationId: 'parley', _SessionToken: await sessionToken(page), orgId, where: { inbox: 'all' } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: InboxesResult }).result.customers.find((customer) => customer.objectId === customerId);
}

test('customer profile: monitoring shows on the row, a custom field edited offline syncs, binding to a role', async ({ page, server, browser }) => {
  const orgId = await signUpWithOrganization(page);
  // A role of the organization to bind the customer to (permission setting is another screen's job).
  const created = await page.request.post(`${server.url}/org_roles/create`, {
    headers: { 'X-Parse-Application-Id': 'parley', 'X-Parse-Session-Token': await sessionToken(page) },
    data: { orgId, name: 'Front desk', superiorId: null, feature: { msgCenter: { enabled: true } } },
  });
  expect(created.status()).toBe(201);

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Is my order on its way?');
  const list = page.getByRole('navigation', { name: 'Conversations' });
  const row = list.getByRole('list', { name: 'Conversation list' }).getByRole('link').first();
  await row.click();
  await page.waitForURL(/\/customer\/[^/?#]+/);
  const panel = page.getByRole('complementary', { name: 'Customer details' });
  const customerId = /\/customer\/([^/?#]+)/.exec(page.url())?.[1];
  if (!customerId) throw new Error(`no customer in ${page.url()}`);
  await expect(panel.getByText('No e-commerce platform connected')).toBeVisible();

  // Monitoring: the switch flips, the row shows the flag, and the server has it.
  const monitoring = panel.getByRole('switch', { name: 'Monitoring' });
  await expect(monitoring).not.toBeChecked();
  await monitoring.focus();
  await page.keyboard.press('Space');
  await expect(monitoring).toBeChecked();
  await expect(row.getByText('Monitoring')).toBeAttached();
  await expect.poll(async () => (await serverCustomer(page, server.url, orgId, customerId))?.isMonitoring).toBe(true);
  await expect(panel.getByText('Waiting to sync')).toHaveCount(0);

  // Binding to a role, by keyboard.
  const roleSelect = panel.getByRole('combobox', { name: 'Role to bind to' });
  await roleSelect.selectOption({ label: 'Front desk' });
  await panel.getByRole('button', { name: 'Bind', exact: true }).press('Enter');
  const bound = panel.getByRole('region', { name: 'Bound role' });
  await expect(bound.getByRole('paragraph')).toHaveText('Front desk');
  await expect(bound.getByRole('button', { name: 'Unbind' })).toBeVisible();
  await expect.poll(async () => (await serverCustomer(page, server.url, orgId, customerId))?.bindName).toBe('Front desk');

  // The admin names the first custom field.
  await panel.getByRole('button', { name: 'Rename fields' }).click();
  const naming = page.getByRole('dialog', { name: 'Custom field names' });
  await naming.getByRole('textbox', { name: 'Name of custom field 1' }).fill('Member no.');
  await naming.getByRole('button', { name: 'Save names' }).click();
  await expect(naming).toHaveCount(0);
  const memberNo = panel.getByRole('textbox', { name: 'Member no.' });
  await expect(memberNo).toBeVisible();

  // With the server stopped, the value is kept and waits, visibly.
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await memberNo.fill('A-123');
  await memberNo.press('Enter');
  const fields = panel.getByRole('region', { name: 'Custom fields' });
  await expect(fields.getByText('Waiting to sync')).toBeVisible();
  await expect(memberNo).toHaveValue('A-123');

  // The server is back: the value is sent once and the server holds it.
  await server.start();
  await expect(fields.getByText('Waiting to sync')).toHaveCount(0, { timeout: 45_000 });
  await expect.poll(async () => (await serverCustomer(page, server.url, orgId, customerId))?.customField1).toBe('A-123');
  await expect(memberNo).toHaveValue('A-123');

  await visitor.context().close();
});
