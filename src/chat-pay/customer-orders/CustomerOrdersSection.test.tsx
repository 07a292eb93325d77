// The customer's orders in the customer panel: number, date, status, payment and total, newest first as
// the server lists them, each opening the order's page, with "New order"; not shown without the order part.
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan } from '../../../common/access';
import type { Order } from '../../../common/contracts/chat-pay';
import type { CustomerRecord } from '../../../local/records';
import { activateLocale } from '../../i18n/activate';
import { CustomerOrdersSection } from './CustomerOrdersSection';

const orgId = 'Org0000001';
const api = vi.hoisted(() => ({ customerOrders: vi.fn<(orgId: string, customerId: string, page: number) => Promise<Order[]>>() }));
const plan = vi.hoisted(() => ({ name: 'enterprise' as 'enterprise' | 'free' }));
vi.mock('./customer-orders-api', () => api);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
vi.mock('../../routing/vpc-setting-store', () => ({ useVpcSetting: () => vpcSettingForPlan(plan.name) }));
vi.mock('../../routing/org-role-store', () => ({ useRoleFeature: () => null }));

const customer = { objectId: 'Cust000001', orgId, displayName: 'Mei', platform: 'line', conversationId: 'Conv000001' } as CustomerRecord;
const order = (serial: number, fields: Partial<Order>): Order => ({
  id: `Order0000${serial}`, serial, number: `#${serial}`, customer_id: customer.objectId, conversation: 'Conv000001',
  status: 'processing', payment: { status: 'unpaid', method: 'cod' }, shipping: { status: 'processing', type: 'self', price: 60 },
  items: [], subtotal: 0, total: 1960, currency: 'TWD', contact: { name: 'Mei', phone: '0912' }, notes: '', receiptId: '', expiresAt: null,
  createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', ...fields,
});

function renderSection() {
  render(<I18nProvider i18n={i18n}><MemoryRouter><CustomerOrdersSection orgId={orgId} customer={customer} /></MemoryRouter></I18nProvider>);
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  plan.name = 'enterprise';
  api.customerOrders.mockResolvedValue([
    order(12, { status: 'confirmed', payment: { status: 'paid', method: 'transfer' }, createdAt: '2026-11-21T08:00:00.000Z' }),
    order(7, { total: 350 }),
  ]);
});
afterEach(cleanup);

describe('CustomerOrdersSection', () => {
  it("lists the customer's orders with number, date, status, payment and total, each linking to its page", async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Orders of the customer' });
    expect(api.customerOrders).toHaveBeenCalledWith(orgId, customer.objectId, 1);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#12NT$1,960Nov 21, 2026 · Confirmed · Paid',
      '#7NT$350Nov 20, 2026 · Processing · Unpaid',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '#12' }).getAttribute('href')).toBe(`/chatPay/${orgId}/orders/Order000012`);
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe(`/chatPay/${orgId}/orders/new/${customer.objectId}`);
  });

  it('says when the customer has none', async () => {
    api.customerOrders.mockResolvedValue([]);
    renderSection();
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
  });

  it('is not shown when the plan does not open chatPay', () => {
    plan.name = 'free';
    renderSection();
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    expect(api.customerOrders).not.toHaveBeenCalled();
  });
});
