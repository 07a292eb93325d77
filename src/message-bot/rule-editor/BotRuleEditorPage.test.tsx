// The keyword rule editor: the limits of common/message-bot.ts (5 keywords, 5 replies, the name's
// length), what it saves (keywords with their match, platforms, accounts, tags, replies with the
// customer's name), a refused save that keeps everything typed and names the field, and editing.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotRule, BotRuleFields, BotRuleList } from '../../../common/contracts/message-bot';
import type { Integration } from '../../../common/contracts/integrations';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { BotRuleEditorPage } from './BotRuleEditorPage';

const orgId = 'Org0000001';

const api = vi.hoisted(() => ({
  listBotRules: vi.fn<(orgId: string) => Promise<BotRuleList>>(),
  createBotRule: vi.fn<(orgId: string, fields: BotRuleFields) => Promise<BotRule>>(),
  updateBotRule: vi.fn<(orgId: string, id: string, fields: BotRuleFields) => Promise<BotRule>>(),
}));
const accounts = vi.hoisted(() => ({ listIntegrations: vi.fn<(orgId: string) => Promise<Integration[]>>() }));
vi.mock('../bot-api', () => api);
vi.mock('../../org-settings/channel-accounts/accounts-api', () => accounts);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../../data/sync-client', () => ({ getSync: () => ({ findTags: async () => [] }) }));
vi.mock('../../org/organizations-context', () => ({
  useOrganizations: () => ({ organizations: [{ objectId: orgId, authorityName: 'admin', integrations: [{ platform: 'line', alert: false }, { platform: 'livechat', alert: false }] }] }),
}));

const lineAccount = { objectId: 'Integ00001', integrationId: 'Integ00001', integrationName: 'Tea House LINE', platform: 'line', account: 'U123' } as Integration;

const stored: BotRule = {
  objectId: 'Rule000001', name: 'Opening hours', keywords: [{ text: 'hours', match: 'contains' }], platforms: ['line'], accounts: [],
  requiredTags: ['vip'], excludedTags: [], replies: [{ contentType: 'text', data: { content: 'We open at 9.' } }], enabled: true, priority: 1, usedCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

function draw(path: string) {
  const router = createMemoryRouter([
    { path: '/message-bot/:orgId/bot', element: <p>The rules</p> },
    { path: '/message-bot/:orgId/bot/new', element: <BotRuleEditorPage /> },
    { path: '/message-bot/:orgId/bot/:ruleId', element: <BotRuleEditorPage /> },
  ], { initialEntries: [path] });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
  return router;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  accounts.listIntegrations.mockResolvedValue([lineAccount]);
  api.listBotRules.mockResolvedValue({ rules: [stored], max: 200 });
  api.createBotRule.mockImplementation(async (_org, fields) => ({ ...stored, ...fields, objectId: 'Rule000002' } as BotRule));
  api.updateBotRule.mockImplementation(async (_org, _id, fields) => ({ ...stored, ...fields } as BotRule));
});
afterEach(cleanup);

