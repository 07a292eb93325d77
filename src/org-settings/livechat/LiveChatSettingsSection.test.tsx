// Linked apps › Live chat: the widget's settings as admins change them and others see them.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivechatSettings } from '../../../common/contracts/livechat';
import { DEFAULT_LIVECHAT_SETTINGS } from '../../../common/livechat-hours';
import { activateLocale } from '../../i18n/activate';
import { LiveChatSettingsSection } from './LiveChatSettingsSection';

const server = vi.hoisted(() => ({
  fetchLivechatSettings: vi.fn<(orgId: string) => Promise<LivechatSettings>>(),
  saveLivechatSettings: vi.fn<(orgId: string, settings: LivechatSettings) => Promise<LivechatSettings>>(),
}));
vi.mock('./livechat-settings-api', () => server);
const toasts = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../../ui/toast-store', () => toasts);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  server.fetchLivechatSettings.mockResolvedValue(DEFAULT_LIVECHAT_SETTINGS);
  server.saveLivechatSettings.mockImplementation(async (_orgId, settings) => settings);
});
afterEach(cleanup);

const renderSection = (isAdmin = true) =>
  render(<I18nProvider i18n={i18n}><LiveChatSettingsSection orgId="Org0000001" isAdmin={isAdmin} /></I18nProvider>);

describe('LiveChatSettingsSection', () => {
  it('saves what an admin changes: agent and times, the pre-chat form, business hours and the away message', async () => {
    renderSection();
    const agent = await screen.findByRole('switch', { name: "Show the agent's name and picture on replies" });
    expect(agent.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(agent);
    expect(agent.getAttribute('aria-checked')).toBe('false');
    fireEvent.change(screen.getByRole('combobox', { name: "Visitor's e-mail" }), { target: { value: 'required' } });
    fireEvent.change(screen.getByRole('combobox', { name: "Visitor's name" }), { target: { value: 'optional' } });

    expect(screen.queryByRole('combobox', { name: 'Time zone' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Use business hours' }));
    // The admin's own time zone to start with. (Label queries from here: role queries over the
    // hundreds of time zones are slow.)
    const zone = screen.getByLabelText<HTMLSelectElement>('Time zone');
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fireEvent.change(zone, { target: { value: 'Asia/Tokyo' } });
    const days = within(screen.getByLabelText('Opening hours by day'));
    fireEvent.click(days.getByLabelText('Saturday'));
    fireEvent.change(days.getByLabelText('Saturday opens at'), { target: { value: '10:00' } });
    fireEvent.change(days.getByLabelText('Saturday closes at'), { target: { value: '09:00' } });
    fireEvent.click(days.getByLabelText('Friday'));
    expect(days.queryByLabelText('Friday opens at')).toBeNull();
    fireEvent.change(screen.getByLabelText('Away message'), { target: { value: 'Back on Monday.' } });

    fireEvent.click(screen.getByText('Save'));
    expect((await screen.findByText(/^Saturday:/)).textContent).toBe('Saturday: the closing time must be later than the opening time.');
    expect(server.saveLivechatSettings).not.toHaveBeenCalled();

    fireEvent.change(days.getByLabelText('Saturday closes at'), { target: { value: '14:00' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith('success', 'Live chat settings saved.'));
    const { days: defaultDays } = DEFAULT_LIVECHAT_SETTINGS.businessHours;
    expect(server.saveLivechatSettings).toHaveBeenCalledWith('Org0000001', {
      ...DEFAULT_LIVECHAT_SETTINGS,
      showAgent: false,
      preChatForm: { name: 'optional', email: 'required' },
      businessHours: {
        enabled: true,
        timeZone: 'Asia/Tokyo',
        days: { ...defaultDays, fri: { ...defaultDays.fri, open: false }, sat: { open: true, from: '10:00', to: '14:00' } },
      },
      awayMessage: 'Back on Monday.',
    });
    expect(screen.queryByText(/^Saturday:/)).toBeNull();
  }, 20_000);

  it('shows members who are not admins the settings without letting them change them', async () => {
    server.fetchLivechatSettings.mockResolvedValue({ ...DEFAULT_LIVECHAT_SETTINGS, showTimes: false });
    renderSection(false);
    const times = await screen.findByRole('switch', { name: 'Show the time of each message' });
    expect(times.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Only admins can change these details.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: "Visitor's name" }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Away message' }).matches(':disabled')).toBe(true);
    expect(times.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
