import { connectLineByApi, expect, openVisitor, signUpWithOrganization, visitorSays } from './fixtures';
import { testWithLine } from './line-fixture';

// Issue 27: all customers filtered by tag and platform, saved as a query group, and that group used as
// a broadcast's audience; each member gets the broadcast once. LINE is the stand-in (LINE_API_BASE_URL).
const channel = {
  channelId: '1657000027',
  channelSecret: '0123456789abcdef0123456789abcd27',
  accessToken: 'line-access-token-of-all-customers-27',
  bot: { userId: 'Ubot0027', basicId: '@teahouse27', displayName: 'Tea House LINE' },
};
const ann = { userId: 'U2727aaaa', displayName: 'Ann Lee' };
const ben = { userId: 'U2727bbbb', displayName: 'Ben Wu' };
const cid = { userId: 'U2727cccc', displayName: 'Cid Ho' };

const test = testWithLine(channel, [ann, ben, cid]);

test('filter all customers by tag and platform, save them as a group, and broadcast to it: each member gets it once', async ({ page, browser, server, line }) => {
  test.setTimeout(180_000);
  const orgId = await signUpWithOrganization(page);
  const integration = await connectLineByApi(page, orgId, channel);
  line.addChannel({ ...channel, webhookEndpoint: new URL(new URL(integration.webhook.url).pathname, server.url).href });
  for (const [user, text] of [[ann, 'Any new teas?'], [ben, 'Do you ship to Taichung?'], [cid, 'Is the shop open on Sunday?']] as const) {
    expect(await line.deliver(channel.channelId, [line.textEvent(user.userId, text)])).toBe(200);
  }
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Hello, any discounts?');

  // All customers lists the four; Ann, Ben and the visitor get the tag vip from its bulk actions.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Customer management' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-management/${orgId}/all-customers`));
  const all = page.getByRole('region', { name: 'All customers' });
  await expect(all.getByText('4 customers', { exact: false }).first()).toBeVisible();
  const visitorName = /Visitor \d+/.exec(await all.getByRole('row').filter({ hasText: /Visitor \d+/ }).innerText())?.[0];
  if (!visitorName) throw new Error('the visitor has no generated name');
  for (const name of [ann.displayName, ben.displayName, visitorName]) await all.getByRole('checkbox', { name: `Select ${name}` }).check();
  await all.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Add tags' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Add tags to 3 customers' });
  await tagDialog.getByRole('combobox', { name: 'Tag to add' }).fill('vip');
  await tagDialog.getByRole('combobox', { name: 'Tag to add' }).press('Enter');
  await tagDialog.getByRole('button', { name: 'Add tags' }).click();
  await expect(page.getByText('The tags were added to the customers.')).toBeVisible();

  // The filter: tag vip and LINE → Ann and Ben; it is in the address, so a reload keeps it.
  const filter = page.getByRole('form', { name: 'Filter customers' });
  if (!(await filter.isVisible())) await all.getByRole('button', { name: 'Show filter' }).click();
  await filter.getByLabel('Has any of these tags').fill('vip');
  await filter.getByLabel('Has any of these tags').press('Enter');
  await expect(filter.getByRole('list', { name: 'Any of these tags' })).toContainText('vip');
  await filter.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'LINE' }).check();
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(all.getByText('2 customers match')).toBeVisible();
  await page.reload();
  await expect(all.getByText('2 customers match')).toBeVisible();
  await expect(all.getByRole('row').filter({ hasText: ann.displayName })).toHaveCount(1);
  await expect(all.getByRole('row').filter({ hasText: ben.displayName })).toHaveCount(1);
  await expect(all.getByRole('row').filter({ hasText: cid.displayName })).toHaveCount(0);

  // Saved as a customer group; its task computes the two members.
  await all.getByRole('button', { name: 'Save as customer group' }).click();
  const save = page.getByRole('dialog', { name: 'Save as customer group' });
  await save.getByRole('textbox', { name: 'Group name' }).fill('VIP on LINE');
  await save.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('navigation', { name: 'Customer management' }).getByRole('link', { name: 'Customer groups' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'VIP on LINE' })).toContainText('2');

  // A broadcast to the group: Send now names the two recipients; each gets the text once.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Broadcast' }).click();
  await page.getByRole('link', { name: 'New broadcast' }).click();
  await page.getByRole('textbox', { name: 'Broadcast name' }).fill('VIP tasting');
  const audience = page.getByRole('region', { name: 'Audience' });
  await audience.getByRole('group', { name: 'Customer groups' }).getByRole('checkbox', { name: 'VIP on LINE' }).check();
  await expect(audience.getByRole('status')).toHaveText('Recipients: 2');
  await page.getByRole('textbox', { name: 'Text of message 1' }).fill('A VIP tasting on Saturday: you are invited.');
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send VIP tasting now?' });
  await expect(confirm.getByText('It goes to 2 recipients at once.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('The broadcast is on its way.')).toBeVisible();
  await expect.poll(() => line.deliveries.filter((delivery) => delivery.via === 'multicast').map((delivery) => delivery.to).sort(), { timeout: 30_000 })
    .toEqual([ann.userId, ben.userId].sort());
  // Nothing more arrives later.
  await page.waitForTimeout(2000);
  expect(line.deliveries.filter((delivery) => delivery.via === 'multicast')).toHaveLength(2);
});
