import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, ORDER_STATUS_TYPES, SHOP_PAGE_SIZE, type OrderStatusType } from '../../../common/chat-pay';
import type { Order, OrderListRequest } from '../../../common/contracts/chat-pay';
import { ListMessage } from '../../customer-groups/ListMessage';
import { formatMessageTime } from '../../i18n/format';
import { secondaryButton } from '../../ui/buttons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FilterSelect } from '../FilterSelect';
import { useShopPages } from '../use-shop-pages';
import { BatchStatusBar } from './BatchStatusBar';
import { ExportOrdersDialog } from './ExportOrdersDialog';
import { listOrders } from './orders-api';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, SHIPPING_STATUS_LABELS, statusOptions, STATUS_TYPE_LABELS } from './status-labels';

type Filter = Record<OrderStatusType, string>;
const NO_FILTER: Filter = { order: '', payment: '', shipping: '' };

/** chatPay/{orgId}/orders: the orders, newest first, 20 at a time, filtered by their statuses; selected ones change status together. Online only. */
export function OrdersPage() {
  const { t, i18n } = useLingui();
  const { orgId = '' } = useParams();
  useDocumentTitle(t`Orders`);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const fetchPage = useCallback((page: number) => {
    const chosen = { status: filter.order, payment: filter.payment, shipping: filter.shipping };
    const given = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== '')) as OrderListRequest['filter'];
    return listOrders(orgId, { filter: given, page, limit: SHOP_PAGE_SIZE }).then((list) => list.orders);
  }, [orgId, filter]);
  const pages = useShopPages(fetchPage);
  const shown = pages.items ?? [];
  const allSelected = shown.length > 0 && shown.every((order) => selected.includes(order.id));

  function changeFilter(type: OrderStatusType, value: string) {
    setFilter((current) => ({ ...current, [type]: value }));
    setSelected([]);
  }

  function changed(orders: Order[]) {
    const byId = new Map(orders.map((order) => [order.id, order]));
    pages.setItems((items) => items.map((order) => byId.get(order.id) ?? order));
    setSelected([]);
  }

  const toggle = (id: string, on: boolean) => setSelected((current) => (on ? [...current, id] : current.filter((one) => one !== id)));

  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-6">
      <div className="flex flex-wrap items-end gap-3">
        {ORDER_STATUS_TYPES.map((type) => (
          <FilterSelect key={type} label={i18n._(STATUS_TYPE_LABELS[type])} value={filter[type]} allLabel={t`Any`}
            onChange={(value) => changeFilter(type, value)}
            options={statusOptions(type, (descriptor) => i18n._(descriptor))} />
        ))}
        <button type="button" className={`${secondaryButton} ml-auto`} onClick={() => setExporting(true)}>{t`Export orders`}</button>
      </div>
      <ExportOrdersDialog open={exporting} orgId={orgId} filter={filter} onClose={() => setExporting(false)} />
      {selected.length > 0 && <BatchStatusBar orgId={orgId} selected={selected} onChanged={changed} />}
      {pages.offline && <ListMessage>{t`You are offline. Orders show once the connection is back.`}</ListMessage>}
      {pages.error && <ListMessage onRetry={pages.items ? pages.loadMore : pages.reload}>{pages.error}</ListMessage>}
      {!pages.offline && pages.items === null && !pages.error && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {pages.items?.length === 0 && <ListMessage>{t`No order matches these filters.`}</ListMessage>}
      {shown.length > 0 && (
        <table aria-label={t`Orders`} className="w-full rounded-lg bg-white text-left text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th className="p-2">
                <input type="checkbox" aria-label={t`Select all orders shown`} checked={allSelected}
                  onChange={(event) => setSelected(event.target.checked ? shown.map((order) => order.id) : [])} />
              </th>
              <th className="p-2">{t`Order`}</th>
              <th className="p-2">{t`Placed`}</th>
              <th className="p-2">{t`Customer`}</th>
              <th className="p-2">{t`Total`}</th>
              <th className="p-2">{t`Order status`}</th>
              <th className="p-2">{t`Payment status`}</th>
              <th className="p-2">{t`Shipping status`}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => {
              const number = order.number;
              return (
                <tr key={order.id} className="border-b border-slate-100">
                  <td className="p-2">
                    <input type="checkbox" aria-label={t`Select order ${number}`} checked={selected.includes(order.id)}
                      onChange={(event) => toggle(order.id, event.target.checked)} />
                  </td>
                  <td className="p-2"><Link to={order.id} className="font-medium text-indigo-700 hover:underline">{number}</Link></td>
                  <td className="p-2 whitespace-nowrap">{formatMessageTime(order.createdAt, i18n.locale)}</td>
                  <td className="p-2">{order.contact.name}</td>
                  <td className="p-2 whitespace-nowrap">{formatMoney(order.total, order.currency, i18n.locale)}</td>
                  <td className="p-2">{i18n._(ORDER_STATUS_LABELS[order.status])}</td>
                  <td className="p-2">{i18n._(PAYMENT_STATUS_LABELS[order.payment.status])}</td>
                  <td className="p-2">{i18n._(SHIPPING_STATUS_LABELS[order.shipping.status])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pages.more && (
        <button type="button" className={`${secondaryButton} self-center`} onClick={pages.loadMore} disabled={pages.loading}>
          {pages.loading ? t`Loading…` : t`Load more orders`}
        </button>
      )}
    </div>
  );
}
