// The order export's columns (one row per order line) and their header, and the statuses' names, in
// each export locale. Money is written in the currency's major unit with its digits (TWD "1200", USD "12.50").
import {
  CURRENCY_DIGITS, majorAmount, type Currency, type OrderStatus, type PaymentMethod, type PaymentStatus, type ShippingStatus,
} from '../../../../common/chat-pay';
import type { OrderItem } from '../../../../common/contracts/chat-pay';
import type { ExportLocale } from '../../../../common/tasks';
import { csvTime } from '../../../exports/csv';
import { orderNumber, type OrderRow } from '../serialize';

type Texts = Record<ExportLocale, string>;

/** An order with its customer's name, and one of its lines. */
export interface OrderLine { order: OrderRow; customerName: string; item: OrderItem }

interface Column {
  header: Texts;
  value: (line: OrderLine, timeZone: string, locale: ExportLocale) => string;
}

const ORDER_STATUS_NAMES: Record<OrderStatus, Texts> = {
  processing: { 'en-US': 'Processing', 'ja-JP': '処理中', 'zh-TW': '處理中', 'zh-CN': '处理中' },
  confirmed: { 'en-US': 'Confirmed', 'ja-JP': '確認済み', 'zh-TW': '已確認', 'zh-CN': '已确认' },
  cancelled: { 'en-US': 'Cancelled', 'ja-JP': 'キャンセル済み', 'zh-TW': '已取消', 'zh-CN': '已取消' },
  completed: { 'en-US': 'Completed', 'ja-JP': '完了', 'zh-TW': '已完成', 'zh-CN': '已完成' },
};
const PAYMENT_STATUS_NAMES: Record<PaymentStatus, Texts> = {
  unpaid: { 'en-US': 'Unpaid', 'ja-JP': '未払い', 'zh-TW': '未付款', 'zh-CN': '未付款' },
  paid: { 'en-US': 'Paid', 'ja-JP': '支払い済み', 'zh-TW': '已付款', 'zh-CN': '已付款' },
  refunding: { 'en-US': 'Refunding', 'ja-JP': '返金中', 'zh-TW': '退款中', 'zh-CN': '退款中' },
  refund: { 'en-US': 'Refunded', 'ja-JP': '返金済み', 'zh-TW': '已退款', 'zh-CN': '已退款' },
  partial_refund: { 'en-US': 'Partly refunded', 'ja-JP': '一部返金済み', 'zh-TW': '部分退款', 'zh-CN': '部分退款' },
  cancelled: { 'en-US': 'Payment cancelled', 'ja-JP': '支払いキャンセル', 'zh-TW': '付款已取消', 'zh-CN': '付款已取消' },
};
const SHIPPING_STATUS_NAMES: Record<ShippingStatus, Texts> = {
  processing: { 'en-US': 'Preparing', 'ja-JP': '準備中', 'zh-TW': '備貨中', 'zh-CN': '备货中' },
  shipping: { 'en-US': 'Shipping', 'ja-JP': '配送中', 'zh-TW': '配送中', 'zh-CN': '配送中' },
  shipped: { 'en-US': 'Shipped', 'ja-JP': '発送済み', 'zh-TW': '已出貨', 'zh-CN': '已发货' },
  delivered: { 'en-US': 'Delivered', 'ja-JP': '配達済み', 'zh-TW': '已送達', 'zh-CN': '已送达' },
  picked: { 'en-US': 'Picked up', 'ja-JP': '受け取り済み', 'zh-TW': '已取貨', 'zh-CN': '已取货' },
  returning: { 'en-US': 'Returning', 'ja-JP': '返品中', 'zh-TW': '退回中', 'zh-CN': '退回中' },
  returned: { 'en-US': 'Returned', 'ja-JP': '返品済み', 'zh-TW': '已退回', 'zh-CN': '已退回' },
  cancelled: { 'en-US': 'Shipping cancelled', 'ja-JP': '配送キャンセル', 'zh-TW': '出貨已取消', 'zh-CN': '发货已取消' },
};
const PAYMENT_METHOD_NAMES: Record<PaymentMethod, Texts> = {
  cod: { 'en-US': 'Pay on delivery', 'ja-JP': '代金引換', 'zh-TW': '貨到付款', 'zh-CN': '货到付款' },
  transfer: { 'en-US': 'Bank transfer', 'ja-JP': '銀行振込', 'zh-TW': '銀行轉帳', 'zh-CN': '银行转账' },
  card: { 'en-US': 'Card (Stripe)', 'ja-JP': 'カード（Stripe）', 'zh-TW': '信用卡（Stripe）', 'zh-CN': '银行卡（Stripe）' },
};

