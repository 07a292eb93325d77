import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DeliveryType, OrderStatus, OrderStatusType, PaymentMethod, PaymentStatus, ShippingStatus } from '../../../common/chat-pay';
import { STATUSES_OF_TYPE } from '../../../common/chat-pay';

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  processing: msg`Processing`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  paid: msg`Paid`,
  refunding: msg`Refunding`,
  refund: msg`Refunded`,
  partial_refund: msg`Partly refunded`,
  cancelled: msg`Payment cancelled`,
};

export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, MessageDescriptor> = {
  processing: msg`Preparing`,
  shipping: msg`Shipping`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  picked: msg`Picked up`,
  returning: msg`Returning`,
  returned: msg`Returned`,
  cancelled: msg`Shipping cancelled`,
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cod: msg`Pay on delivery`,
  transfer: msg`Bank transfer`,
  card: msg`Card (Stripe)`,
};

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, MessageDescriptor> = {
  self: msg`Self delivery`,
  uberDirect: msg`Uber Direct`,
};

/** Each kind of status (03 §4's sets) as options of a filter or a batch change, labelled. */
export function statusOptions(type: OrderStatusType, label: (descriptor: MessageDescriptor) => string): { value: string; label: string }[] {
  const labels: Record<string, MessageDescriptor> = { order: ORDER_STATUS_LABELS, payment: PAYMENT_STATUS_LABELS, shipping: SHIPPING_STATUS_LABELS }[type];
  return STATUSES_OF_TYPE[type].map((value) => ({ value, label: label(labels[value]!) }));
}

export const STATUS_TYPE_LABELS: Record<OrderStatusType, MessageDescriptor> = {
  order: msg`Order status`,
  payment: msg`Payment status`,
  shipping: msg`Shipping status`,
};
