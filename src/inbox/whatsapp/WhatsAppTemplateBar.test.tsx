// The composer's WhatsApp template (02 §3, §5): the agent picks an approved template of the customer's
// number, each placeholder starts as the name on the channel, may take another customer value or custom
// text, the preview fills in live, and Send queues the template intent with what fills each placeholder.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppTemplate } from '../../../common/contracts/whatsapp-templates';
import type { NewTemplateMessage } from '../../../local/outbox/outbox';
import type { CustomerRecord } from '../../../local/records';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { WhatsAppTemplateBar } from './WhatsAppTemplateBar';

const api = vi.hoisted(() => ({ listWhatsAppTemplates: vi.fn<(orgId: string, integrationId: string) => Promise<WhatsAppTemplate[]>>() }));
const sync = vi.hoisted(() => ({ sendTemplate: vi.fn<(input: NewTemplateMessage) => Promise<string>>(async () => 'receipt1') }));
vi.mock('../../org-settings/whatsapp/templates-api', () => api);
vi.mock('../../data/sync-client', () => ({ getSync: () => sync }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));

const template = (name: string, status: WhatsAppTemplate['status'], body: string, placeholderCount: number): WhatsAppTemplate => ({
  objectId: `T_${name}`.slice(0, 10), integrationId: 'Integ00004', waTemplateId: '9990001', name, language: 'en_US', category: 'UTILITY',
  status, body, buttons: [], placeholderCount, updatedAt: '2026-01-01T00:00:00.000Z',
});
const customer = {
  objectId: 'Cust000001', orgId: 'Org0000001', customerId: '886912345678', platform: 'whatsapp', displayName: 'Mei (VIP)', originalDisplayName: 'Mei',
  conversationId: 'Conv000001', integrationId: 'Integ00004', profile: { email: 'mei@example.com' },
} as CustomerRecord;

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  api.listWhatsAppTemplates.mockResolvedValue([
    template('order_update', 'APPROVED', 'Hi {{1}}, your order {{2}} is on its way.', 2),
    template('spring_sale', 'PENDING', 'Sale!', 0),
  ]);
});
afterEach(cleanup);

const draw = () => render(<I18nProvider i18n={i18n}><WhatsAppTemplateBar orgId="Org0000001" customer={customer} /></I18nProvider>);

describe('WhatsAppTemplateBar', () => {
  it('fills the placeholders with customer values or custom text, previews live, and queues the template intent', async () => {
    draw();
    fireEvent.click(screen.getByRole('button', { name: 'Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a WhatsApp template' });
    const select = await within(dialog).findByLabelText<HTMLSelectElement>('Template');
    expect(api.listWhatsAppTemplates).toHaveBeenCalledWith('Org0000001', 'Integ00004');
    // Only approved templates may be sent.
    expect([...select.options].map((option) => option.text)).toEqual(['Choose a template', 'order_update (en_US)']);
    fireEvent.change(select, { target: { value: 'T_order_up' } });
    expect(within(dialog).getByText('Hi {{1}}, your order {{2}} is on its way.')).toBeTruthy();
    const preview = within(dialog).getByRole('status', { name: 'Preview' });
    expect(preview.textContent).toBe('Hi Mei, your order Mei is on its way.');

    fireEvent.change(within(dialog).getByLabelText('{{1}} is filled with'), { target: { value: 'customer' } });
    fireEvent.change(within(dialog).getByLabelText('Customer value for {{1}}'), { target: { value: 'email' } });
    fireEvent.change(within(dialog).getByLabelText('{{2}} is filled with'), { target: { value: 'custom' } });
    const send = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Send template' });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Text for {{2}}'), { target: { value: 'A-1024' } });
    expect(preview.textContent).toBe('Hi mei@example.com, your order A-1024 is on its way.');

    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sync.sendTemplate).toHaveBeenCalledWith({
      orgId: 'Org0000001', conversationId: 'Conv000001', customerId: 'Cust000001', preview: 'Hi mei@example.com, your order A-1024 is on its way.',
      template: { templateType: 'whatsapp', waTemplateId: 'T_order_up', placeholders: [{ type: 'customer', value: 'email' }, { type: 'custom', value: 'A-1024' }] },
    });
  });

  it('says so when offline', async () => {
    api.listWhatsAppTemplates.mockRejectedValue(new ApiError(0, { error: 'Failed to fetch' }, true));
    draw();
    fireEvent.click(screen.getByRole('button', { name: 'Template' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are offline. Templates can be picked once the connection is back.');
  });
});
