// The realtime fan-out as the route plugins see it: what to tell whom, not how.
import type { Server } from 'socket.io';
import type { AnnouncementEvent, NotifyEvent } from '../../common/contracts/notifications';
import type { OrgRoleUpdatedEvent } from '../../common/org-roles';
import type { Customer } from '../../common/contracts/customers';
import type { AssignedEvent } from '../../common/contracts/inbox';
import type { BroadcastEvent } from '../../common/contracts/broadcasts';
import type { VisitorMessage } from '../../common/contracts/livechat';
import type { MemberEvent } from '../../common/contracts/members';
import type { Message } from '../../common/contracts/messages';
import type { OrganizationChangedEvent, OrganizationDeletedEvent } from '../../common/contracts/organizations';

export interface RealtimeEmitter {
  /**
   * A new or changed message, to the organization's console sockets; with the customer (inbox row)
   * the message changed, when it changed one: both in one frame.
   */
  message(orgId: string, message: Message, customer?: Customer): void;
  /** A changed customer (inbox row), to the organization's console sockets. */
  customer(orgId: string, customer: Customer): void;
  /** A message of a live-chat conversation, to every socket of that visitor. */
  visitorMessage(visitorId: string, message: VisitorMessage): void;
  /** A customer was assigned or moved (POST /functions/assign, batch), to the organization's console sockets. */
  assigned(orgId: string, event: AssignedEvent): void;
  /** A member joined, accepted an invitation or left: to the organization's console sockets. */
  memberEvent(orgId: string, event: MemberEvent): void;
  /** A new system message (for the user it names) or an announcement change, to the organization's console sockets. */
  systemEvent(orgId: string, event: NotifyEvent | AnnouncementEvent): void;
  /** An org role, or a member's role or authority, changed: `orgRoleUpdated` to the organization's console sockets. */
  orgRoleUpdated(event: OrgRoleUpdatedEvent): void;
  /** An evicted user's open sockets hear `evict` and leave the organization's room. */
  evictUser(orgId: string, userId: string): Promise<void>;
  /** The organization was deleted: its sockets hear `organizationDeleted` and leave its room. */
  organizationDeleted(orgId: string): Promise<void>;
  /** The organization's integrations changed: its console sockets hear `organizationChanged`. */
  organizationChanged(orgId: string): void;
  /** A broadcast's status or progress changed: `event {type: 'broadcast', broadcast}` to the organization's console sockets. */
  broadcastChanged(orgId: string, event: BroadcastEvent): void;
  /**
   * The sessions ended: their sockets are disconnected by the server. The console reconnects once
   * to learn why, is refused the session, and goes to /login.
   */
  endSessions(sessionIds: string[]): void;
}

export const orgRoom = (orgId: string) => `org:${orgId}`;
export const visitorRoom = (visitorId: string) => `visitor:${visitorId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export function socketEmitter(io: Server): RealtimeEmitter {
  return {
    message: (orgId, message, customer) => {
      if (customer) io.to(orgRoom(orgId)).emit('message', message, customer);
      else io.to(orgRoom(orgId)).emit('message', message);
    },
    customer: (orgId, customer) => { io.to(orgRoom(orgId)).emit('event', { type: 'customer', customer }); },
    visitorMessage: (visitorId, message) => { io.to(visitorRoom(visitorId)).emit('message', message); },
    assigned: (orgId, event) => { io.to(orgRoom(orgId)).emit('assigned', event); },
    memberEvent: (orgId, event) => { io.to(orgRoom(orgId)).emit('event', event); },
    systemEvent: (orgId, event) => { io.to(orgRoom(orgId)).emit('event', event); },
    orgRoleUpdated: (event) => { io.to(orgRoom(event.orgId)).emit('orgRoleUpdated', event); },
    async evictUser(orgId, userId) {
      // fetchSockets also reaches sockets of other processes once an adapter fans out.
      const sockets = await io.in(orgRoom(orgId)).fetchSockets();
      for (const socket of sockets) {
        if ((socket.data as { identity?: { userId?: string } }).identity?.userId !== userId) continue;
        socket.emit('event', { type: 'evict', orgId } satisfies MemberEvent);
        socket.leave(orgRoom(orgId));
      }
    },
    async organizationDeleted(orgId) {
      io.to(orgRoom(orgId)).emit('event', { type: 'organizationDeleted', orgId } satisfies OrganizationDeletedEvent);
      io.in(orgRoom(orgId)).socketsLeave(orgRoom(orgId));
    },
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    broadcastChanged: (orgId, event) => { io.to(orgRoom(orgId)).emit('event', event); },
    organizationChanged: (orgId) => {
      io.to(orgRoom(orgId)).emit('event', { type: 'organizationChanged', orgId } satisfies OrganizationChangedEvent);
    },
  };
}
