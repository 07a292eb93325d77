// The words of a notification per kind (01 §3, §8), in the active language.
import { t } from '@lingui/core/macro';
import type { NotificationBody } from '../../common/contracts/notifications';
import { DeliveryError } from '../../common/error-keys';
import { taskErrorText } from '../tasks/task-error-text';
import { taskTypeName } from '../tasks/task-text';

export interface NotificationText {
  title: string;
  detail?: string;
}

const platformNames: Record<string, string> = { line: 'LINE', facebook: 'Facebook', whatsapp: 'WhatsApp', instagram: 'Instagram' };

/** A platform error the server notifies of, by its `{platform}:{code}` key (01 §8: specific translated text). */
function platformErrorText(error: NotificationBody['error']): string | undefined {
  switch (`${error?.platform}:${error?.code}`) {
    case DeliveryError.LINE_MONTHLY_LIMIT: return t`LINE's monthly message limit is reached: replies on LINE are not sent until it renews.`;
    default: return undefined;
  }
}

export function notificationText(eventType: string, body: NotificationBody): NotificationText {
  const orgName = body.context?.orgName ?? body.error?.orgName ?? '';
  const name = body.context?.memberName ?? ([body.from?.firstName, body.from?.lastName].filter(Boolean).join(' ') || t`Someone`);
  switch (eventType) {
    case 'event/join': return { title: t`${name} joined ${orgName}.` };
    case 'event/left': return { title: t`${name} left ${orgName}.` };
    case 'event/accept': return { title: t`${name} accepted the invitation to ${orgName}.` };
  }
  const task = body.context?.taskType ? taskTypeName(body.context.taskType) : undefined;
  if (task && body.context?.taskStatus === 'done') return { title: t`${task} is done.` };
  if (task && body.context?.taskStatus === 'error') {
    return { title: t`${task} failed.`, detail: taskErrorText({ errorKey: body.error?.key, error: body.error?.details?.join(' ') }) };
  }
  if (body.type === 'error') {
    // Platform errors: one generic title with the organization's name (01 §8), the details below.
    const platform = platformNames[body.error?.platform?.toLowerCase() ?? ''] ?? body.error?.platform ?? '';
    return {
      title: platform ? t`${platform} reported an error in ${orgName}.` : t`Something went wrong in ${orgName}.`,
      detail: platformErrorText(body.error) ?? body.error?.details?.join(' '),
    };
  }
  if (body.context?.eventType === 'lowStock') {
    // chatPay's low-stock notice (server/chat-pay/products/low-stock.ts); the link opens the product.
    const product = body.context.productName ?? body.link?.title ?? '';
    const left = body.context.stockLeft ?? 0;
    return { title: t`Low stock: ${left} of ${product} left.` };
  }
  if (body.context?.eventType === 'paidAfterCancel') {
    // chatPay: a card payment landed on an order already cancelled (server/chat-pay/payment/after-payment.ts); the link opens the order.
    const order = body.link?.title ?? '';
    return { title: t`Order ${order} was paid by card after it was cancelled. Refund the payment.` };
  }
  if (body.type === 'link' && body.link) return { title: body.link.title };
  return { title: t`New notification from ${orgName}.` };
}
