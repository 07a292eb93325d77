import { connectLineByApi, expect, openVisitor, signUpWithOrganization, visitorSays } from './fixtures';
import { testWithLine } from './line-fixture';

// Issue 28: a keyword reply set in the console answers a LINE user (with LINE's reply token) and a
// live-chat visitor by itself, as the bot; an agent who replies takes the conversation over.
const channel = {
  channelId: '1657000028',
  channelSecret: '0123456789abcdef0123456789abcd28',
  accessToken: 'line-access-token-of-the-message-bot-28',
  bot: { userId: 'Ubot0028', basicId: '@teahouse28', displayName: 'Tea House LINE' },
};
const ann = { userId: 'U2828aaaa', displayName: 'Ann Lee' };

const test = testWithLine(channel, [ann]);

test('a keyword reply answers a LINE user and a live-chat visitor once, as the bot; an agent who replies takes over', async ({ page, browser, server, line }) => {
  test.slow();
  const orgId = await signUpWithOrganization(page);
  const integration = await connectLineByApi(page, orgId, channel);
  line.addChannel({ ...channel, webhookEndpoint: new URL(new URL(integration.webhook.url).pathname, server.url).href });

  // New conversations of the LINE account and of live chat start with the bot.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Message bot' }).click();
  await page.getByRole('navigation', { name: 'Message bot' }).getByRole('link', { name: 'Bot settings' }).click();
  const startWithBot = page.getByRole('group', { name: 'New conversations start with the bot' });
  await startWithBot.getByRole('checkbox', { name: /\(LINE\)$/ }).check();
  await startWithBot.getByRole('checkbox', { name: /^Live chat/ }).check();
  await page.getByRole('button', { name: 'Save bot settings' }).click();
  await expect(page.getByText('Bot settings saved.')).toBeVisible();

  // A keyword reply: "hours" anywhere in a message, on LINE and live chat, with the customer's name.
  await page.getByRole('navigation', { name: 'Message bot' }).getByRole('link', { name: 'Keyword replies' }).click();
  await page.getByRole('link', { name: 'New keyword reply' }).click();
  await page.getByRole('textbox', { name: 'Rule name' }).fill('Opening hours');
  await page.getByRole('textbox', { name: 'Keyword 1' }).fill('hours');
  const platforms = page.getByRole('group', { name: 'Platforms' });
  await platforms.getByRole('checkbox', { name: 'LINE' }).check();
  await platforms.getByRole('checkbox', { name: 'Live chat' }).check();
  const text = page.getByRole('textbox', { name: 'Text of message 1' });
  await text.fill('Hi ');
  await page.getByRole('button', { name: 'Insert customer name in message 1' }).click();
  await text.press('End');
  await text.pressSequentially(', we open 9 to 21 every day.');
  await page.getByRole('button', { name: 'Save rule' }).click();
  const rules = page.getByRole('table', { name: 'Keyword replies in priority order' });
  await expect(rules.getByRole('row').filter({ hasText: 'Opening hours' })).toBeVisible();

  // Ann asks on LINE (full-width letters match too): the reply goes with her reply token, once.
  expect(await line.deliver(channel.channelId, [line.textEvent(ann.userId, 'What are your ＨＯＵＲＳ?')])).toBe(200);
  await expect.poll(() => line.deliveries.filter((delivery) => delivery.to === ann.userId).map((delivery) => [delivery.via, delivery.messages]), { timeout: 20_000 })
    .toEqual([['reply', [expect.objectContaining({ type: 'text', text: 'Hi Ann Lee, we open 9 to 21 every day.' })]]]);

  // A visitor asks in the live-chat widget and sees the bot's answer there.
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'opening hours please?');
  await expect(visitor.getByRole('log')).toContainText(/we open 9 to 21 every day\./);

  // Both are in the Bot tab, not Unassigned; the bot's answers carry its label.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Message center' }).click();
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByRole('tab', { name: 'Bot', exact: true }).click();
  const list = conversations.getByRole('list', { name: 'Conversation list' });
  await expect(list.getByRole('link').filter({ hasText: ann.displayName })).toBeVisible();
  // The rows show the bot's answer, with each customer's name in it.
  await expect(list.getByRole('link').filter({ hasText: 'Hi Ann Lee, we open 9 to 21 every day.' })).toBeVisible();
  const visitorName = /Hi (Visitor \d+), we open/.exec(await list.getByRole('link').filter({ hasText: /Hi Visitor \d+, we open/ }).innerText())?.[1];
  if (!visitorName) throw new Error('the bot did not greet the visitor by name');
  const visitorRow = list.getByRole('link').filter({ hasText: visitorName });
  await visitorRow.click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(/we open 9 to 21 every day\./)).toBeVisible();
  await expect(log.getByText('Bot', { exact: true })).toBeVisible();

  // Ada replies: she takes the conversation over, the line says so, and it leaves the Bot tab.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('I can also book you a table.');
  await box.press('Enter');
  await expect(log.getByText('Ada Agent took over from the bot')).toBeVisible();
  await expect(visitor.getByRole('log')).toContainText('I can also book you a table.');
  await expect(visitorRow).toHaveCount(0);
  await expect(list.getByRole('link').filter({ hasText: ann.displayName })).toBeVisible();
  // Ann got her answer once, whatever else happened.
  expect(line.deliveries.filter((delivery) => delivery.to === ann.userId)).toHaveLength(1);
});
