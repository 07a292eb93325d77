// The realtime fan-out as the route plugins see it: what to tell whom, not how.
import type { Server } from 'socket.io';
import { randomId } from '../../common/ids';
import type { AnnouncementEvent, NotifyEvent } from '../../common/contracts/notifications';
import type { OrgRoleUpdatedEvent } from '../../common/org-roles';
import type { Customer } from '../../common/contracts/customers';
import type { AssignedEvent } from '../../common/contracts/inbox';
import type { BroadcastEvent } from '../../common/contracts/broadcasts';
import type { VisitorMessage } from '../../common/contracts/livechat';
import type { OrderNeedUpdateEvent } from '../../common/contracts/chat-pay';
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
  /** The shop's unhandled order count changed: `event {type: 'orderNeedUpdate'}` to the organization's console sockets. */
  orderNeedUpdate(orgId: string, event: OrderNeedUpdateEvent): void;
  /**
   * The sessions ended: their sockets are disconnected by the server. The console reconnects once
   * to learn why, is refused the session, and goes to /login.
   */
  endSessions(sessionIds: string[]): void;
}

export const orgRoom = (orgId: string) => `org:${orgId}`;
export const visitorRoom = (visitorId: string) => `visitor:${visitorId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The organization's sockets that announced themselves in a conversation lately (server/realtime/presence.ts). */
export const presenceRoom = (orgId: string) => `presence:${orgId}`;
const serverRooms = new WeakMap<Server, string>();
/** A room of this server's own console sockets (server/realtime/sockets.ts), so that an emit can leave them out. */
export function serverRoom(io: Server): string {
  let room = serverRooms.get(io);
  if (room === undefined) serverRooms.set(io, room = `server:${randomId()}`);
  return room;
}

/**
 * `emit(room, event, …args)` to the console sockets of an organization. With several processes
 * (`severalProcesses`: the Redis adapter), the other processes' sockets first: the adapter's publish
 * is written to Redis at the client's next setImmediate, so emitting to this process's sockets in
 * the same turn (one write per socket: tens of ms for a thousand) would hold the other processes'
 * fan-out back until this one's is done, instead of both running at once. This process's sockets get
 * it right after the publish is written, in the order emitted (docs/scale-out.md).
 */
function orgEmitter(io: Server, severalProcesses: boolean) {
  if (!severalProcesses) return (orgId: string, event: string, ...args: unknown[]) => { io.to(orgRoom(orgId)).emit(event, ...args); };
  const ownSockets = serverRoom(io);
  return (orgId: string, event: string, ...args: unknown[]) => {
    io.to(orgRoom(orgId)).except(ownSockets).emit(event, ...args);
    setImmediate(() => io.local.to(orgRoom(orgId)).emit(event, ...args));
  };
}

export function socketEmitter(io: Server, { severalProcesses = false }: { severalProcesses?: boolean } = {}): RealtimeEmitter {
  const toOrg = orgEmitter(io, severalProcesses);
  return {
    message: (orgId, message, customer) => {
      if (customer) toOrg(orgId, 'message', message, customer);
      else toOrg(orgId, 'message', message);
    },
    customer: (orgId, customer) => { toOrg(orgId, 'event', { type: 'customer', customer }); },
    visitorMessage: (visitorId, message) => { io.to(visitorRoom(visitorId)).emit('message', message); },
    assigned: (orgId, event) => { toOrg(orgId, 'assigned', event); },
    memberEvent: (orgId, event) => { toOrg(orgId, 'event', event); },
    systemEvent: (orgId, event) => { toOrg(orgId, 'event', event); },
    orgRoleUpdated: (event) => { toOrg(event.orgId, 'orgRoleUpdated', event); },
    async evictUser(orgId, userId) {
      // fetchSockets also reaches sockets of other processes once an adapter fans out.
      const sockets = await io.in(orgRoom(orgId)).fetchSockets();
      for (const socket of sockets) {
        if ((socket.data as { identity?: { userId?: string } }).identity?.userId !== userId) continue;
        socket.emit('event', { type: 'evict', orgId } satisfies MemberEvent);
        socket.leave(orgRoom(orgId));
        socket.leave(presenceRoom(orgId));
      }
    },
    async organizationDeleted(orgId) {
      io.to(orgRoom(orgId)).emit('event', { type: 'organizationDeleted', orgId } satisfies OrganizationDeletedEvent);
      io.in(orgRoom(orgId)).socketsLeave([orgRoom(orgId), presenceRoom(orgId)]);
    },
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    broadcastChanged: (orgId, event) => { toOrg(orgId, 'event', event); },
    orderNeedUpdate: (orgId, event) => { toOrg(orgId, 'event', event); },
    organizationChanged: (orgId) => { toOrg(orgId, 'event', { type: 'organizationChanged', orgId } satisfies OrganizationChangedEvent); },
  };
}
