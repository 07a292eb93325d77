// The realtime fan-out as the route plugins see it: what to tell whom, not how.
import type { Server } from 'socket.io';
import type { Customer, Message, VisitorMessage } from '../../common/protocol';

export interface RealtimeEmitter {
  /** A new or changed message, to the organization's console sockets. */
  message(orgId: string, message: Message): void;
  /** A changed customer (inbox row), to the organization's console sockets. */
  customer(orgId: string, customer: Customer): void;
  /** A message of a live-chat conversation, to every socket of that visitor. */
  visitorMessage(visitorId: string, message: VisitorMessage): void;
}

export const orgRoom = (orgId: string) => `org:${orgId}`;
export const visitorRoom = (visitorId: string) => `visitor:${visitorId}`;

export function socketEmitter(io: Server): RealtimeEmitter {
  return {
    message: (orgId, message) => { io.to(orgRoom(orgId)).emit('message', message); },
    customer: (orgId, customer) => { io.to(orgRoom(orgId)).emit('event', { type: 'customer', customer }); },
    visitorMessage: (visitorId, message) => { io.to(visitorRoom(visitorId)).emit('message', message); },
  };
}
