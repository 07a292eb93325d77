import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { connectLineByApi, expect, openVisitor, signUpWithOrganization, visitorSays } from './fixtures';
import { testWithLine } from './line-fixture';

// Issue 17: a broadcast end to end. The server talks to the LINE stand-in (LINE_API_BASE_URL); the
// audience is two LINE users and a live-chat visitor tagged vip, and a LINE user who is not.
const channel = {
  channelId: '1657000017',
  channelSecret: '0123456789abcdef0123456789abcd17',
  accessToken: 'line-access-token-of-the-broadcast-17',
  bot: { userId: 'Ubot0017', basicId: '@teahouse17', displayName: 'Tea House LINE' },
};
const ann = { userId: 'U1717aaaa', displayName: 'Ann Lee' };
const ben = { userId: 'U1717bbbb', displayName: 'Ben Wu' };
const cid = { userId: 'U1717cccc', displayName: 'Cid Ho' };

const NAME = 'Autumn tea sale';
const TEXT = 'Our autumn oolong is here: 20% off this week.';
const CARD = { title: 'Autumn oolong', subtitle: 'Roasted, 100 g tin', button: 'Shop now', url: 'https://shop.example.com/autumn' };

const test = testWithLine(channel, [ann, ben, cid]);


/** The first whole minute at least `leadMs` ahead, in the browser's zone, as a datetime-local value (the field takes minutes). */
function sendAtValue(page: Page, leadMs: number): Promise<{ local: string; at: number }> {
  return page.evaluate((lead) => {
    const at = new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);
    // (Serialized into the page: no helper from outside.)
    const [month, day, hours, minutes] = [at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()].map((value) => String(value).padStart(2, '0'));
    return { local: `${at.getFullYear()}-${month}-${day}T${hours}:${minutes}`, at: at.getTime() };
  }, leadMs);
}

