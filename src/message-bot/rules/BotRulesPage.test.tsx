// The keyword replies list: rules in priority order with their keywords, platforms and use; Move up /
// Move down reorder from the keyboard and save the order; the switch saves at once and goes back with a
// message when refused; delete asks first; with no rule it says what keyword replies do.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotRule, BotRuleList } from '../../../common/contracts/message-bot';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { BotRulesPage } from './BotRulesPage';

const orgId = 'Org0000001';

const api = vi.hoisted(() => ({
  listBotRules: vi.fn<(orgId: string) => Promise<BotRuleList>>(),
  setBotRuleEnabled: vi.fn<(orgId: string, id: string, enabled: boolean) => Promise<BotRule>>(),
  orderBotRules: vi.fn<(orgId: string, ids: readonly string[]) => Promise<BotRuleList>>(),
  deleteBotRule: vi.fn<(orgId: string, id: string) => Promise<void>>(),
}));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../bot-api', () => api);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));

function ruleOf(fields: Partial<BotRule> & Pick<BotRule, 'objectId' | 'name'>): BotRule {
  return {
    keywords: [{ text: 'hours', match: 'contains' }], platforms: ['line', 'livechat'], accounts: [], requiredTags: [], excludedTags: [],
    replies: [{ contentType: 'text', data: { content: 'We open at 9.' } }], enabled: true, priority: 1, usedCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...fields,
  };
}

let stored: BotRule[] = [];

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/message-bot/${orgId}/bot`]}>
        <Routes>
          <Route path="/message-bot/:orgId/bot" element={<BotRulesPage />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Keyword replies in priority order' });
const names = () => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  stored = [
    ruleOf({ objectId: 'Rule000001', name: 'Opening hours', keywords: [{ text: 'hours', match: 'contains' }, { text: 'open?', match: 'exact' }], usedCount: 12 }),
    ruleOf({ objectId: 'Rule000002', name: 'Delivery', keywords: [{ text: 'delivery', match: 'contains' }], platforms: ['facebook'], priority: 2 }),
    ruleOf({ objectId: 'Rule000003', name: 'Refunds', keywords: [{ text: 'refund', match: 'contains' }], enabled: false, priority: 3 }),
  ];
  api.listBotRules.mockImplementation(async () => ({ rules: stored, max: 200 }));
  api.orderBotRules.mockImplementation(async (_org, ids) => ({ rules: ids.map((id) => stored.find((rule) => rule.objectId === id)!), max: 200 }));
  api.setBotRuleEnabled.mockImplementation(async (_org, id, enabled) => ({ ...stored.find((rule) => rule.objectId === id)!, enabled }));
  api.deleteBotRule.mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('BotRulesPage', () => {
  it('lists the rules in priority order with their keywords, match, platforms and times used, and the count', async () => {
    renderPage();
    await waitFor(() => expect(names()).toEqual(['Opening hours', 'Delivery', 'Refunds']));
    expect(api.listBotRules).toHaveBeenCalledWith(orgId);
    const first = within(table()).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['1', 'Opening hours', 'hours (contains)open? (exact)', 'LINE, Live chat', '12']);
    expect(screen.getByText('3 of 200 rules')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Rule on: Refunds' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('link', { name: 'New keyword reply' }).getAttribute('href')).toBe(`/message-bot/${orgId}/bot/new`);
    expect(screen.getByRole('link', { name: 'Edit Delivery' }).getAttribute('href')).toBe(`/message-bot/${orgId}/bot/Rule000002`);
  });

  it('moves a rule down and up with its buttons, keeps the focus on them and saves each new order', async () => {
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    expect((screen.getByRole('button', { name: 'Move Opening hours up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Refunds down' }) as HTMLButtonElement).disabled).toBe(true);

    const down = screen.getByRole('button', { name: 'Move Opening hours down' });
    down.focus();
    fireEvent.click(down);
    expect(names()).toEqual(['Delivery', 'Opening hours', 'Refunds']);
    expect(screen.getByText('Opening hours is now number 2 of 3.')).toBeTruthy();
    await waitFor(() => expect(api.orderBotRules).toHaveBeenCalledWith(orgId, ['Rule000002', 'Rule000001', 'Rule000003']));
    fireEvent.click(screen.getByRole('button', { name: 'Move Opening hours down' }));
    expect(names()).toEqual(['Delivery', 'Refunds', 'Opening hours']);
    // At the bottom its Move down is disabled: Move up has the focus, so the keyboard stays on the rule.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Opening hours up' })));
    await waitFor(() => expect(api.orderBotRules).toHaveBeenLastCalledWith(orgId, ['Rule000002', 'Rule000003', 'Rule000001']));
  });

  it('puts the order back and says why when the server refuses it', async () => {
    api.orderBotRules.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'ids: must name every rule of the organization once' }));
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Move Refunds up' }));
    expect(names()).toEqual(['Opening hours', 'Refunds', 'Delivery']);
    await waitFor(() => expect(names()).toEqual(['Opening hours', 'Delivery', 'Refunds']));
    expect(toast.showToast).toHaveBeenCalledWith('error', 'The new order could not be saved: ids: must name every rule of the organization once');
  });

  it('switches a rule off at once, and back on with a message when the server refuses', async () => {
    renderPage();
    const opening = await screen.findByRole('switch', { name: 'Rule on: Opening hours' });
    fireEvent.click(opening);
    await waitFor(() => expect(api.setBotRuleEnabled).toHaveBeenCalledWith(orgId, 'Rule000001', false));
    expect(screen.getByRole('switch', { name: 'Rule on: Opening hours' }).getAttribute('aria-checked')).toBe('false');

    api.setBotRuleEnabled.mockRejectedValueOnce(new ApiError(0, { error: 'Failed to fetch' }, true));
    fireEvent.click(screen.getByRole('switch', { name: 'Rule on: Delivery' }));
    expect(screen.getByRole('switch', { name: 'Rule on: Delivery' }).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Rule on: Delivery' }).getAttribute('aria-checked')).toBe('true'));
    expect(toast.showToast).toHaveBeenCalledWith('error', 'Delivery could not be switched off: Cannot reach the server. Check your connection and try again.');
  });

  it('deletes a rule after asking', async () => {
    renderPage();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete keyword reply' });
    expect(dialog.textContent).toContain('Delete Delivery? The bot stops answering its keywords.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Opening hours', 'Refunds']));
    expect(api.deleteBotRule).toHaveBeenCalledWith(orgId, 'Rule000002');
  });

  it('says what keyword replies do when there is none, and that they answer the Bot inbox', async () => {
    api.listBotRules.mockResolvedValueOnce({ rules: [], max: 200 });
    renderPage();
    expect(await screen.findByText('No keyword replies yet.')).toBeTruthy();
    expect(screen.getByText(/a customer who writes "opening hours" gets your hours at once/)).toBeTruthy();
    expect(screen.getByText(/The bot answers conversations in the Bot inbox/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose which accounts start with the bot' }).getAttribute('href')).toBe(`/message-bot/${orgId}/bot-settings`);
    expect(screen.getByText('0 of 200 rules')).toBeTruthy();
  });
});
