// After a message commits: tell the organization's consoles and, for live chat, the visitor.
import type { RealtimeEmitter } from '../realtime/emitter';
import { toVisitorMessage, type VisitorView } from '../livechat/serialize';
import { toCustomer, toMessage, type CustomerRow, type MessageRow } from './serialize';

/** `visitorView`: how a live-chat visitor may see the message (server/livechat visitorViewOf). */
export function deliverMessage(realtime: RealtimeEmitter, message: MessageRow, customer: CustomerRow, visitorView: VisitorView): void {
  realtime.message(message.orgId, toMessage(message));
  realtime.customer(customer.orgId, toCustomer(customer));
  if (customer.platform === 'livechat') {
    realtime.visitorMessage(customer.platformCustomerId, toVisitorMessage(message, visitorView));
  }
}
