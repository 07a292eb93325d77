// The bot's settings: holidays added and removed, accounts that start with the bot, the welcome turned
// on with a reply, what is saved, and a refusal shown at the part it names with the form kept.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotSettings } from '../../../common/contracts/message-bot';
import type { Integration } from '../../../common/contracts/integrations';
import { DEFAULT_LIVECHAT_SETTINGS } from '../../../common/livechat-hours';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { BotSettingsPage } from './BotSettingsPage';

const orgId = 'Org0000001';

const api = vi.hoisted(() => ({
  fetchBotSettings: vi.fn<(orgId: string) => Promise<BotSettings>>(),
  saveBotSettings: vi.fn<(orgId: string, settings: BotSettings) => Promise<BotSettings>>(),
}));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../bot-api', () => api);
vi.mock('../../org-settings/channel-accounts/accounts-api', () => ({
  listIntegrations: async () => [{ objectId: 'Integ00001', integrationName: 'Tea House LINE', platform: 'line', account: 'U123' } as Integration],
}));
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../org/organizations-context', () => ({
  useOrganizations: () => ({ organizations: [{ objectId: orgId, authorityName: 'admin', integrations: [{ platform: 'line', alert: false }, { platform: 'livechat', alert: false }] }] }),
}));

const stored: BotSettings = {
  welcome: { enabled: false, replies: [] },
  away: { enabled: true, replies: [{ contentType: 'text', data: { content: 'We are closed; we answer tomorrow.' } }] },
  businessHours: { ...DEFAULT_LIVECHAT_SETTINGS.businessHours, enabled: true, timeZone: 'Asia/Taipei', holidays: ['2026-12-25'] },
  startWithBot: [],
};

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/message-bot/${orgId}/bot-settings`]}>
        <Routes><Route path="/message-bot/:orgId/bot-settings" element={<BotSettingsPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const holidays = () => within(screen.getByRole('list', { name: 'Holidays' })).getAllByRole('listitem').map((item) => item.querySelector('time')?.dateTime);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  api.fetchBotSettings.mockResolvedValue(stored);
  api.saveBotSettings.mockImplementation(async (_org, settings) => settings);
});
afterEach(cleanup);

describe('BotSettingsPage', () => {
  it('adds and removes holidays, ticks an account to start with the bot, and saves them with the welcome', async () => {
    renderPage();
    const date = await screen.findByLabelText('Holiday date');
    expect(holidays()).toEqual(['2026-12-25']);
    const add = screen.getByRole('button', { name: 'Add holiday' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(date, { target: { value: '2027-01-01' } });
    fireEvent.click(add);
    fireEvent.change(date, { target: { value: '2026-12-24' } });
    fireEvent.click(add);
    expect(holidays()).toEqual(['2026-12-24', '2026-12-25', '2027-01-01']);
    fireEvent.change(date, { target: { value: '2026-12-25' } });
    expect(screen.getByText('This date is a holiday already.')).toBeTruthy();
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove holiday December 25, 2026' }));
    expect(holidays()).toEqual(['2026-12-24', '2027-01-01']);

    const start = screen.getByRole('group', { name: 'New conversations start with the bot' });
    fireEvent.click(await within(start).findByRole('checkbox', { name: 'Live chat (Live chat)' }));
    expect(within(start).getByRole('checkbox', { name: 'Tea House LINE (LINE)' })).toBeTruthy();

    const welcome = screen.getByRole('region', { name: 'Welcome message' });
    fireEvent.click(within(welcome).getByRole('switch', { name: 'Send a welcome message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save bot settings' }));
    expect(await within(welcome).findByText('Add a reply, or switch this message off.')).toBeTruthy();
    expect(api.saveBotSettings).not.toHaveBeenCalled();
    fireEvent.change(within(welcome).getByLabelText('Text of message 1'), { target: { value: 'Welcome to Tea House!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bot settings' }));

    await waitFor(() => expect(api.saveBotSettings).toHaveBeenCalledOnce());
    expect(api.saveBotSettings).toHaveBeenCalledWith(orgId, {
      welcome: { enabled: true, replies: [{ contentType: 'text', data: { content: 'Welcome to Tea House!' } }] },
      away: stored.away,
      businessHours: { ...stored.businessHours, holidays: ['2026-12-24', '2027-01-01'] },
      startWithBot: ['livechat'],
    });
    expect(toast.showToast).toHaveBeenCalledWith('success', 'Bot settings saved.');
  });

  it('keeps a quick reply under the away message, checked by broadcasts\' rules, and saves it', async () => {
    renderPage();
    const away = await screen.findByRole('region', { name: 'Away message' });
    const quick = within(away).getByRole('region', { name: 'Quick replies' });
    // The welcome has its own quick replies: each editor is named by its own heading.
    expect(within(screen.getByRole('region', { name: 'Welcome message' })).getByRole('region', { name: 'Quick replies' })).not.toBe(quick);
    fireEvent.click(within(quick).getByRole('button', { name: 'Add a quick reply' }));
    fireEvent.change(within(quick).getByLabelText('Quick reply 1: label'), { target: { value: 'Leave a message' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bot settings' }));
    expect(await screen.findByText('Fix the parts marked above.')).toBeTruthy();
    expect(api.saveBotSettings).not.toHaveBeenCalled();
    fireEvent.change(within(quick).getByLabelText('Quick reply 1: text sent'), { target: { value: 'I will leave a message' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bot settings' }));
    await waitFor(() => expect(api.saveBotSettings).toHaveBeenCalledOnce());
    expect(api.saveBotSettings.mock.calls[0]![1].away).toEqual({ ...stored.away, quickReply: { items: [{ label: 'Leave a message', text: 'I will leave a message' }] } });
  });

  it('shows a refusal next to the part it names and keeps what was changed', async () => {
    api.saveBotSettings.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'body/businessHours/holidays/1 must match pattern "^[0-9]{4}-…"' }));
    renderPage();
    const date = await screen.findByLabelText('Holiday date');
    fireEvent.change(date, { target: { value: '2027-02-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save bot settings' }));

    const holidaysGroup = screen.getByRole('group', { name: 'Holidays' });
    expect((await within(holidaysGroup).findByRole('alert')).textContent).toBe('body/businessHours/holidays/1 must match pattern "^[0-9]{4}-…"');
    expect(holidays()).toEqual(['2026-12-25', '2027-02-10']);
    expect(within(screen.getByRole('region', { name: 'Away message' })).getByLabelText('Text of message 1')).toHaveProperty('value', 'We are closed; we answer tomorrow.');
    expect(toast.showToast).not.toHaveBeenCalled();
  });
});
