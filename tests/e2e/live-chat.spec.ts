import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';

test('a visitor writes on the live-chat widget and the agent answers in realtime', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const conversations = page.getByRole('navigation', { name: 'Conversations' });

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Hello, is the oolong in stock?');

  // Appears in the agent's inbox without a reload.
  const row = conversations.getByRole('link').filter({ hasText: 'Hello, is the oolong in stock?' });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Hello, is the oolong in stock?');

  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, we have 20 tins left.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(visitor.getByRole('log')).toContainText('Yes, we have 20 tins left.');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Pending')).toHaveCount(0);

  // The visitor's identity survives a reload: the history is still theirs.
  await visitor.reload();
  await expect(visitor.getByRole('log')).toContainText('Hello, is the oolong in stock?');
  await expect(visitor.getByRole('log')).toContainText('Yes, we have 20 tins left.');
  await visitor.context().close();
});

test("the widget follows Linked apps › Live chat: away notice, pre-chat form, the agent's name and times, in the visitor's language", async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  await page.goto(`/organization-setting/${orgId}/linked-app`);
  await page.getByRole('combobox', { name: "Visitor's e-mail" }).selectOption('required');
  await page.getByRole('switch', { name: 'Use business hours' }).click();
  // Closed every day: the visitor comes outside business hours whenever the test runs.
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await page.getByLabel(day, { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Live chat settings saved.')).toBeVisible();

  const context = await browser.newContext({ baseURL: server.url, locale: 'ja-JP' });
  const visitor = await context.newPage();
  await visitor.goto(`/livechat/${orgId}`);
  await expect(visitor.getByText('ただいま営業時間外です。')).toBeVisible();
  await visitor.getByRole('button', { name: 'チャットを開始' }).click();
  await expect(visitor.getByText('この項目を入力してください。')).toBeVisible();
  await visitor.getByLabel('メールアドレス').fill('mei@example.com');
  await visitor.getByRole('button', { name: 'チャットを開始' }).click();
  await visitor.getByLabel('メッセージ').fill('在庫はありますか？');
  await visitor.getByRole('button', { name: '送信' }).click();

  const row = page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: '在庫はありますか？' });
  await page.goto(`/message-center/${orgId}`);
  await row.click();
  await page.getByRole('textbox', { name: 'Message' }).fill('はい、ございます。');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const reply = visitor.getByRole('log').getByRole('listitem').filter({ hasText: 'はい、ございます。' });
  await expect(reply).toContainText('Ada');
  await expect(reply.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
  await context.close();
});
