// After a message commits: tell the organization's consoles and, for live chat, the visitor.
import type { RealtimeEmitter } from '../realtime/emitter';
import { toCustomer, toMessage, toVisitorMessage, type CustomerRow, type MessageRow } from './serialize';

export function deliverMessage(realtime: RealtimeEmitter, message: MessageRow, customer: CustomerRow): void {
  realtime.message(message.orgId, toMessage(message));
  realtime.customer(customer.orgId, toCustomer(customer));
  if (customer.platform === 'livechat') {
    realtime.visitorMessage(customer.platformCustomerId, toVisitorMessage(message));
  }
}
