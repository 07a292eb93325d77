// Linked apps › Instagram: an admin connects a professional account through its Page with five fields
// (what was typed stays on a refusal, the field to fix is named), then reads the App dashboard's
// Instagram webhook step; an account whose Page token died connects again with its two ids.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { connectedAccount, metaAppFields, renderCard, server, setUpCardTests } from '../channel-accounts/card-test-kit';
import { InstagramCard } from './InstagramCard';

vi.mock('../channel-accounts/accounts-api');
vi.mock('../../org/organizations-context', () => ({ useOrganizations: () => ({ refresh: async () => [] }) }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

const account = connectedAccount({
  objectId: 'Integ00003', integrationName: 'parley.noodles', platform: 'instagram', account: '17841400000000001', pageId: '104857600123456',
});
const fields = { account: '17841400000000001', pageId: '104857600123456', ...metaAppFields, token: 'EAAGm0PX4ZCpsBAPageAccessToken0001' };

setUpCardTests();

const draw = () => renderCard(InstagramCard);

function fill(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Instagram account ID'), { target: { value: fields.account } });
  fireEvent.change(within(dialog).getByLabelText('Page ID'), { target: { value: fields.pageId } });
  fireEvent.change(within(dialog).getByLabelText('App secret'), { target: { value: fields.secret } });
  fireEvent.change(within(dialog).getByLabelText('Page access token'), { target: { value: fields.token } });
  fireEvent.change(within(dialog).getByLabelText('Verify token'), { target: { value: fields.verifyToken } });
}

describe('InstagramCard', () => {
  it('connects an account with its Page: five fields, each saying where to find it; a refusal names the field', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Instagram' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Connect Instagram' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Instagram account ID')).toBeTruthy());
    const dialog = screen.getByRole('dialog', { name: 'Connect Instagram' });
    expect(within(dialog).getByText(/Business settings › Accounts › Instagram accounts: the ID/)).toBeTruthy();
    expect(within(dialog).getByText(/The Facebook Page the Instagram account is linked to/)).toBeTruthy();
    expect(within(dialog).getByText(/Messenger API settings › Generate access tokens: generate one for the linked Page/)).toBeTruthy();
    fill(dialog);

    server.connectAccount.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'pageId: the Page is linked to Instagram account 17841400000000999' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The Page access token belongs to another Page.');
    expect(server.connectAccount).toHaveBeenCalledWith('Org0000001', { platform: 'instagram', ...fields });
    const pageId = within(dialog).getByLabelText<HTMLInputElement>('Page ID');
    expect(pageId.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(pageId));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Page access token').value).toBe(fields.token);

    server.connectAccount.mockResolvedValueOnce(account);
    server.listIntegrations.mockResolvedValue([account]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await screen.findByText('parley.noodles')).toBeTruthy();
    expect(screen.getByText('Instagram account ID 17841400000000001 · Page ID 104857600123456')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Callback URL').value).toBe('https://parley.example/webhooks/meta');
    expect(screen.getByText('Open Webhooks, choose Instagram and subscribe to it (or edit the subscription).')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Verify token: the one you chose/).value).toBe(fields.verifyToken);
    const step = screen.getByText(/Subscribe to these fields/).closest('li')!;
    for (const field of ['messages', 'messaging_postbacks', 'messaging_seen', 'message_reactions']) expect(within(step).getByText(field)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect another Instagram account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
  });

  it('an account whose Page token Meta no longer accepts connects again with both ids kept', async () => {
    server.listIntegrations.mockResolvedValue([{ ...account, reconnect: true }]);
    draw();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Instagram stopped accepting this account's Page token: connect it again.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Connect parley.noodles again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Instagram' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Instagram account ID').value).toBe(account.account);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Page ID').value).toBe(account.pageId);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Page access token').value).toBe('');
  });
});
