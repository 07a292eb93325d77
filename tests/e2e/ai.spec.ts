// The AI in the composer end to end (docs/ai.md): suggested reply and summary through a local
// OpenAI-compatible stand-in (AI_BASE_URL), points charged by model up to the limit, the errors of
// 02 §8 as the agent sees them, offline disabled, and the bot editor opened (and used) when no bot is set up;
// without an AI service, a note in place of the buttons.
import type { Page } from '@playwright/test';
import { startAiService, type AiServiceStandIn } from '../../server/testing/ai-service';
import { expect, openVisitor, signUpWithOrganization, test as base, visitorSays } from './fixtures';

const test = base.extend<{ aiService: AiServiceStandIn }>({
  aiService: async ({}, use) => {
    const service = await startAiService();
    await use(service);
    await service.close();
  },
  // gpt-4 costs 10 points: three requests fit in a limit of 30.
  serverEnv: async ({ aiService }, use) => {
    await use({ NEW_ORGANIZATION_PLAN: 'business', AI_BASE_URL: aiService.url, AI_MODEL: 'gpt-4', AI_API_KEY: 'sk-e2e', AI_POINT_LIMIT: '30' });
  },
});

async function openConversation(page: Page, text: string): Promise<void> {
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').filter({ hasText: text }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(text);
}

test('suggested reply and summary: into the draft by choice, saved as a note, points charged up to the limit', async ({ page, browser, server, aiService }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you ship to Osaka?');
  await openConversation(page, 'Do you ship to Osaka?');
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(page.getByText('AI points used: 0/30')).toBeVisible();

  // No bot yet: the editor opens in a new tab, where the admin sets one up.
  const editorTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Suggest reply' }).click();
  const editor = await editorTab;
  await expect(editor.getByRole('heading', { name: 'AI bot' })).toBeVisible();
  await expect(editor.getByText('AI service: gpt-4, 10 points per suggestion or summary.')).toBeVisible();
  await expect(editor.getByText('This organization has no AI bot yet.', { exact: false })).toBeVisible();
  await editor.getByLabel('Bot name').fill('Tea helper');
  await editor.getByLabel('What the bot should know').fill('We ship all over Japan in two days.');
  await expect(editor.getByRole('switch', { name: 'Suggest replies and summaries' })).toBeChecked();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('AI bot saved.')).toBeVisible();
  await editor.reload();
  await expect(editor.getByLabel('What the bot should know')).toHaveValue('We ship all over Japan in two days.');
  await editor.close();
  expect(aiService.requests).toHaveLength(0);

  // An empty box takes the suggestion at once; the visitor's text and the bot's instructions went to the service.
  await page.getByRole('button', { name: 'Suggest reply' }).click();
  await expect(composer).toHaveValue('Thanks for asking! Delivery takes two days.');
  await expect(page.getByText('AI points used: 10/30')).toBeVisible();
  expect(aiService.requests.at(-1)?.body.messages.at(-1)?.content).toBe('Customer: Do you ship to Osaka?');
  expect(aiService.requests.at(-1)?.body.messages[0]?.content).toContain('We ship all over Japan in two days.');

  // Typed text stays until the agent chooses.
  await composer.fill('Hello!');
  await page.getByRole('button', { name: 'Suggest reply' }).click();
  const suggestion = page.getByRole('region', { name: 'Suggested reply' });
  await expect(suggestion).toContainText('Delivery takes two days.');
  await expect(composer).toHaveValue('Hello!');
  await suggestion.getByRole('button', { name: 'Add to draft' }).click();
  await expect(composer).toHaveValue('Hello!\nThanks for asking! Delivery takes two days.');

  // The service fails: an API error, no points charged.
  aiService.behave({ status: 500 });
  await page.getByRole('button', { name: 'Summarize' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The AI service did not answer.' })).toBeVisible();
  await expect(page.getByText('AI points used: 20/30')).toBeVisible();

  // The summary shows and lands in the customer's notes.
  aiService.behave({ content: 'Asks whether we ship to Osaka.' });
  await page.getByRole('button', { name: 'Summarize' }).click();
  await expect(page.getByRole('region', { name: 'Conversation summary' })).toContainText('Asks whether we ship to Osaka.');
  await expect(page.getByRole('complementary', { name: 'Customer details' }).getByRole('region', { name: 'Notes' }))
    .toContainText('Asks whether we ship to Osaka.');
  await expect(page.getByText('AI points used: 30/30')).toBeVisible();

  // The limit is reached: refused without asking the service.
  const asked = aiService.requests.length;
  await page.getByRole('button', { name: 'Suggest reply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This organization has used its AI points for this month.' })).toBeVisible();
  expect(aiService.requests.length).toBe(asked);

  // Offline: both off, with the reason.
  await server.stop();
  await expect(page.getByRole('button', { name: 'Suggest reply' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Summarize' })).toBeDisabled();
  await expect(page.getByText('AI needs a connection to the server.')).toBeVisible();
});

// The fixture's own server settings: no AI_BASE_URL.
base.describe('without an AI service configured', () => {
  base('the composer says the server has no AI service instead of the AI buttons, and sends nobody to set up a bot', async ({ page, browser, server }) => {
    const orgId = await signUpWithOrganization(page);
    const visitor = await openVisitor(browser, server.url, orgId);
    await visitorSays(visitor, 'Hello there');
    await openConversation(page, 'Hello there');

    await expect(page.getByText('Suggest reply and Summarize are not available: this server has no AI service.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suggest reply' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Summarize' })).toHaveCount(0);
    expect(page.context().pages()).toHaveLength(1);
    // The bot editor, for whoever looks there, says the same.
    await page.goto(`/message-bot/${orgId}/ai-bot`);
    await expect(page.getByText('This server has no AI service set up, so the bot cannot answer yet.', { exact: false })).toBeVisible();
  });
});
