// Linked apps › LINE: an admin connects an account (what was typed stays on an error), sees its
// webhook URL and what to do with it, verifies it and disconnects it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OBJECT_ALREADY_EXISTED, PLATFORM_UNREACHABLE } from '../../../common/error-keys';
import { ApiError } from '../../api/api-error';
import { showToast } from '../../ui/toast-store';
import { connectedAccount, renderCard, server, setUpCardTests } from '../channel-accounts/card-test-kit';
import { LineCard } from './LineCard';

vi.mock('../channel-accounts/accounts-api');
vi.mock('../../org/organizations-context', () => ({ useOrganizations: () => ({ refresh: async () => [] }) }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

const account = connectedAccount({
  objectId: 'Integ00001', integrationName: 'Parley Shop', platform: 'line', account: '1657000001',
  webhook: { url: 'http://localhost:8080/webhooks/line/Integ00001', setByServer: false },
});
const credentials = { account: '1657000001', secret: '0123456789abcdef0123456789abcdef', token: 'line-access-token-0001' };

setUpCardTests();

const draw = (authority: 'admin' | 'general' = 'admin') => renderCard(LineCard, authority);

function fill(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Channel ID'), { target: { value: credentials.account } });
  fireEvent.change(within(dialog).getByLabelText('Channel secret'), { target: { value: credentials.secret } });
  fireEvent.change(within(dialog).getByLabelText('Channel access token'), { target: { value: ` ${credentials.token} ` } });
}

describe('LineCard', () => {
  it('connects an account; an error keeps what was typed and says what to fix', async () => {
    draw();
    server.connectAccount.mockRejectedValueOnce(new ApiError(400, { code: 137, error: OBJECT_ALREADY_EXISTED }));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect LINE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect LINE' });
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This LINE account is connected already, here or in another organization.');
    expect(server.connectAccount).toHaveBeenCalledWith('Org0000001', { platform: 'line', ...credentials });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Channel secret').value).toBe(credentials.secret);

    server.connectAccount.mockResolvedValueOnce(account);
    server.listIntegrations.mockResolvedValue([account]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Parley Shop')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Webhook URL').value).toBe(account.webhook.url);
    expect(screen.getByText(/LINE needs an HTTPS webhook URL/)).toBeTruthy();
  });

  it('names the field LINE refused and keeps the focus on it', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect LINE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect LINE' });
    // The dialog itself takes the focus as it opens (it has no field marked to take it), late on a loaded
    // machine: waited for, so that it cannot come after the refusal has moved the focus to the field.
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    fill(dialog);
    server.connectAccount.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'token: line refused it (401 Authentication failed)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('LINE did not accept the channel access token. Copy the long-lived token again from the Messaging API tab.');
    const token = within(dialog).getByLabelText('Channel access token');
    expect(token.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(token));
    expect(within(dialog).getByLabelText('Channel secret').getAttribute('aria-invalid')).toBeNull();
  });

  it('says LINE could not be reached when the platform is down, keeping what was typed', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect LINE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect LINE' });
    fill(dialog);
    server.connectAccount.mockRejectedValueOnce(new ApiError(502, { code: 141, error: PLATFORM_UNREACHABLE }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByRole('alert')).textContent)
      .toBe('LINE could not be reached, so nothing was connected. Try again in a few minutes; what you typed is kept.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Channel secret').value).toBe(credentials.secret);
  });

  it('verifies the webhook and disconnects the account after confirming', async () => {
    server.listIntegrations.mockResolvedValue([account]);
    server.verifyIntegration.mockResolvedValue({ success: false, statusCode: 0, reason: 'COULD_NOT_CONNECT', detail: '' });
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify the webhook of Parley Shop' }));
    expect((await screen.findByRole('status')).textContent).toBe('LINE could not reach the webhook (0 COULD_NOT_CONNECT).');
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Parley Shop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect Parley Shop?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(server.disconnectAccount).toHaveBeenCalledWith('Org0000001', 'Integ00001'));
  });

  it('says LINE could not be reached when the webhook test finds it down', async () => {
    server.listIntegrations.mockResolvedValue([account]);
    server.verifyIntegration.mockRejectedValueOnce(new ApiError(502, { code: 141, error: PLATFORM_UNREACHABLE }));
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify the webhook of Parley Shop' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'LINE could not be reached to test the webhook. Try again in a few minutes.'));
  });

  it('lets only admins connect', async () => {
    draw('general');
    expect(await screen.findByText('Admins connect LINE Official Accounts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect LINE' })).toBeNull();
    expect(server.listIntegrations).not.toHaveBeenCalled();
  });
});