describe('BotRuleEditorPage', () => {
  it('keeps to the limits: 5 keywords, 5 replies, a 50-character name; says what is missing instead of saving', async () => {
    draw(`/message-bot/${orgId}/bot/new`);
    const name = await screen.findByRole('textbox', { name: 'Rule name' });
    expect((name as HTMLInputElement).maxLength).toBe(50);
    for (let added = 1; added < 5; added++) fireEvent.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(screen.getByRole('textbox', { name: 'Keyword 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add keyword' })).toBeNull();
    expect(screen.getByText('A rule has at most 5 keywords.')).toBeTruthy();
    expect(textbox('Keyword 1').maxLength).toBe(60);

    const replies = screen.getByRole('region', { name: /^Replies/ });
    for (let added = 1; added < 5; added++) fireEvent.click(within(replies).getByRole('button', { name: 'Add reply' }));
    expect(within(replies).getByRole('heading', { name: 'Replies (5 of 5)' })).toBeTruthy();
    expect(within(replies).queryByRole('button', { name: 'Add reply' })).toBeNull();
    expect(within(replies).getByText('At most 5 replies.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Give the rule a name.')).toBeTruthy();
    expect(screen.getByText('Add a keyword.')).toBeTruthy();
    expect(screen.getAllByText('Type the text.')).toHaveLength(5);
    expect(screen.getByText('Fix the fields marked above.')).toBeTruthy();
    expect(api.createBotRule).not.toHaveBeenCalled();
  });

  it('saves a new rule: keywords with their match, platforms, an account, tags and a reply with the customer\'s name', async () => {
    const router = draw(`/message-bot/${orgId}/bot/new`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rule name' }), { target: { value: ' Opening hours ' } });
    fireEvent.change(textbox('Keyword 1'), { target: { value: 'hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add keyword' }));
    fireEvent.change(textbox('Keyword 2'), { target: { value: 'open?' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Match of keyword 2' }), { target: { value: 'exact' } });
    for (const platform of ['Messenger', 'Instagram', 'WhatsApp']) fireEvent.click(screen.getByRole('checkbox', { name: platform }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tea House LINE (LINE)' }));
    expect(screen.getByRole('checkbox', { name: 'Live chat (Live chat)' })).toBeTruthy();
    const required = screen.getByRole('combobox', { name: 'Required tag' });
    fireEvent.change(required, { target: { value: 'vip' } });
    fireEvent.keyDown(required, { key: 'Enter' });
    fireEvent.change(textbox('Text of message 1'), { target: { value: 'Hello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert customer name in message 1' }));
    expect(textbox('Text of message 1').value).toBe('Hello {{customerName}}');

    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/message-bot/${orgId}/bot`));
    expect(api.createBotRule).toHaveBeenCalledWith(orgId, {
      name: 'Opening hours',
      keywords: [{ text: 'hours', match: 'contains' }, { text: 'open?', match: 'exact' }],
      platforms: ['line', 'livechat'],
      accounts: ['Integ00001'],
      requiredTags: ['vip'],
      excludedTags: [],
      replies: [{ contentType: 'text', data: { content: 'Hello {{customerName}}' } }],
      enabled: true,
    });
  });

  it('offers imagemaps and quick replies, says who would get nothing, and saves them', async () => {
    const router = draw(`/message-bot/${orgId}/bot/new`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rule name' }), { target: { value: 'Menu' } });
    fireEvent.change(textbox('Keyword 1'), { target: { value: 'menu' } });
    for (const platform of ['Messenger', 'Instagram', 'WhatsApp']) fireEvent.click(screen.getByRole('checkbox', { name: platform }));
    const replies = screen.getByRole('region', { name: /^Replies/ });
    fireEvent.click(within(replies).getByRole('button', { name: 'Remove message 1' }));
    expect(within(replies).getByRole('button', { name: 'Remove message 1' })).toHaveProperty('disabled', true);
    fireEvent.change(within(replies).getByRole('combobox', { name: 'Kind of reply' }), { target: { value: 'imagemap' } });
    fireEvent.click(within(replies).getByRole('button', { name: 'Add reply' }));
    fireEvent.click(within(replies).getByRole('button', { name: 'Remove message 1' }));
    expect(within(replies).getByRole('heading', { name: 'Message 1: Imagemap (LINE)' })).toBeTruthy();
    fireEvent.change(textbox('Imagemap image'), { target: { value: 'https://cdn.example/menu.png' } });
    fireEvent.change(textbox('Alternative text (shown in notifications)'), { target: { value: 'Our menu' } });
    fireEvent.click(within(replies).getByRole('button', { name: 'Add an area' }));
    fireEvent.change(textbox('Area 1: display text'), { target: { value: 'Shop' } });
    fireEvent.change(textbox('Area 1: link'), { target: { value: 'https://shop.example' } });
    // Live chat is still ticked: a visitor would get nothing from an imagemap alone.
    expect(within(replies).getByText('Live chat customers would get no reply: an imagemap goes to LINE only. Add a reply of another kind.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Fix the fields marked above.')).toBeTruthy();
    expect(api.createBotRule).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Live chat' }));
    expect(within(replies).queryByText(/would get no reply/)).toBeNull();

    const quick = within(replies).getByRole('region', { name: 'Quick replies' });
    fireEvent.click(within(quick).getByRole('button', { name: 'Add a quick reply' }));
    fireEvent.change(textbox('Quick reply 1: label'), { target: { value: 'Coupons' } });
    fireEvent.change(textbox('Quick reply 1: text sent'), { target: { value: 'coupon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/message-bot/${orgId}/bot`));
    expect(api.createBotRule).toHaveBeenCalledWith(orgId, expect.objectContaining({
      platforms: ['line'],
      replies: [{
        contentType: 'imagemap',
        data: { imageUrl: 'https://cdn.example/menu.png', content: 'Our menu', baseHeight: 320, actions: [
          { type: 'url', label: 'Shop', data: 'https://shop.example', area: { x: 0, y: 0, width: 320, height: 100 } },
        ] },
      }],
      quickReply: { items: [{ label: 'Coupons', text: 'coupon' }] },
    }));
  });

  it('keeps everything typed when the server refuses, and shows its words at the field they name', async () => {
    api.createBotRule.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'body/keywords/0/text must match a word the other rules do not use' }));
    const router = draw(`/message-bot/${orgId}/bot/new`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rule name' }), { target: { value: 'Delivery' } });
    fireEvent.change(textbox('Keyword 1'), { target: { value: 'delivery' } });
    fireEvent.change(textbox('Text of message 1'), { target: { value: 'We deliver in two days.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The rule was not saved: see the field marked above.');
    const keywords = screen.getByRole('group', { name: 'Keywords' });
    expect(within(keywords).getByText('body/keywords/0/text must match a word the other rules do not use')).toBeTruthy();
    expect(textbox('Rule name').value).toBe('Delivery');
    expect(textbox('Keyword 1').value).toBe('delivery');
    expect(textbox('Text of message 1').value).toBe('We deliver in two days.');
    expect(router.state.location.pathname).toBe(`/message-bot/${orgId}/bot/new`);

    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/message-bot/${orgId}/bot`));
    expect(api.createBotRule).toHaveBeenCalledTimes(2);
  });

  it('edits a stored rule and saves all of its fields', async () => {
    const router = draw(`/message-bot/${orgId}/bot/Rule000001`);
    const name = await screen.findByRole('textbox', { name: 'Rule name' });
    expect((name as HTMLInputElement).value).toBe('Opening hours');
    expect(within(screen.getByRole('list', { name: 'Required tags' })).getByText('vip')).toBeTruthy();
    expect(textbox('Text of message 1').value).toBe('We open at 9.');
    fireEvent.click(screen.getByRole('switch', { name: 'Rule on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/message-bot/${orgId}/bot`));
    expect(api.updateBotRule).toHaveBeenCalledWith(orgId, 'Rule000001', {
      name: 'Opening hours', keywords: [{ text: 'hours', match: 'contains' }], platforms: ['line'], accounts: [], requiredTags: ['vip'], excludedTags: [],
      replies: [{ contentType: 'text', data: { content: 'We open at 9.' } }], enabled: false,
    });
  });

  it('keeps what was typed when the page is left or reloaded, until it is saved or discarded', async () => {
    draw(`/message-bot/${orgId}/bot/Rule000001`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Rule name' }), { target: { value: 'Opening hours and days' } });
    fireEvent.change(textbox('Keyword 1'), { target: { value: 'open' } });
    cleanup();

    draw(`/message-bot/${orgId}/bot/Rule000001`);
    expect(await screen.findByText('Your unsaved changes from before are back.')).toBeTruthy();
    expect(textbox('Rule name').value).toBe('Opening hours and days');
    expect(textbox('Keyword 1').value).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(textbox('Rule name').value).toBe('Opening hours');
    expect(textbox('Keyword 1').value).toBe('hours');
    cleanup();

    draw(`/message-bot/${orgId}/bot/Rule000001`);
    expect((await screen.findByRole('textbox', { name: 'Rule name' }) as HTMLInputElement).value).toBe('Opening hours');
    expect(screen.queryByText('Your unsaved changes from before are back.')).toBeNull();
  });
});
