// "Copy link" beside Send in the Send a product dialog: the product's page for this customer
// (POST /product/share_link) goes to the clipboard; nothing is sent.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan } from '../../../common/access';
import type { Product } from '../../../common/contracts/chat-pay';
import { activateLocale } from '../../i18n/activate';
import { SendProductAction } from './SendProductAction';

const oolong = { id: 'Prod000001', status: 'publish', title: 'Oolong tea', images: [], variations: [{ id: 'Vari000001', regular_price: 350, currency: 'TWD', stock_quantity: 5, attributes: [] }] } as unknown as Product;
const links = vi.hoisted(() => ({ productShareLink: vi.fn<(orgId: string, productId: string, customerId: string) => Promise<string>>() }));
const sending = vi.hoisted(() => ({ sendProduct: vi.fn<(orgId: string, request: object) => Promise<unknown>>() }));
const toast = vi.hoisted(() => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../products/products-api', () => ({ listProducts: async () => ({ products: [oolong], page: 1, limit: 20 }) }));
vi.mock('../customer-orders/customer-orders-api', () => links);
vi.mock('./send-product-api', () => sending);
vi.mock('../../ui/toast-store', () => toast);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
vi.mock('../../routing/vpc-setting-store', () => ({ useVpcSetting: () => vpcSettingForPlan('enterprise') }));
vi.mock('../../routing/org-role-store', () => ({ useRoleFeature: () => null }));

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('Copy link in the Send a product dialog', () => {
  it("copies the product's link for this customer and sends nothing", async () => {
    links.productShareLink.mockResolvedValue('https://parley.example/shop/p.token');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<I18nProvider i18n={i18n}><SendProductAction orgId="Org0000001" customerId="Cust000001" platform="line" /></I18nProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Send product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a product' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy the link of Oolong tea' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://parley.example/shop/p.token'));
    expect(links.productShareLink).toHaveBeenCalledWith('Org0000001', 'Prod000001', 'Cust000001');
    expect(toast.showToast).toHaveBeenCalledWith('success', 'Link copied.');
    expect(sending.sendProduct).not.toHaveBeenCalled();
  });
});
