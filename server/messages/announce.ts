// After a message commits: the organization's consoles hear it, members are pushed a customer's
// message, and the customer's channel gets it where the customer is listening (live chat).
import type { Services } from '../services';
import { toCustomer, toMessage, type CustomerRow, type MessageRow } from './serialize';

export async function announceMessage(
  { realtime, push, channels }: Pick<Services, 'realtime' | 'push' | 'channels'>, message: MessageRow, customer: CustomerRow,
): Promise<void> {
  realtime.message(message.orgId, toMessage(message));
  realtime.customer(customer.orgId, toCustomer(customer));
  void push.customerMessage(message, customer);
  await channels[customer.platform]?.announce?.(message, customer);
}
