// "Send product" in the composer: the picker lists published products and sends the chosen one with a
// receipt id (the same one when asked again after a failure) and Facebook's HUMAN_AGENT tag by default;
// offline it says so and sends nothing.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan } from '../../../common/access';
import type { Platform } from '../../../common/contracts/base';
import type { Product, ProductList, ProductListQuery, ProductSendResult } from '../../../common/contracts/chat-pay';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { SendProductAction } from './SendProductAction';

const orgId = 'Org0000001';
const products = vi.hoisted(() => ({ listProducts: vi.fn<(orgId: string, query: ProductListQuery) => Promise<ProductList>>() }));
const sending = vi.hoisted(() => ({ sendProduct: vi.fn<(orgId: string, request: object) => Promise<ProductSendResult>>() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
const network = vi.hoisted(() => ({ offline: false }));
const plan = vi.hoisted(() => ({ name: 'enterprise' as 'enterprise' | 'free' }));
vi.mock('../products/products-api', () => products);
vi.mock('./send-product-api', () => sending);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => network.offline }));
vi.mock('../../routing/vpc-setting-store', () => ({ useVpcSetting: () => vpcSettingForPlan(plan.name) }));
vi.mock('../../routing/org-role-store', () => ({ useRoleFeature: () => null }));

const oolong: Product = {
  id: 'Prod000001', status: 'publish', title: 'Oolong tea', serial: 1, desc: '', images: [], specs: [], attributes: [],
  variations: [{ id: 'Vari000001', sku: 'OOL-1', stock_quantity: 5, regular_price: 350, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }],
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderAction(platform: Platform) {
  render(<I18nProvider i18n={i18n}><SendProductAction orgId={orgId} customerId="Cust000001" platform={platform} /></I18nProvider>);
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  network.offline = false;
  plan.name = 'enterprise';
  products.listProducts.mockResolvedValue({ products: [oolong], page: 1, limit: 20 });
  sending.sendProduct.mockResolvedValue({ messageId: 'Mess000001', url: 'https://shop.example/p' });
});
afterEach(cleanup);

describe('SendProductAction', () => {
  it('sends a published product to a Messenger customer with a receipt id and HUMAN_AGENT, the same receipt when tried again', async () => {
    sending.sendProduct.mockRejectedValueOnce(new ApiError(0, { error: 'Failed to fetch' }, true));
    renderAction('facebook');
    fireEvent.click(screen.getByRole('button', { name: 'Send product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a product' });
    const send = await within(dialog).findByRole('button', { name: 'Send Oolong tea' });
    expect(products.listProducts).toHaveBeenCalledWith(orgId, expect.objectContaining({ status: 'publish', page: 1, limit: 20 }));
    expect(within(dialog).getByText('NT$350')).toBeTruthy();
    expect((within(dialog).getByLabelText('Message tag') as HTMLSelectElement).value).toBe('HUMAN_AGENT');

    fireEvent.click(send);
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('error', 'Cannot reach the server. Check your connection and try again.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Oolong tea' }));
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('success', 'Oolong tea was sent to the customer.'));

    const [first, second] = sending.sendProduct.mock.calls.map(([, request]) => request as { receiptId: string });
    expect(first).toEqual({ customerObjectId: 'Cust000001', productId: 'Prod000001', receiptId: expect.stringMatching(/^[A-Za-z0-9]{20}$/), fbMessengerTag: 'HUMAN_AGENT' });
    expect(second!.receiptId).toBe(first!.receiptId);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches, and sends without a tag on LINE', async () => {
    renderAction('line');
    fireEvent.click(screen.getByRole('button', { name: 'Send product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a product' });
    await within(dialog).findByRole('button', { name: 'Send Oolong tea' });
    expect(within(dialog).queryByLabelText('Message tag')).toBeNull();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search products' }), { target: { value: 'oolong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(products.listProducts).toHaveBeenLastCalledWith(orgId, expect.objectContaining({ search: 'oolong', status: 'publish' })));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send Oolong tea' }));
    await waitFor(() => expect(sending.sendProduct).toHaveBeenCalledTimes(1));
    expect(sending.sendProduct.mock.calls[0]![1]).not.toHaveProperty('fbMessengerTag');
  });

  it('says so offline and sends nothing', async () => {
    network.offline = true;
    renderAction('facebook');
    fireEvent.click(screen.getByRole('button', { name: 'Send product' }));
    expect(await screen.findByText('You are offline. Products can be sent once the connection is back.')).toBeTruthy();
    expect(products.listProducts).not.toHaveBeenCalled();
    expect(sending.sendProduct).not.toHaveBeenCalled();
  });

  it('is not offered when the plan does not open chatPay', () => {
    plan.name = 'free';
    renderAction('facebook');
    expect(screen.queryByRole('button', { name: 'Send product' })).toBeNull();
  });
});
