// After a message commits: the organization's consoles hear it, members are pushed a customer's
// message, and the customer's channel gets it where the customer is listening (live chat).
// A new message and the inbox row it changed go to the consoles as one `message` frame, not two
// (at 2,000 console sockets, half the frames; docs/scale-out.md).
import type { RealtimeEmitter } from '../realtime/emitter';
import type { Services } from '../services';
import { toCustomer, toMessage, type CustomerRow, type MessageRow } from './serialize';

export async function announceMessage(
  { realtime, push, channels }: Pick<Services, 'realtime' | 'push' | 'channels'>, message: MessageRow, customer: CustomerRow,
): Promise<void> {
  realtime.message(message.orgId, toMessage(message), toCustomer(customer));
  void push.customerMessage(message, customer);
  await channels[customer.platform]?.announce?.(message, customer);
}

/**
 * Messages stored together (a broadcast's batch) and the customers they changed, to the consoles:
 * each customer's row comes with its last new message (the one its row shows), the others alone.
 */
export function announceStoredMessages(realtime: RealtimeEmitter, stored: { messages: readonly MessageRow[]; customers: readonly CustomerRow[] }): void {
  const lastOfCustomer = new Map<string, MessageRow>();
  for (const message of stored.messages) {
    const known = lastOfCustomer.get(message.customerId);
    if (!known || message.seq > known.seq) lastOfCustomer.set(message.customerId, message);
  }
  const customerById = new Map(stored.customers.map((customer) => [customer.objectId, customer]));
  for (const message of stored.messages) {
    const customer = lastOfCustomer.get(message.customerId) === message ? customerById.get(message.customerId) : undefined;
    realtime.message(message.orgId, toMessage(message), customer && toCustomer(customer));
  }
}
