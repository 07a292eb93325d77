// The realtime connection (socket.io at /im/), narrowed to what the engine uses so tests can stand in for it.
import { io, type Socket } from 'socket.io-client';
import type { Broadcast } from '../../common/contracts/broadcasts';
import type { OrderNeedUpdateEvent } from '../../common/contracts/chat-pay';
import type { AnnouncementEvent, NotifyEvent } from '../../common/contracts/notifications';
import type { OrgRoleUpdatedEvent } from '../../common/org-roles';
import { isInvalidSession } from '../../common/parse';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import type { AgentSocketAuth, AgentToServerEvents, PresenceEvent, PresenceSignal, ServerToAgentEvents, TypingEvent } from '../../common/contracts/realtime';
import type { Task } from '../../common/contracts/tasks';
import type { OrganizationsSignal } from '../../local/channels';

export interface SocketHandlers {
  onConnect(): void;
  onDisconnect(): void;
  /** The server is ready for `subscribe` (after every connect). */
  onReady(): void;
  /** A message, with the customer (inbox row) it changed when it changed one. */
  onMessage(message: Message, customer?: Customer): void;
  /** A customer changed other than by a new message (read, assigned, tagged, …). */
  onCustomer(customer: Customer): void;
  /** A system task started or changed (src/tasks). */
  onTask(task: Task): void;
  /** A broadcast's status or progress changed (src/broadcast). */
  onBroadcast(broadcast: Broadcast): void;
  /** The organization's unhandled shop orders changed (src/chat-pay/unhandled). */
  onOrderNeedUpdate(event: OrderNeedUpdateEvent): void;
  /** A system message (notification center) or an announcement change (src/notifications, src/announcements). */
  onSystemEvent(event: NotifyEvent | AnnouncementEvent): void;
  /** An org role, or a member's role or authority, changed in a subscribed organization (docs/org-roles.md). */
  onOrgRoleUpdated(event: OrgRoleUpdatedEvent): void;
  /** The organization was deleted, or the user was removed from it. */
  onOrganizationLost(signal: OrganizationsSignal): void;
  /** The organization's integrations changed (docs/organizations.md). */
  onOrganizationChanged(orgId: string): void;
  /** A customer is typing (live chat). */
  onTyping(event: TypingEvent): void;
  /** Another agent views, types in or left a conversation (docs/presence.md). */
  onPresence(event: PresenceEvent): void;
  /** The server refused the handshake because the session is gone. */
  onSessionInvalid(): void;
}

export interface SyncSocket {
  subscribe(orgId: string, onAck: (ok: boolean) => void): void;
  unsubscribe(orgId: string): void;
  /** Says this browser's presence in a conversation; dropped while disconnected (the heartbeat says it again). */
  presence(signal: PresenceSignal): void;
  close(): void;
}

export type SocketFactory = (url: string, auth: AgentSocketAuth, handlers: SocketHandlers) => SyncSocket;

/** Wait before trying again after the server refused a handshake for another reason than the session. */
const REFUSED_HANDSHAKE_RETRY_MS = 5000;

export const connectSocketIo: SocketFactory = (url, auth, handlers) => {
  const socket: Socket<ServerToAgentEvents, AgentToServerEvents> = io(url, {
    path: '/im/',
    auth,
    transports: ['websocket'],
    // Back within about a second of the server's return (socket.io's default waits up to 5 s, ±50%);
    // a failed attempt on a server that is down costs next to nothing.
    reconnectionDelay: 250,
    reconnectionDelayMax: 1000,
  });
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect', handlers.onConnect);
  let serverDisconnectAt = -Infinity;
  socket.on('disconnect', (reason) => {
    handlers.onDisconnect();
    // The server closed the socket itself (e.g. the session was logged out from another device,
    // docs/accounts.md), and socket.io does not reconnect after that. Reconnect at once: the handshake
    // tells whether the session still holds ('Invalid session token' → onSessionInvalid below).
    // Should the server keep doing it, not more often than a refused handshake is retried.
    if (reason !== 'io server disconnect') return;
    const wait = Math.max(0, serverDisconnectAt + REFUSED_HANDSHAKE_RETRY_MS - Date.now());
    serverDisconnectAt = Date.now() + wait;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => socket.connect(), wait);
  });
  socket.on('ready', handlers.onReady);
  socket.on('message', handlers.onMessage);
  socket.on('orgRoleUpdated', handlers.onOrgRoleUpdated);
  socket.on('typing', handlers.onTyping);
  socket.on('presence', handlers.onPresence);
  socket.on('event', (event) => {
    if (event.type === 'customer') handlers.onCustomer(event.customer);
    else if (event.type === 'task') handlers.onTask(event.task);
    else if (event.type === 'broadcast') handlers.onBroadcast(event.broadcast);
    else if (event.type === 'orderNeedUpdate') handlers.onOrderNeedUpdate(event);
    else if (event.type === 'notify' || event.type === 'announcement') handlers.onSystemEvent(event);
    else if (event.type === 'organizationDeleted') handlers.onOrganizationLost({ orgId: event.orgId, reason: 'deleted' });
    else if (event.type === 'evict') handlers.onOrganizationLost({ orgId: event.orgId, reason: 'evicted' });
    else if (event.type === 'organizationChanged') handlers.onOrganizationChanged(event.orgId);
  });
  socket.on('connect_error', (error) => {
    const data = (error as Error & { data?: { code?: number } }).data;
    if (isInvalidSession({ code: data?.code, error: error.message })) {
      handlers.onSessionInvalid();
      return;
    }
    // socket.io retries a lost transport by itself, but not a handshake the server refused.
    if (!socket.active) retryTimer = setTimeout(() => socket.connect(), REFUSED_HANDSHAKE_RETRY_MS);
  });
  return {
    subscribe: (orgId, onAck) => socket.emit('subscribe', { orgId }, onAck),
    unsubscribe: (orgId) => socket.emit('unsubscribe', { orgId }),
    // Volatile: a heartbeat queued during an outage would only say late what the next one says.
    presence: (signal) => socket.volatile.emit('presence', signal),
    close: () => {
      clearTimeout(retryTimer);
      socket.disconnect();
    },
  };
};
