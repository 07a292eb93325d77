// The customer's orders in the customer panel (issue 29): number, date, status, payment and total,
// newest first, 20 at a time, each opening the order's page; "New order" places one for them. Shown
// when the plan and the member's role open chatPay's orders; online only (the shop is not kept offline).
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { partAllowed } from '../../../common/access';
import { formatMoney } from '../../../common/chat-pay';
import type { CustomerRecord } from '../../../local/records';
import { useRoleFeature } from '../../routing/org-role-store';
import { useVpcSetting } from '../../routing/vpc-setting-store';
import { secondaryButton } from '../../ui/buttons';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../orders/status-labels';
import { useShopPages } from '../use-shop-pages';
import { customerOrders } from './customer-orders-api';
import type { NewOrderContact } from './new-order-draft';

export function CustomerOrdersSection({ orgId, customer }: { orgId: string; customer: CustomerRecord }) {
  const vpcSetting = useVpcSetting(orgId);
  const roleFeature = useRoleFeature(orgId);
  if (!partAllowed(vpcSetting, roleFeature, 'chatpay', 'order')) return null;
  // Placing an order lists the products and reads the shop's delivery and payment: the role must open those too.
  const canOrder = partAllowed(vpcSetting, roleFeature, 'chatpay', 'product') && partAllowed(vpcSetting, roleFeature, 'chatpay', 'setting');
  return <OrdersList orgId={orgId} customer={customer} canOrder={canOrder} />;
}

function OrdersList({ orgId, customer, canOrder }: { orgId: string; customer: CustomerRecord; canOrder: boolean }) {
  const { t, i18n } = useLingui();
  const customerId = customer.objectId;
  const fetchPage = useCallback((page: number) => customerOrders(orgId, customerId, page), [orgId, customerId]);
  const pages = useShopPages(fetchPage);
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  // What the customer's profile already knows starts the new order's contact.
  const contact: NewOrderContact = { name: '', phone: customer.profile?.cellPhone ?? '', email: customer.profile?.email ?? '' };
  const address = customer.profile?.address ?? '';

  return (
    <section aria-labelledby="customer-orders-heading" className="border-t border-slate-200 px-4 py-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="customer-orders-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t`Orders`}</h2>
        {canOrder && (
          <Link to={`/chatPay/${orgId}/orders/new/${customerId}`} state={{ contact, address }} className="text-xs text-indigo-700 hover:underline">
            {t`New order`}
          </Link>
        )}
      </div>
      {pages.offline && <p className="mt-2 text-xs text-slate-500">{t`Orders are available when online.`}</p>}
      {pages.error && (
        <p role="alert" className="mt-2 flex items-center gap-2 text-xs text-slate-600">
          {pages.error}
          <button type="button" className={secondaryButton} onClick={pages.items ? pages.loadMore : pages.reload}>{t`Retry`}</button>
        </p>
      )}
      {!pages.offline && pages.items === null && !pages.error && <p className="mt-2 text-xs text-slate-500">{t`Loading…`}</p>}
      {pages.items?.length === 0 && <p className="mt-2 text-xs text-slate-500">{t`No orders yet.`}</p>}
      {pages.items && pages.items.length > 0 && (
        <ul aria-label={t`Orders of the customer`} className="mt-1 divide-y divide-slate-100">
          {pages.items.map((order) => (
            <li key={order.id} className="flex flex-col gap-0.5 py-1.5 text-xs text-slate-700">
              <span className="flex justify-between gap-2">
                <Link to={`/chatPay/${orgId}/orders/${order.id}`} className="font-medium text-indigo-700 hover:underline">{order.number}</Link>
                <span className="font-medium text-slate-900">{formatMoney(order.total, order.currency, i18n.locale)}</span>
              </span>
              <span>{dateFormat.format(new Date(order.createdAt))} · {i18n._(ORDER_STATUS_LABELS[order.status])} · {i18n._(PAYMENT_STATUS_LABELS[order.payment.status])}</span>
            </li>
          ))}
        </ul>
      )}
      {pages.more && (
        <button type="button" className={`${secondaryButton} mt-2`} onClick={pages.loadMore} disabled={pages.loading}>{t`More orders`}</button>
      )}
    </section>
  );
}
