// The texts a customer gets about an order on their channel, in the organization's language (Chinese
// for a zh-* locale, else English): each chat-pay order status of 03 §4 and the shipping's news, with
// the order's number, total and link. Pure: server/chat-pay/orders/notify.ts sends them.
import { formatMoney, type ChatPayOrderStatus, type Currency } from '../../../common/chat-pay';

export type OrderNews = ChatPayOrderStatus | 'shipped' | 'shippingCancelled' | 'paid' | 'delivered';

export interface OrderForMessage { number: string; total: number; currency: Currency; expiresAt: Date | null }

const zh: Record<OrderNews, (order: OrderForMessage, extra: string) => string> = {
  unpaid: (o) => `訂單 ${o.number} 已成立，金額 ${money(o, 'zh-TW')}，待付款。`,
  orderExpiryReminder: (o) => `提醒您：訂單 ${o.number} 尚未付款，將於 ${minutesLeft(o)} 分鐘後取消。`,
  processing: (o) => `訂單 ${o.number} 已成立，金額 ${money(o, 'zh-TW')}，處理中。`,
  confirmed: (o) => `訂單 ${o.number} 已確認。`,
  completed: (o) => `訂單 ${o.number} 已完成，謝謝您的購買！`,
  cancelled: (o) => `訂單 ${o.number} 已取消。`,
  shipped: (o, extra) => `訂單 ${o.number} 已出貨。${extra}`,
  shippingCancelled: (o) => `訂單 ${o.number} 的配送已取消。`,
  delivered: (o) => `訂單 ${o.number} 已送達，謝謝您的購買！`,
  paid: (o) => `已收到訂單 ${o.number} 的付款 ${money(o, 'zh-TW')}，謝謝！`,
};
const en: typeof zh = {
  unpaid: (o) => `Order ${o.number} is placed: ${money(o, 'en-US')}, awaiting payment.`,
  orderExpiryReminder: (o) => `Reminder: order ${o.number} is not paid yet and will be cancelled in ${minutesLeft(o)} minutes.`,
  processing: (o) => `Order ${o.number} is placed: ${money(o, 'en-US')}, being processed.`,
  confirmed: (o) => `Order ${o.number} is confirmed.`,
  completed: (o) => `Order ${o.number} is completed. Thank you!`,
  cancelled: (o) => `Order ${o.number} is cancelled.`,
  shipped: (o, extra) => `Order ${o.number} has shipped. ${extra}`,
  shippingCancelled: (o) => `The delivery of order ${o.number} is cancelled.`,
  delivered: (o) => `Order ${o.number} is delivered. Thank you!`,
  paid: (o) => `Order ${o.number} is paid: ${money(o, 'en-US')}. Thank you!`,
};

function money(order: OrderForMessage, locale: string): string {
  return formatMoney(order.total, order.currency, locale);
}

function minutesLeft(order: OrderForMessage): number {
  return Math.max(1, Math.ceil(((order.expiresAt?.getTime() ?? Date.now()) - Date.now()) / 60_000));
}

/** The message's text: the news, then the order's link. `extra`: the merchant's pickup remark on shipping. */
export function orderMessageText(news: OrderNews, order: OrderForMessage, { locale, url, extra = '' }: { locale: string; url: string; extra?: string }): string {
  const texts = locale.toLowerCase().startsWith('zh') ? zh : en;
  return `${texts[news](order, extra.trim()).trim()}\n${url}`;
}
