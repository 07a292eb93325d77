// Organization setting › WhatsApp templates: a number's templates with Meta's review state, Sync from
// Meta, Create (placeholders added up to 5 with a sample each; bad input keeps what was typed and marks
// the field, also when the server names it), Delete after confirming, and offline said plainly.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Integration } from '../../../common/contracts/integrations';
import type { WhatsAppTemplate } from '../../../common/contracts/whatsapp-templates';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import type { WhatsAppTemplateDraft } from './templates-api';
import { WhatsAppTemplatePage } from './WhatsAppTemplatePage';

const server = vi.hoisted(() => ({
  listWhatsAppTemplates: vi.fn<(orgId: string, integrationId: string) => Promise<WhatsAppTemplate[]>>(),
  syncWhatsAppTemplates: vi.fn<(orgId: string, integrationId: string) => Promise<WhatsAppTemplate[]>>(),
  createWhatsAppTemplate: vi.fn<(orgId: string, draft: WhatsAppTemplateDraft) => Promise<WhatsAppTemplate>>(),
  deleteWhatsAppTemplate: vi.fn<(orgId: string, id: string) => Promise<void>>(async () => undefined),
}));
const accounts = vi.hoisted(() => ({ listIntegrations: vi.fn<(orgId: string) => Promise<Integration[]>>() }));
const network = vi.hoisted(() => ({ offline: false }));
vi.mock('./templates-api', () => server);
vi.mock('../channel-accounts/accounts-api', () => accounts);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => network.offline }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../../org/organizations-context', () => ({
  useOrganizations: () => ({ organizations: [{ objectId: 'Org0000001', authorityName: 'admin', integrations: [] }] }),
}));

const number = (objectId: string, integrationName: string): Integration => ({
  objectId, integrationId: objectId, integrationName, organization: { __type: 'Pointer', className: 'Organization', objectId: 'Org0000001' },
  platform: 'whatsapp', account: '106540352242922', wabaId: '102290129340398', webhook: { url: 'https://parley.example/webhooks/meta', setByServer: false },
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});
const template = (name: string, status: WhatsAppTemplate['status'], fields: Partial<WhatsAppTemplate> = {}): WhatsAppTemplate => ({
  objectId: `Tpl_${name}`.slice(0, 10), integrationId: 'Integ00004', waTemplateId: '9990001', name, language: 'en_US', category: 'UTILITY', status,
  body: 'Hi {{1}}, your order {{2}} is on its way.', buttons: [], placeholderCount: 2, updatedAt: '2026-01-01T00:00:00.000Z', ...fields,
});

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  network.offline = false;
  accounts.listIntegrations.mockResolvedValue([number('Integ00004', '+886 912 345 678'), number('Integ00005', '+81 90 1234 5678'), { ...number('Integ00002', 'Noodles'), platform: 'facebook' }]);
  server.listWhatsAppTemplates.mockResolvedValue([
    template('order_update', 'APPROVED'),
    template('spring_sale', 'REJECTED', { reason: 'INVALID_FORMAT', category: 'MARKETING' }),
    template('welcome', 'PENDING'),
  ]);
});
afterEach(cleanup);

function draw(search = '') {
  const router = createMemoryRouter([{ path: '/organization-setting/:orgId/whatsapp-template', element: <WhatsAppTemplatePage /> }], {
    initialEntries: [`/organization-setting/Org0000001/whatsapp-template${search}`],
  });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
}

