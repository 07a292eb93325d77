// Linked apps › Messenger: an admin goes from the connect tips to the dialog and connects a Page with
// its four fields (what was typed stays on a refusal, the field to fix is named), then reads the App
// dashboard step (callback URL, verify token, fields, HTTPS); a Page whose token died asks to be
// connected again; other members read that admins connect Pages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { connectedAccount, metaAppFields, renderCard, server, setUpCardTests } from '../channel-accounts/card-test-kit';
import { MessengerCard } from './MessengerCard';

vi.mock('../channel-accounts/accounts-api');
vi.mock('../../org/organizations-context', () => ({ useOrganizations: () => ({ refresh: async () => [] }) }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

const page = connectedAccount({
  objectId: 'Integ00002', integrationName: 'Parley Noodles', platform: 'facebook', account: '104857600123456',
  picture: 'https://graph.example/104857600123456/picture.jpg',
});
const fields = { account: '104857600123456', ...metaAppFields, token: 'EAAGm0PX4ZCpsBAPageAccessToken0001' };

setUpCardTests();

const draw = (authority: 'admin' | 'general' = 'admin') => renderCard(MessengerCard, authority);

/** Connect Messenger → the connect tips → Continue → the connect dialog. */
async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Messenger' }));
  const tips = await screen.findByRole('dialog', { name: 'Connect Messenger' });
  expect(within(tips).getByRole('button', { name: 'Not now' })).toBeTruthy();
  fireEvent.click(within(tips).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.getByLabelText('Page ID')).toBeTruthy());
  return screen.getByRole('dialog', { name: 'Connect Messenger' });
}

function fill(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Page ID'), { target: { value: fields.account } });
  fireEvent.change(within(dialog).getByLabelText('App secret'), { target: { value: fields.secret } });
  fireEvent.change(within(dialog).getByLabelText('Page access token'), { target: { value: ` ${fields.token} ` } });
  fireEvent.change(within(dialog).getByLabelText('Verify token'), { target: { value: fields.verifyToken } });
}

describe('MessengerCard', () => {
  it('connects a Page with its four fields; a refusal keeps what was typed and names the field', async () => {
    draw();
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('App secret').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/App dashboard › App settings › Basic/)).toBeTruthy();
    expect(within(dialog).getByText(/Business settings › Accounts › Pages/)).toBeTruthy();
    fill(dialog);

    server.connectAccount.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'body/verifyToken must match pattern "^[!-~]+$"' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The verify token is 8 to 100 letters, digits or symbols, without spaces.');
    expect(server.connectAccount).toHaveBeenCalledWith('Org0000001', { platform: 'facebook', ...fields });
    const verifyToken = within(dialog).getByLabelText<HTMLInputElement>('Verify token');
    expect(verifyToken.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(verifyToken));
    expect(within(dialog).getByLabelText<HTMLInputElement>('App secret').value).toBe(fields.secret);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Page access token').value).toBe(fields.token);
    expect(verifyToken.value).toBe(fields.verifyToken);

    server.connectAccount.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'token: facebook refused it (400 Invalid OAuth access token)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByText(/Meta did not accept the Page access token/)).getAttribute('role')).toBe('alert');
    expect(within(dialog).getByLabelText('Page access token').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Verify token').getAttribute('aria-invalid')).toBeNull();

    server.connectAccount.mockResolvedValueOnce(page);
    server.listIntegrations.mockResolvedValue([page]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The Page as Meta names it, with its picture; the App dashboard step with the token just chosen.
    expect(await screen.findByText('Parley Noodles')).toBeTruthy();
    expect(screen.getByText('Page ID 104857600123456')).toBeTruthy();
    expect(screen.getByRole('presentation').getAttribute('src')).toBe(page.picture);
    expect(screen.getByLabelText<HTMLInputElement>('Callback URL').value).toBe('https://parley.example/webhooks/meta');
    expect(screen.getByText('Open Webhooks, choose Page and subscribe to it (or edit the subscription).')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Verify token: the one you chose/).value).toBe(fields.verifyToken);
    expect(screen.getByRole('button', { name: 'Copy the verify token of Parley Noodles' })).toBeTruthy();
    const step = screen.getByText(/Subscribe to these fields/).closest('li')!;
    for (const field of ['messages', 'messaging_postbacks', 'message_deliveries', 'message_reads', 'message_echoes', 'message_reactions']) {
      expect(within(step).getByText(field)).toBeTruthy();
    }
    expect(screen.getByText(/Meta calls only HTTPS callback URLs/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect another Facebook Page' })).toBeTruthy();
    // Meta has no webhook test: no Verify; Disconnect asks first.
    expect(screen.queryByRole('button', { name: 'Verify the webhook of Parley Noodles' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Parley Noodles' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect Parley Noodles?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(server.disconnectAccount).toHaveBeenCalledWith('Org0000001', 'Integ00002'));
  });

  it('a Page read later names the verify token step without the token, and warns when the URL is not HTTPS', async () => {
    server.listIntegrations.mockResolvedValue([{ ...page, webhook: { url: 'http://localhost:8080/webhooks/meta', setByServer: false } }]);
    draw();
    expect(await screen.findByText('Verify token: the one you chose when you connected this Page.')).toBeTruthy();
    expect(screen.getByText(/this one is not: give this server an HTTPS address/)).toBeTruthy();
  });

  it('a Page whose token Meta no longer accepts says so and connects again with its Page ID', async () => {
    server.listIntegrations.mockResolvedValue([{ ...page, reconnect: true }]);
    draw();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Messenger stopped accepting this Page's token: connect it again.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Connect Parley Noodles again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Messenger' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Page ID').value).toBe(page.account);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Page access token').value).toBe('');

    // The Page connected again with a new token: the alert goes.
    fill(dialog);
    server.connectAccount.mockResolvedValueOnce(page);
    server.listIntegrations.mockResolvedValue([page]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText(/stopped accepting/)).toBeNull());
    expect(server.connectAccount).toHaveBeenLastCalledWith('Org0000001', { platform: 'facebook', ...fields });
  });

  it('lets only admins connect Pages', async () => {
    draw('general');
    expect(await screen.findByText('Admins connect Facebook Pages.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Messenger' })).toBeNull();
    expect(server.listIntegrations).not.toHaveBeenCalled();
  });
});
