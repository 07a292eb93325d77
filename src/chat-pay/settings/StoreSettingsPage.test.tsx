// Store settings: until a name, a logo and the address's location are in, a banner says what is missing
// and that the shop takes no orders; a refused save keeps everything typed and says why.
import type { Uploader } from '../../uploads/upload-client';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopSettings, ShopSettingsAnswer } from '../../../common/contracts/chat-pay';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { storedFile } from '../../testing/uploader';
import { StoreSettingsPage } from './StoreSettingsPage';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({
  fetchShopSettings: vi.fn<(orgId: string) => Promise<ShopSettingsAnswer>>(),
  saveShopSettings: vi.fn<(orgId: string, settings: ShopSettings) => Promise<ShopSettingsAnswer>>(),
}));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('./settings-api', () => api);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
// The upload flow (src/uploads) without the sync worker; a stored file shows by its own URL here.
const uploads = vi.hoisted(() => ({ uploadThroughWorker: vi.fn<Uploader>() }));
vi.mock('../../uploads/upload-client', () => uploads);
vi.mock('../../inbox/content/use-media-url', () => ({ useMediaUrl: (url: string | undefined) => url }));

/** The defaults of 03 §9, as the server answers a shop never saved. */
const fresh: ShopSettings = {
  name: '', logo: '', currency: 'TWD',
  contact: { phone: { value: '', visible: true }, email: { value: '', visible: true }, address: { value: '', visible: true, location: null } },
  shipping: {
    self: { enabled: true, price: 0, free_amount: 0, storage: '' },
    uberDirect: { enabled: false, options: { pickupImmediately: true, open: '10:00', close: '20:00' } },
  },
  shopLocations: [], deliverableAction: 'reject', preparationTime: 10,
  payment: { cod: { enabled: true }, transfer: { enabled: false, note: '' } },
  order: { expire: 900 }, stock: { low_count: 10, notify: true },
};
const answer = (settings: ShopSettings, missing: ShopSettingsAnswer['missing'], cardAvailable = false, uberAvailable = false): ShopSettingsAnswer =>
  ({ ...settings, complete: missing.length === 0, missing, cardAvailable, uberAvailable });

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/chatPay/${orgId}/settings`]}>
        <Routes><Route path="/chatPay/:orgId/settings" element={<StoreSettingsPage />} /></Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const banner = () => screen.queryByRole('status', { name: 'The shop is not complete' });

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  api.fetchShopSettings.mockResolvedValue(answer(fresh, ['name', 'logo', 'location']));
});
afterEach(cleanup);

describe('StoreSettingsPage', () => {
  it('says what is missing until the shop is complete, and the banner goes once the saved settings are', async () => {
    renderPage();
    const name = await screen.findByLabelText('Shop name');
    expect(within(banner()!).getByText('The shop takes no orders until its settings are complete.')).toBeTruthy();
    expect(within(banner()!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(["the shop's name", 'a logo', "the address's location"]);
    // The defaults of 03 §9.
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('TWD');
    expect((screen.getByLabelText('Preparation time (minutes)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Unpaid orders expire after (seconds)') as HTMLInputElement).value).toBe('900');
    expect((screen.getByLabelText('Low stock at') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Pickup opens at') as HTMLInputElement).value).toBe('10:00');
    expect((screen.getByLabelText('Pickup closes at') as HTMLInputElement).value).toBe('20:00');

    fireEvent.change(name, { target: { value: 'Tea House' } });
    expect(screen.getByText('9 of 25 characters')).toBeTruthy();
    uploads.uploadThroughWorker.mockResolvedValue({ ok: true, file: storedFile('logo.png') });
    fireEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    fireEvent.change(await screen.findByLabelText('File to upload'), { target: { files: [new File([new Uint8Array(4)], 'logo.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('img', { name: 'Logo' })).getAttribute('src')).toBe('/files/F123456789/logo.png');
    const location = screen.getByRole('group', { name: "The address's location" });
    fireEvent.change(within(location).getByLabelText('Place'), { target: { value: 'Taipei 101' } });
    fireEvent.change(within(location).getByLabelText('Latitude'), { target: { value: '25.0340' } });
    fireEvent.change(within(location).getByLabelText('Longitude'), { target: { value: '121.5645' } });
    api.saveShopSettings.mockImplementation(async (_org, settings) => answer(settings, []));
    fireEvent.click(screen.getByRole('button', { name: 'Save store settings' }));

    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('success', 'Store settings saved.'));
    const saved = api.saveShopSettings.mock.calls[0]![1];
    expect(saved.name).toBe('Tea House');
    expect(saved.logo).toBe('/files/F123456789/logo.png');
    expect(saved.contact.address.location).toEqual({ text: 'Taipei 101', lat: 25.034, lng: 121.5645 });
    expect(saved.order.expire).toBe(900);
    expect(banner()).toBeNull();
  });

  it('shows no banner for a complete shop', async () => {
    api.fetchShopSettings.mockResolvedValue(answer({ ...fresh, name: 'Tea House', logo: '/files/File000001/logo.png' }, []));
    renderPage();
    await screen.findByLabelText('Shop name');
    expect(banner()).toBeNull();
  });

  it('keeps the form and says why when the save is refused, and keeps the work over a reload', async () => {
    api.saveShopSettings.mockRejectedValue(new ApiError(400, { code: 142, error: 'body/contact/email/value must NOT have more than 200 characters' }));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Shop name'), { target: { value: 'Tea House' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '02-2345-6789' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Show the phone number to customers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save store settings' }));

    expect((await screen.findByRole('alert')).textContent).toBe('body/contact/email/value must NOT have more than 200 characters');
    expect((screen.getByLabelText('Shop name') as HTMLInputElement).value).toBe('Tea House');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('02-2345-6789');
    expect(screen.getByRole('switch', { name: 'Show the phone number to customers' }).getAttribute('aria-checked')).toBe('false');
    expect(toast.showToast).not.toHaveBeenCalledWith('success', expect.anything());

    cleanup();
    renderPage();
    expect(await screen.findByText('Your unsaved changes from before are back.')).toBeTruthy();
    expect((screen.getByLabelText('Shop name') as HTMLInputElement).value).toBe('Tea House');
  });

  it('offers card payment through Stripe when the server takes cards, and says why not when it does not', async () => {
    api.fetchShopSettings.mockResolvedValue(answer(fresh, ['name', 'logo', 'location'], true));
    api.saveShopSettings.mockImplementation(async (_org, settings) => answer(settings, [], true));
    renderPage();
    const card = await screen.findByRole('switch', { name: 'Card payment (Stripe)' });
    expect(card.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(card);
    fireEvent.click(screen.getByRole('button', { name: 'Save store settings' }));
    await waitFor(() => expect(api.saveShopSettings).toHaveBeenCalled());
    expect(api.saveShopSettings.mock.calls[0]![1].payment.card).toEqual({ enabled: true });

    cleanup();
    sessionStorage.clear();
    api.fetchShopSettings.mockResolvedValue(answer(fresh, ['name', 'logo', 'location'], false));
    renderPage();
    const off = await screen.findByRole('switch', { name: 'Card payment (Stripe)' });
    expect((off as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not available: this server has no Stripe key (STRIPE_SECRET_KEY).')).toBeTruthy();
  });

  it('offers Uber Direct when the server has it, and says why not when it does not', async () => {
    api.fetchShopSettings.mockResolvedValue(answer(fresh, ['name', 'logo', 'location'], false, true));
    api.saveShopSettings.mockImplementation(async (_org, settings) => answer(settings, [], false, true));
    renderPage();
    const uber = await screen.findByRole('switch', { name: 'Offer Uber Direct delivery' });
    expect((uber as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(uber);
    fireEvent.click(screen.getByRole('button', { name: 'Save store settings' }));
    await waitFor(() => expect(api.saveShopSettings).toHaveBeenCalled());
    expect(api.saveShopSettings.mock.calls[0]![1].shipping.uberDirect.enabled).toBe(true);

    cleanup();
    sessionStorage.clear();
    api.fetchShopSettings.mockResolvedValue(answer(fresh, ['name', 'logo', 'location'], false, false));
    renderPage();
    const off = await screen.findByRole('switch', { name: 'Offer Uber Direct delivery' });
    expect((off as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not available: this server has no Uber Direct client (UBER_DIRECT_CLIENT_ID).')).toBeTruthy();
  });

  it('does not save a half-typed location', async () => {
    renderPage();
    const location = within(await screen.findByRole('group', { name: "The address's location" }));
    fireEvent.change(location.getByLabelText('Latitude'), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save store settings' }));
    expect(await screen.findByText('Enter the place with a latitude (−90 to 90) and a longitude (−180 to 180), or leave all three empty.')).toBeTruthy();
    expect(api.saveShopSettings).not.toHaveBeenCalled();
  });
});