test('an admin schedules a text and a card to the vip customers of LINE and live chat; each gets it once, the list and task panel follow it to done, and the export lists it', async ({ page, browser, server, line }) => {
  test.setTimeout(240_000);
  const orgId = await signUpWithOrganization(page);
  const integration = await connectLineByApi(page, orgId, channel);
  line.addChannel({ ...channel, webhookEndpoint: new URL(new URL(integration.webhook.url).pathname, server.url).href });

  // The customers: three LINE users write, and a visitor on the live-chat page.
  for (const [user, text] of [[ann, 'Any new teas?'], [ben, 'Do you ship to Taichung?'], [cid, 'Is the shop open on Sunday?']] as const) {
    expect(await line.deliver(channel.channelId, [line.textEvent(user.userId, text)])).toBe(200);
  }
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Hello, any discounts?');
  const inbox = page.getByRole('navigation', { name: 'Conversations' });
  const visitorRow = inbox.getByRole('link').filter({ hasText: 'Hello, any discounts?' });
  await expect(visitorRow).toBeVisible();
  const visitorName = /Visitor \d+/.exec((await visitorRow.textContent()) ?? '')?.[0];
  if (!visitorName) throw new Error('the visitor has no generated name');
  for (const name of [ann.displayName, ben.displayName, cid.displayName]) await expect(inbox.getByRole('link').filter({ hasText: name })).toBeVisible();

  // Ann, Ben and the visitor get the tag vip in bulk; Cid does not.
  for (const name of [ann.displayName, ben.displayName, visitorName]) await inbox.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Add tags' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Add tags to 3 customers' });
  await tagDialog.getByRole('combobox', { name: 'Tag to add' }).fill('vip');
  await tagDialog.getByRole('combobox', { name: 'Tag to add' }).press('Enter');
  await tagDialog.getByRole('button', { name: 'Add tags' }).click();
  await expect(page.getByText('The tags were added to the customers.')).toBeVisible();

  // 1. Broadcast › New broadcast: the audience by tag and platforms, with its live count.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Broadcast' }).click();
  await expect(page.getByRole('heading', { name: 'Broadcasts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New broadcast' }).click();
  await expect(page.getByRole('heading', { name: 'New broadcast', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Broadcast name' }).fill(NAME);
  const audience = page.getByRole('region', { name: 'Audience' });
  const platforms = audience.getByRole('group', { name: 'Platforms' });
  await platforms.getByRole('checkbox', { name: 'LINE' }).check();
  await platforms.getByRole('checkbox', { name: 'Live chat' }).check();
  const tagsIncluded = audience.getByRole('combobox', { name: 'Tags included' });
  await tagsIncluded.fill('vip');
  await tagsIncluded.press('Enter');
  await expect(audience.getByRole('list', { name: 'Tags included' }).getByRole('listitem')).toHaveText([/vip/]);
  await expect(audience.getByRole('status')).toHaveText('Recipients: 3');

  // 2. A text and a card with one link button; the preview shows both.
  await page.getByRole('textbox', { name: 'Text of message 1' }).fill(TEXT);
  await page.getByRole('combobox', { name: 'Kind of message' }).selectOption({ label: 'Card' });
  await page.getByRole('button', { name: 'Add message' }).click();
  const card = page.getByRole('region', { name: 'Message 2: Card' });
  await card.getByRole('textbox', { name: 'Title', exact: true }).fill(CARD.title);
  await card.getByRole('textbox', { name: 'Subtitle', exact: true }).fill(CARD.subtitle);
  await card.getByRole('button', { name: 'Add a button' }).click();
  await expect(card.getByRole('combobox', { name: 'Button 1: action' })).toHaveValue('url');
  await card.getByRole('textbox', { name: 'Button 1: title' }).fill(CARD.button);
  await card.getByRole('textbox', { name: 'Button 1: Link' }).fill(CARD.url);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('tab', { name: 'LINE' })).toHaveAttribute('aria-selected', 'true');
  const shown = preview.getByRole('tabpanel');
  for (const text of [TEXT, CARD.title, CARD.subtitle, CARD.button]) await expect(shown.getByText(text, { exact: true })).toBeVisible();
  await preview.getByRole('tab', { name: 'Live chat' }).click();
  for (const text of [TEXT, CARD.title, CARD.button]) await expect(shown.getByText(text, { exact: true })).toBeVisible();

  // At a set time: 5 minutes ahead by default; set to the next whole minute at least 20 s away (time enough to see it listed as scheduled; less waiting in CI).
  await page.getByRole('radio', { name: 'At a set time' }).check();
  const sendAt = page.getByLabel('Send at');
  await expect(sendAt).not.toHaveValue('');
  const defaultLead = await sendAt.evaluate((input: HTMLInputElement) => new Date(input.value).getTime() - Date.now());
  expect(defaultLead).toBeGreaterThan(4 * 60_000);
  expect(defaultLead).toBeLessThanOrEqual(6 * 60_000);
  const schedule = await sendAtValue(page, 20_000);
  await sendAt.fill(schedule.local);
  await expect(page.getByText('schedule-must-be-future', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('The broadcast is scheduled.')).toBeVisible();

  const list = page.getByRole('table', { name: 'Broadcasts' });
  const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: NAME }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('Scheduled');
  const when = await page.evaluate((at) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)), schedule.at);
  await expect(row.getByRole('cell').nth(1)).toHaveText(`Scheduled for ${when}`);
  expect(line.requests.filter((request) => request.path === '/v2/bot/message/multicast')).toHaveLength(0);

  // 3. It runs at its time (the runner wakes every second): the list goes to Done with the counts, live.
  // (The done toast shows for 5 s: it is waited for first.)
  await expect(page.getByText(`The broadcast ${NAME} was sent.`)).toBeVisible({ timeout: schedule.at - Date.now() + 60_000 });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Done');
  await expect(row).toContainText('Sent 3, success 3, failed 0, of 3');
  await expect(row.getByRole('progressbar', { name: `Progress of ${NAME}` })).toHaveAttribute('value', '3');
  await page.getByRole('button', { name: /^Tasks/ }).click();
  const tasks = page.getByRole('dialog', { name: 'Tasks' });
  await expect(tasks.getByRole('listitem').filter({ hasText: `Broadcast: ${NAME}` }).getByTitle('Success')).toBeVisible();
  await tasks.getByRole('button', { name: 'Close tasks' }).click();

  // 4. LINE: one multicast naming Ann and Ben once each, with a retry key, carrying the text and the card.
  const multicasts = line.requests.filter((request) => request.path === '/v2/bot/message/multicast');
  expect(multicasts).toHaveLength(1);
  const [multicast] = multicasts;
  expect(multicast!.retryKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const body = multicast!.body as { to: string[]; messages: unknown[] };
  expect([...body.to].sort()).toEqual([ann.userId, ben.userId]);
  expect(body.messages).toEqual([
    { type: 'text', text: TEXT },
    {
      type: 'template', altText: `${CARD.title}: ${CARD.subtitle}`,
      template: { type: 'buttons', title: CARD.title, text: CARD.subtitle, actions: [{ type: 'uri', label: CARD.button, uri: CARD.url }] },
    },
  ]);
  expect(line.deliveries.filter((delivery) => delivery.to === cid.userId)).toHaveLength(0);
  expect(line.deliveries.map((delivery) => delivery.to).sort()).toEqual([ann.userId, ben.userId]);

  // The visitor's page shows both messages once (the card with its title), live and after a reload. The
  // match keeps case: the text says "autumn oolong" too.
  const chat = visitor.getByRole('log');
  const once = (text: string) => chat.getByRole('listitem').filter({ hasText: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  for (const text of [TEXT, CARD.title]) await expect(once(text)).toHaveCount(1);
  await visitor.reload();
  for (const text of [TEXT, CARD.title]) await expect(once(text)).toHaveCount(1);

  // Each vip customer's conversation shows the text and the card once; Cid's shows neither.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Message center' }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  for (const name of [ann.displayName, ben.displayName, visitorName]) {
    await inbox.getByRole('link').filter({ hasText: name }).click();
    await expect(log.getByText(TEXT, { exact: true })).toHaveCount(1);
    await expect(log.getByRole('heading', { name: CARD.title })).toHaveCount(1);
    // (Each message is an article; the card is the innermost one.)
    const shownCard = log.getByRole('article').filter({ has: page.getByRole('heading', { name: CARD.title }), hasNot: page.getByRole('article') });
    await expect(shownCard.getByText(CARD.subtitle)).toBeVisible();
    await expect(shownCard.getByRole('link', { name: CARD.button })).toHaveAttribute('href', CARD.url);
  }
  await inbox.getByRole('link').filter({ hasText: cid.displayName }).click();
  await expect(log).toContainText('Is the shop open on Sunday?');
  await expect(log).not.toContainText(TEXT);
  await expect(log.getByRole('heading', { name: CARD.title })).toHaveCount(0);

  // 5. The export: the dialog starts it (in the console's language, English here), the task panel offers the file,
  // which lists the broadcast and its counts.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Broadcast' }).click();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export broadcasts' });
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(exportDialog).toHaveCount(0);
  await expect(page.getByText('Exporting broadcasts. Follow it in the task list, where you can download the file.')).toBeVisible();
  await page.getByRole('button', { name: /^Tasks/ }).click();
  const exportTask = tasks.getByRole('listitem').filter({ hasText: 'Export broadcasts' });
  await expect(exportTask.getByTitle('Success')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await exportTask.getByRole('button', { name: 'Download Export broadcasts' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^broadcasts-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Name,Status,Scheduled at,Created at,Recipients,Succeeded,Failed,Unknown');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${NAME},done,[^,]+,[^,]+,3,3,0,0$`));
  await visitor.context().close();
});