/** An amount in the major unit with the currency's digits, without grouping or symbol (a spreadsheet reads it as a number). */
export function moneyCell(minor: number, currency: Currency): string {
  return majorAmount(minor, currency).toFixed(CURRENCY_DIGITS[currency]);
}

const money = (pick: (line: OrderLine) => number) => (line: OrderLine) => moneyCell(pick(line), line.order.currency);

export const ORDER_COLUMNS: readonly Column[] = [
  { header: { 'en-US': 'Order', 'ja-JP': '注文番号', 'zh-TW': '訂單編號', 'zh-CN': '订单编号' }, value: ({ order }) => orderNumber(order.serial) },
  { header: { 'en-US': 'Placed at', 'ja-JP': '注文日時', 'zh-TW': '下單時間', 'zh-CN': '下单时间' }, value: ({ order }, zone) => csvTime(order.createdAt, zone) },
  { header: { 'en-US': 'Customer', 'ja-JP': '顧客', 'zh-TW': '顧客', 'zh-CN': '客户' }, value: (line) => line.customerName },
  { header: { 'en-US': 'Order status', 'ja-JP': '注文ステータス', 'zh-TW': '訂單狀態', 'zh-CN': '订单状态' }, value: ({ order }, _zone, locale) => ORDER_STATUS_NAMES[order.status][locale] },
  { header: { 'en-US': 'Payment status', 'ja-JP': '支払いステータス', 'zh-TW': '付款狀態', 'zh-CN': '付款状态' }, value: ({ order }, _zone, locale) => PAYMENT_STATUS_NAMES[order.paymentStatus][locale] },
  {
    header: { 'en-US': 'Payment method', 'ja-JP': '支払い方法', 'zh-TW': '付款方式', 'zh-CN': '付款方式' },
    value: ({ order }, _zone, locale) => PAYMENT_METHOD_NAMES[order.paymentMethod][locale],
  },
  { header: { 'en-US': 'Shipping status', 'ja-JP': '配送ステータス', 'zh-TW': '配送狀態', 'zh-CN': '配送状态' }, value: ({ order }, _zone, locale) => SHIPPING_STATUS_NAMES[order.shippingStatus][locale] },
  { header: { 'en-US': 'Product', 'ja-JP': '商品', 'zh-TW': '商品', 'zh-CN': '商品' }, value: ({ item }) => item.title },
  { header: { 'en-US': 'Variation', 'ja-JP': 'バリエーション', 'zh-TW': '規格', 'zh-CN': '规格' }, value: ({ item }) => item.variation },
  { header: { 'en-US': 'Quantity', 'ja-JP': '数量', 'zh-TW': '數量', 'zh-CN': '数量' }, value: ({ item }) => String(item.quantity) },
  { header: { 'en-US': 'Unit price', 'ja-JP': '単価', 'zh-TW': '單價', 'zh-CN': '单价' }, value: money(({ item }) => item.unit_price) },
  { header: { 'en-US': 'Amount', 'ja-JP': '金額', 'zh-TW': '金額', 'zh-CN': '金额' }, value: money(({ item }) => item.unit_price * item.quantity) },
  { header: { 'en-US': 'Delivery price', 'ja-JP': '配送料', 'zh-TW': '運費', 'zh-CN': '运费' }, value: money(({ order }) => order.shippingPrice) },
  { header: { 'en-US': 'Total', 'ja-JP': '合計', 'zh-TW': '總計', 'zh-CN': '总计' }, value: money(({ order }) => order.total) },
  { header: { 'en-US': 'Currency', 'ja-JP': '通貨', 'zh-TW': '幣別', 'zh-CN': '币种' }, value: ({ order }) => order.currency },
  { header: { 'en-US': 'Contact name', 'ja-JP': '連絡先の名前', 'zh-TW': '聯絡人', 'zh-CN': '联系人' }, value: ({ order }) => order.contact.name },
  { header: { 'en-US': 'Phone', 'ja-JP': '電話番号', 'zh-TW': '電話', 'zh-CN': '电话' }, value: ({ order }) => order.contact.phone },
  { header: { 'en-US': 'E-mail', 'ja-JP': 'メールアドレス', 'zh-TW': '電子郵件', 'zh-CN': '电子邮件' }, value: ({ order }) => order.contact.email ?? '' },
  { header: { 'en-US': 'Address', 'ja-JP': '住所', 'zh-TW': '地址', 'zh-CN': '地址' }, value: ({ order }) => order.address ?? '' },
  { header: { 'en-US': 'Notes', 'ja-JP': '備考', 'zh-TW': '備註', 'zh-CN': '备注' }, value: ({ order }) => order.notes },
];