describe('WhatsAppTemplatePage', () => {
  it("lists the chosen number's templates with their review state, and another number's when picked", async () => {
    draw('?integration=Integ00005');
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(server.listWhatsAppTemplates).toHaveBeenCalledWith('Org0000001', 'Integ00005');
    const numbers = screen.getByLabelText<HTMLSelectElement>('WhatsApp number');
    expect([...numbers.options].map((option) => option.text)).toEqual(['+886 912 345 678', '+81 90 1234 5678']);
    const rejected = within(list).getByRole('heading', { name: 'spring_sale' }).closest('li')!;
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('Meta says: INVALID_FORMAT')).toBeTruthy();
    expect(within(rejected).getByText(/en_US · Marketing/)).toBeTruthy();
    expect(within(list).getByRole('heading', { name: 'order_update' }).closest('li')!.textContent).toContain('Approved');
    expect(within(list).getByRole('heading', { name: 'welcome' }).closest('li')!.textContent).toContain('Pending review');
    expect(within(list).getAllByText('Hi {{1}}, your order {{2}} is on its way.')).toHaveLength(3);

    fireEvent.change(numbers, { target: { value: 'Integ00004' } });
    await waitFor(() => expect(server.listWhatsAppTemplates).toHaveBeenLastCalledWith('Org0000001', 'Integ00004'));
  });

  it('syncs from Meta and shows the fresh states', async () => {
    draw();
    await screen.findByRole('list', { name: 'Templates' });
    server.syncWhatsAppTemplates.mockResolvedValueOnce([template('welcome', 'APPROVED')]);
    fireEvent.click(screen.getByRole('button', { name: 'Sync from Meta' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'spring_sale' })).toBeNull());
    expect(server.syncWhatsAppTemplates).toHaveBeenCalledWith('Org0000001', 'Integ00004');
    expect(screen.getByRole('heading', { name: 'welcome' }).closest('li')!.textContent).toContain('Approved');
  });

  it('creates a template: placeholders up to 5 with a sample each; a problem keeps what was typed and marks the field', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New WhatsApp template' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Order Update' } });
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'Hi ' } });
    for (let added = 1; added <= 5; added++) fireEvent.click(within(dialog).getByRole('button', { name: `Add placeholder {{${added}}}` }));
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Body').value).toBe('Hi {{1}}{{2}}{{3}}{{4}}{{5}}');
    expect(within(dialog).queryByRole('button', { name: /Add placeholder/ })).toBeNull();
    // The caret goes after the placeholder on the next frame.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Body')));
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'Hi {{1}}, your order {{3}} is on its way.' } });
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Body').value).toBe('Hi {{1}}, your order {{2}} is on its way.');
    expect(within(dialog).getByRole('button', { name: 'Add placeholder {{3}}' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const name = within(dialog).getByLabelText<HTMLInputElement>('Name');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('lower-case letters, digits and underscores');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: 'order_update' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Give a sample value for each placeholder');
    fireEvent.change(within(dialog).getByLabelText('Sample for {{1}}'), { target: { value: 'Mei' } });
    fireEvent.change(within(dialog).getByLabelText('Sample for {{2}}'), { target: { value: 'A-1024' } });
    fireEvent.change(within(dialog).getByLabelText('Footer (optional)'), { target: { value: 'Parley Noodles' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add button' }));
    fireEvent.change(within(dialog).getByLabelText('Button 1 text'), { target: { value: 'Track it' } });
    fireEvent.change(within(dialog).getByLabelText('Button 1 type'), { target: { value: 'URL' } });
    fireEvent.change(within(dialog).getByLabelText('Button 1 link'), { target: { value: 'https://noodles.example/track' } });

    server.createWhatsAppTemplate.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'footer: meta refused it (Footer contains an emoji)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Meta refused it: meta refused it (Footer contains an emoji)');
    const footer = within(dialog).getByLabelText<HTMLInputElement>('Footer (optional)');
    expect(footer.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(footer));
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Body').value).toBe('Hi {{1}}, your order {{2}} is on its way.');
    expect(server.createWhatsAppTemplate).toHaveBeenCalledWith('Org0000001', {
      integrationId: 'Integ00004', name: 'order_update', language: 'en_US', category: 'UTILITY',
      body: 'Hi {{1}}, your order {{2}} is on its way.', examples: ['Mei', 'A-1024'], footer: 'Parley Noodles',
      buttons: [{ type: 'URL', text: 'Track it', url: 'https://noodles.example/track' }],
    });

    server.createWhatsAppTemplate.mockResolvedValueOnce(template('order_update', 'PENDING'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.listWhatsAppTemplates).toHaveBeenCalledTimes(2);
  });

  it('deletes a template after confirming', async () => {
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete welcome' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete welcome?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.deleteWhatsAppTemplate).toHaveBeenCalledWith('Org0000001', template('welcome', 'PENDING').objectId));
  });

  it('says plainly when offline', async () => {
    accounts.listIntegrations.mockRejectedValue(new ApiError(0, { error: 'Failed to fetch' }, true));
    draw();
    expect((await screen.findByRole('alert')).textContent).toBe('You are offline. WhatsApp templates show once the connection is back.');
  });
});
