import { connectLineByApi, expect, signUpWithOrganization } from './fixtures';
import { testWithLine } from './line-fixture';

// LINE share messages (LIFF) end to end. The server talks to the LINE stand-in (LINE_API_BASE_URL):
// the Messaging API channel the broadcast goes through, and the LINE Login channel the LIFF app lives on.
const channel = {
  channelId: '1657000088',
  channelSecret: '0123456789abcdef0123456789abcd88',
  accessToken: 'line-access-token-of-the-share-88',
  bot: { userId: 'Ubot0088', basicId: '@teahouse88', displayName: 'Tea House LINE' },
};
const login = { channelId: '2006000088', channelSecret: 'fedcba9876543210fedcba9876543288' };
const ann = { userId: 'U8888aaaa', displayName: 'Ann Lee' };
const CARD = { title: 'Autumn oolong', subtitle: 'Share it with a friend', button: 'Shop now', url: 'https://shop.example.com/autumn' };

const test = testWithLine(channel, [ann], (line) => line.addLoginChannel(login));


test('an admin sets up the LIFF app and broadcasts a share message: LINE gets a button opening the LIFF URL, whose page shares the card', async ({ page, server, line }) => {
  const orgId = await signUpWithOrganization(page);
  const integration = await connectLineByApi(page, orgId, channel);
  line.addChannel({ ...channel, webhookEndpoint: new URL(new URL(integration.webhook.url).pathname, server.url).href });
  expect(await line.deliver(channel.channelId, [line.textEvent(ann.userId, 'Any new teas?')])).toBe(200);

  // 1. Broadcast › LINE share app: connect the LINE Login channel, then create the LIFF app.
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Broadcast' }).click();
  await page.getByRole('link', { name: 'LINE share app' }).click();
  await expect(page.getByRole('heading', { name: 'LINE share app (LIFF)', level: 1 })).toBeVisible();
  const loginSection = page.getByRole('region', { name: 'LINE Login channel' });
  await loginSection.getByLabel('Channel ID').fill(login.channelId);
  await loginSection.getByLabel('Channel secret').fill(login.channelSecret);
  await loginSection.getByRole('button', { name: 'Connect' }).click();
  await expect(loginSection.getByText(`Connected: channel ${login.channelId}.`)).toBeVisible();
  const appSection = page.getByRole('region', { name: 'LIFF app' });
  await appSection.getByLabel('LIFF app name').fill('Tea friends');
  await appSection.getByRole('button', { name: 'Create LIFF app' }).click();
  await expect(appSection.getByRole('button', { name: 'Rename' })).toBeVisible();
  const [app] = line.liffApps(login.channelId);
  expect(app).toMatchObject({ description: 'Tea friends', view: { type: 'full', url: `${server.url}/liff/share` } });
  await expect(appSection.getByText(app!.liffId, { exact: true })).toBeVisible();

  // 2. New broadcast to LINE: a text and a share message (a card with a link), sent now.
  await page.getByRole('link', { name: 'Back to broadcasts' }).click();
  await page.getByRole('link', { name: 'New broadcast' }).click();
  await page.getByRole('textbox', { name: 'Broadcast name' }).fill('Share the oolong');
  await page.getByRole('region', { name: 'Audience' }).getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'LINE' }).check();
  await expect(page.getByRole('region', { name: 'Audience' }).getByRole('status')).toHaveText('Recipients: 1');
  await page.getByRole('textbox', { name: 'Text of message 1' }).fill('Our autumn oolong is here.');
  await page.getByRole('combobox', { name: 'Kind of message' }).selectOption({ label: 'Share message (LINE)' });
  await page.getByRole('button', { name: 'Add message' }).click();
  const share = page.getByRole('region', { name: 'Message 2: Share message (LINE)' });
  await share.getByRole('textbox', { name: 'Title', exact: true }).fill(CARD.title);
  await share.getByRole('textbox', { name: 'Subtitle', exact: true }).fill(CARD.subtitle);
  await share.getByRole('button', { name: 'Add a button' }).click();
  await share.getByRole('textbox', { name: 'Button 1: title' }).fill(CARD.button);
  await share.getByRole('textbox', { name: 'Button 1: Link' }).fill(CARD.url);
  await share.getByRole('textbox', { name: 'Share button label of message 2' }).fill('Share with friends');
  const preview = page.getByRole('region', { name: 'Preview' }).getByRole('tabpanel');
  for (const text of [CARD.title, CARD.button, 'Share with friends']) await expect(preview.getByText(text, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send Share the oolong now?' });
  await expect(confirm.getByText('It goes to 1 recipient at once.', { exact: false })).toBeVisible();
  await expect(confirm.getByRole('list', { name: 'Recipients per channel' })).toHaveText('LINE: 1');
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('The broadcast is on its way.')).toBeVisible();

  // 3. LINE got the card with the share button last, opening the LIFF URL with the broadcast's token.
  await expect.poll(() => line.deliveries.filter((delivery) => delivery.to === ann.userId).length).toBe(1);
  const [delivery] = line.deliveries.filter((one) => one.to === ann.userId);
  const card = delivery!.messages[1] as { template: { title: string; actions: { type: string; label: string; uri: string }[] } };
  expect(card.template.title).toBe(CARD.title);
  expect(card.template.actions.map((action) => action.label)).toEqual([CARD.button, 'Share with friends']);
  const liffUrl = new URL(card.template.actions[1]!.uri);
  expect(`${liffUrl.origin}${liffUrl.pathname}`).toBe(`https://liff.line.me/${app!.liffId}`);
  const token = liffUrl.searchParams.get('token') ?? '';

  // 4. The share page opens in the browser (past the console's service worker, under its own CSP) and
  // says a token nobody was given is nothing to share; the content route answers the sent card (without
  // the share button) by its token. (LIFF itself talks to LINE's servers: src/liff/share-flow.test.ts.)
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
  await page.goto(`/liff/share?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('status')).toHaveText('This message can no longer be shared.');
  expect(violations).toEqual([]);
  const content = await page.request.get(`/liff/share-content/${token}`);
  expect(content.status()).toBe(200);
  expect(await content.json()).toEqual({
    liffId: app!.liffId,
    messages: [{
      type: 'template', altText: `${CARD.title}: ${CARD.subtitle}`,
      template: { type: 'buttons', title: CARD.title, text: CARD.subtitle, actions: [{ type: 'uri', label: CARD.button, uri: CARD.url }] },
    }],
  });
});
