// The LINE share app setup: connect the LINE Login channel, create the LIFF app (LINE's maximum said
// as such), rename it and delete it after a confirmation; non-admins are told who can.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiffSetup } from '../../../common/contracts/line-liff';
import { MAXIMUM_LIFF_APPS } from '../../../common/line-liff';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { ORG } from '../test-broadcast';
import { LiffSetupPage } from './LiffSetupPage';

const api = vi.hoisted(() => ({
  readLiffSetup: vi.fn<(orgId: string) => Promise<LiffSetup>>(),
  connectLineLogin: vi.fn<(orgId: string, channelId: string, channelSecret: string) => Promise<LiffSetup>>(),
  createLiffApp: vi.fn<(orgId: string, liffName: string) => Promise<LiffSetup>>(),
  renameLiffApp: vi.fn<(orgId: string, liffName: string) => Promise<LiffSetup>>(),
  deleteLiffApp: vi.fn<(orgId: string) => Promise<LiffSetup>>(),
}));
vi.mock('./liff-api', () => api);
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(message: string) => void>() }));

const endpointUrl = 'https://parley.example/liff/share';
const channel = { channelId: '2006000301', connectedAt: '2026-11-01T00:00:00.000Z' };
const app = { liffId: '2006000301-abcd1234', liffName: 'Spring friends', liffUrl: 'https://liff.line.me/2006000301-abcd1234' };

beforeAll(() => activateLocale('en-US'));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function draw() {
  const router = createMemoryRouter([
    { path: '/broadcast/:orgId/liff', element: <LiffSetupPage /> },
    { path: '/broadcast/:orgId', element: <p>list</p> },
  ], { initialEntries: [`/broadcast/${ORG}/liff`] });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
}

describe('LiffSetupPage', () => {
  it('connects the LINE Login channel with its id and secret', async () => {
    api.readLiffSetup.mockResolvedValue({ endpointUrl });
    api.connectLineLogin.mockResolvedValue({ endpointUrl, channel });
    draw();
    const section = await screen.findByRole('region', { name: 'LINE Login channel' });
    const connect = within(section).getByRole('button', { name: 'Connect' });
    expect(connect.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(section).getByLabelText('Channel ID'), { target: { value: channel.channelId } });
    fireEvent.change(within(section).getByLabelText('Channel secret'), { target: { value: 'fedcba9876543210fedcba9876543201' } });
    fireEvent.click(connect);
    await waitFor(() => expect(api.connectLineLogin).toHaveBeenCalledWith(ORG, channel.channelId, 'fedcba9876543210fedcba9876543201'));
    expect(await screen.findByText(`Connected: channel ${channel.channelId}.`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'LIFF app' })).toBeTruthy();
  });

  it('says LINE\'s maximum of LIFF apps when creating is refused with error/maximum_liff_apps', async () => {
    api.readLiffSetup.mockResolvedValue({ endpointUrl, channel });
    api.createLiffApp.mockRejectedValue(new ApiError(400, { code: 142, error: MAXIMUM_LIFF_APPS }));
    draw();
    const section = await screen.findByRole('region', { name: 'LIFF app' });
    fireEvent.change(within(section).getByLabelText('LIFF app name'), { target: { value: 'Spring friends' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create LIFF app' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('maximum number of LIFF apps (30)');
    expect(api.createLiffApp).toHaveBeenCalledWith(ORG, 'Spring friends');
  });

  it('refuses a name with "LINE" before asking, renames the app and deletes it after a confirmation', async () => {
    api.readLiffSetup.mockResolvedValue({ endpointUrl, channel, app });
    api.renameLiffApp.mockResolvedValue({ endpointUrl, channel, app: { ...app, liffName: 'Autumn friends' } });
    api.deleteLiffApp.mockResolvedValue({ endpointUrl, channel });
    draw();
    const section = await screen.findByRole('region', { name: 'LIFF app' });
    expect(within(section).getByText(app.liffId)).toBeTruthy();
    expect(within(section).getByText(endpointUrl)).toBeTruthy();
    const name = within(section).getByLabelText('LIFF app name');
    fireEvent.change(name, { target: { value: 'LINE friends' } });
    expect(within(section).getByRole('button', { name: 'Rename' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'Autumn friends' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.renameLiffApp).toHaveBeenCalledWith(ORG, 'Autumn friends'));

    fireEvent.click(within(section).getByRole('button', { name: 'Delete LIFF app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the LIFF app?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleteLiffApp).toHaveBeenCalledWith(ORG));
    expect(await screen.findByRole('button', { name: 'Create LIFF app' })).toBeTruthy();
  });

  it('tells members who are not admins that only admins set it up', async () => {
    api.readLiffSetup.mockRejectedValue(new ApiError(403, { code: 119, error: 'Permission denied' }));
    draw();
    expect((await screen.findByRole('alert')).textContent).toContain('Only admins of the organization can set up the LINE share app.');
  });

  it('names the browser tab after itself, not after the broadcast list it came from', async () => {
    document.title = 'Broadcasts · Parley';
    api.readLiffSetup.mockResolvedValue({ endpointUrl });
    draw();
    await waitFor(() => expect(document.title).toBe('LINE share app (LIFF) · Parley'));
  });
});
