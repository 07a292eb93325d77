import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../common/chat-pay';
import type { Order } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { ListMessage } from '../../customer-groups/ListMessage';
import { formatMessageTime } from '../../i18n/format';
import { useDocumentTitle } from '../../ui/use-document-title';
import { shopErrorText } from '../shop-error-text';
import { OrderActions } from './OrderActions';
import { OrderContactForm } from './OrderContactForm';
import { OrderLinkActions } from './OrderLinkActions';
import { fetchOrder } from './orders-api';
import { DELIVERY_TYPE_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, SHIPPING_STATUS_LABELS } from './status-labels';

const boxClass = 'flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-36 shrink-0 text-slate-500">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

type Courier = NonNullable<Order['shipping']['courier']>;

/** An Uber Direct order's courier: where asking Uber stands, and the tracking link once Uber has dispatched one. */
function CourierRows({ courier }: { courier: Courier }) {
  const { t } = useLingui();
  const state = courier.state === 'created' ? t`Dispatched by Uber`
    : courier.state === 'creating' ? t`Asking Uber for a courier…`
      : courier.state === 'unknown' ? t`Uber's answer was lost: confirm the shipping again, or check Uber's dashboard`
        : t`Not asked yet: Uber is asked when you confirm the shipping`;
  return (
    <>
      <Row term={t`Uber courier`}>{state}</Row>
      {courier.trackingUrl && (
        <Row term={t`Tracking`}>
          <a href={courier.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-indigo-700 hover:underline">{t`Follow the courier on Uber`}</a>
        </Row>
      )}
    </>
  );
}

/** chatPay/{orgId}/orders/{orderId}: an order's lines, totals, contact, delivery, notes and statuses, with what to do with it. Online only. */
export function OrderDetailPage() {
  const { t, i18n } = useLingui();
  const { orgId = '', orderId = '' } = useParams();
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  const number = order?.number ?? '';
  useDocumentTitle(order ? t`Order ${number}` : t`Orders`);

  // `isCurrent`: the answer is still wanted (the page did not move on to another order meanwhile).
  const load = useCallback((isCurrent: () => boolean) => {
    fetchOrder(orgId, orderId).then((fresh) => {
      if (!isCurrent()) return;
      setOrder(fresh);
      setError(null);
    }, async (cause: unknown) => {
      const text = shopErrorText(await toApiError(cause));
      if (isCurrent()) setError(text);
    });
  }, [orgId, orderId]);
  const read = useCallback(() => load(() => true), [load]);
  useEffect(() => {
    let current = true;
    load(() => current);
    return () => { current = false; };
  }, [load]);

  const customerName = order?.contact.name ?? '';
  const money = (amount: number) => formatMoney(amount, order!.currency, i18n.locale);
  return (
    <div className="h-full overflow-y-auto p-6">
      <Link to=".." relative="path" className="text-sm text-indigo-700 hover:underline">{t`Back to orders`}</Link>
      {error && <ListMessage onRetry={read}>{error}</ListMessage>}
      {!error && !order && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {order && (
        <div className="mt-2 flex max-w-4xl flex-col gap-4">
          <h2 className="text-lg font-semibold text-slate-900">{t`Order ${number}`}</h2>
          <dl aria-label={t`Statuses`} className={boxClass}>
            <Row term={t`Placed`}>{formatMessageTime(order.createdAt, i18n.locale)}</Row>
            <Row term={t`Order status`}>{i18n._(ORDER_STATUS_LABELS[order.status])}</Row>
            <Row term={t`Payment status`}>{i18n._(PAYMENT_STATUS_LABELS[order.payment.status])} · {i18n._(PAYMENT_METHOD_LABELS[order.payment.method])}</Row>
            <Row term={t`Shipping status`}>{i18n._(SHIPPING_STATUS_LABELS[order.shipping.status])}</Row>
            {order.expiresAt && <Row term={t`Expires if unpaid`}>{formatMessageTime(order.expiresAt, i18n.locale)}</Row>}
          </dl>
          <table aria-label={t`Order lines`} className="w-full rounded-lg bg-white text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500">
              <tr>
                <th className="p-2">{t`Product`}</th>
                <th className="p-2">{t`Variation`}</th>
                <th className="p-2">{t`Quantity`}</th>
                <th className="p-2">{t`Unit price`}</th>
                <th className="p-2">{t`Amount`}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.variation_id} className="border-b border-slate-100">
                  <td className="p-2">{item.title}</td>
                  <td className="p-2">{item.variation}</td>
                  <td className="p-2">{item.quantity}</td>
                  <td className="p-2 whitespace-nowrap">{money(item.unit_price)}</td>
                  <td className="p-2 whitespace-nowrap">{money(item.unit_price * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl aria-label={t`Totals`} className={boxClass}>
            <Row term={t`Subtotal`}>{money(order.subtotal)}</Row>
            <Row term={t`Delivery`}>{money(order.shipping.price)}</Row>
            <Row term={t`Total`}><strong>{money(order.total)}</strong></Row>
          </dl>
          <dl aria-label={t`Customer and delivery`} className={boxClass}>
            <Row term={t`Customer`}>
              <Link to={`/message-center/${orgId}/conversation/${order.conversation}/customer/${order.customer_id}`} className="text-indigo-700 hover:underline">
                {t`Open the conversation with ${customerName}`}
              </Link>
            </Row>
            <Row term={t`Name`}>{order.contact.name}</Row>
            <Row term={t`Phone`}>{order.contact.phone}</Row>
            {order.contact.email && <Row term={t`E-mail`}>{order.contact.email}</Row>}
            <Row term={t`Delivery`}>{i18n._(DELIVERY_TYPE_LABELS[order.shipping.type])}</Row>
            {order.shipping.address && <Row term={t`Address`}>{order.shipping.address}</Row>}
            {order.shipping.courier && <CourierRows courier={order.shipping.courier} />}
            <Row term={t`Notes`}>{order.notes || t`None`}</Row>
            {/* The member the sale counts for in the statistics: the last to send one of its products, or who created it. */}
            {order.agent && <Row term={t`Credited to`}>{order.agent.name}</Row>}
          </dl>
          <OrderContactForm orgId={orgId} order={order} onChanged={setOrder} />
          <OrderLinkActions orgId={orgId} order={order} />
          <OrderActions orgId={orgId} order={order} onChanged={setOrder} onReread={read} />
        </div>
      )}
    </div>
  );
}
