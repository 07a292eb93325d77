// Linked apps › WhatsApp: an admin connects a phone number with its Business Account (five fields, a
// refusal names the field), then reads the webhook step (messages, message_template_status_update)
// and finds the number's message templates; a number whose token died connects again with its ids.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { connectedAccount, metaAppFields, renderCard, server, setUpCardTests } from '../channel-accounts/card-test-kit';
import { WhatsAppCard } from './WhatsAppCard';

vi.mock('../channel-accounts/accounts-api');
vi.mock('../../org/organizations-context', () => ({ useOrganizations: () => ({ refresh: async () => [] }) }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

const number = connectedAccount({
  objectId: 'Integ00004', integrationName: '+886 912 345 678', platform: 'whatsapp', account: '106540352242922', wabaId: '102290129340398',
});
const fields = { account: '106540352242922', wabaId: '102290129340398', ...metaAppFields, token: 'EAAGm0PX4ZCpsBASystemUserToken0001' };

setUpCardTests();

const draw = () => renderCard(WhatsAppCard);

describe('WhatsAppCard', () => {
  it('connects a number with its Business Account, names a refused field, then shows the webhook step and the templates link', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect WhatsApp' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Connect WhatsApp' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Phone number ID')).toBeTruthy());
    const dialog = screen.getByRole('dialog', { name: 'Connect WhatsApp' });
    expect(within(dialog).getByText(/WhatsApp › API Setup: Phone number ID/)).toBeTruthy();
    expect(within(dialog).getByText(/System users: generate a token/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Phone number ID'), { target: { value: fields.account } });
    fireEvent.change(within(dialog).getByLabelText('WhatsApp Business Account ID'), { target: { value: fields.wabaId } });
    fireEvent.change(within(dialog).getByLabelText('App secret'), { target: { value: fields.secret } });
    fireEvent.change(within(dialog).getByLabelText('Access token'), { target: { value: fields.token } });
    fireEvent.change(within(dialog).getByLabelText('Verify token'), { target: { value: fields.verifyToken } });

    server.connectAccount.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'body/wabaId must match pattern "^[0-9]{1,30}$"' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The WhatsApp Business Account ID is a number');
    expect(server.connectAccount).toHaveBeenCalledWith('Org0000001', { platform: 'whatsapp', ...fields });
    expect(within(dialog).getByLabelText('WhatsApp Business Account ID').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Access token').value).toBe(fields.token);

    server.connectAccount.mockResolvedValueOnce(number);
    server.listIntegrations.mockResolvedValue([number]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await screen.findByText('+886 912 345 678')).toBeTruthy();
    expect(screen.getByText('Phone number ID 106540352242922 · WhatsApp Business Account ID 102290129340398')).toBeTruthy();
    expect(screen.getByText('Open WhatsApp › Configuration, and edit the webhook.')).toBeTruthy();
    const step = screen.getByText(/Subscribe to these fields/).closest('li')!;
    for (const field of ['messages', 'message_template_status_update']) expect(within(step).getByText(field)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message templates of +886 912 345 678' }).getAttribute('href'))
      .toBe('/organization-setting/Org0000001/whatsapp-template?integration=Integ00004');
    expect(screen.getByRole('button', { name: 'Connect another WhatsApp number' })).toBeTruthy();
  });

  it('a number whose token Meta no longer accepts connects again with both ids kept', async () => {
    server.listIntegrations.mockResolvedValue([{ ...number, reconnect: true }]);
    draw();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("WhatsApp stopped accepting this number's access token: connect it again.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Connect +886 912 345 678 again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect WhatsApp' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Phone number ID').value).toBe(number.account);
    expect(within(dialog).getByLabelText<HTMLInputElement>('WhatsApp Business Account ID').value).toBe(number.wabaId);
  });
});
