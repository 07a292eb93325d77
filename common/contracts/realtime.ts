// Realtime: socket.io at /im/ (docs/sync.md). What a socket sends the server (its handshake's auth,
// subscribe and unsubscribe) has a schema the server checks; what the server emits is typed only.
import { Type, type Static } from 'typebox';
import { Id } from './base';
import type { AnnouncementEvent, NotifyEvent } from './notifications';
import type { BroadcastEvent } from './broadcasts';
import type { OrderNeedUpdateEvent } from './chat-pay';
import type { OrgRoleUpdatedEvent } from '../org-roles';
import type { Customer } from './customers';
import type { AssignedEvent } from './inbox';
import type { MemberEvent } from './members';
import type { Message } from './messages';
import type { OrganizationChangedEvent, OrganizationDeletedEvent } from './organizations';
import type { TaskEvent } from './tasks';
import type { PresenceState } from '../presence';

/** Console sockets authenticate with `{ userId, token }`; live-chat visitors with `{ visitorToken }`. */
export const AgentSocketAuth = Type.Object({ userId: Id, token: Type.String({ minLength: 1, maxLength: 200 }) });
export type AgentSocketAuth = Static<typeof AgentSocketAuth>;
export const VisitorSocketAuth = Type.Object({ visitorToken: Type.String({ minLength: 1, maxLength: 200 }) });
export type VisitorSocketAuth = Static<typeof VisitorSocketAuth>;

/** `subscribe` / `unsubscribe`: the organization whose room the console socket joins or leaves. */
export const OrgSubscription = Type.Object({ orgId: Id });
export type OrgSubscription = Static<typeof OrgSubscription>;

/**
 * `presence`: the console says it views a conversation, types a reply in it, or left it (docs/presence.md).
 * Who says it is the socket's own user: the server never reads a user from the payload.
 */
export const PresenceSignal = Type.Object({
  orgId: Id,
  conversationId: Id,
  state: Type.Union([Type.Literal('viewing'), Type.Literal('typing'), Type.Literal('left')]),
});
export type PresenceSignal = Static<typeof PresenceSignal>;

export interface ServerToAgentEvents {
  ready: () => void;
  /**
   * A new or changed message of a subscribed organization; a new message comes with the customer
   * (inbox row) it changed, in the same frame (one frame per socket instead of two; docs/scale-out.md).
   */
  message: (message: Message, customer?: Customer) => void;
  /**
   * Other changes: `customer` when a customer (inbox row) changed other than by a new message, `task`
   * when a system task changed, `broadcast` when a broadcast's status or progress changed.
   */
  event: (event: { type: 'customer'; customer: Customer } | TaskEvent | MemberEvent | NotifyEvent | AnnouncementEvent | OrganizationDeletedEvent
    | OrganizationChangedEvent | BroadcastEvent | OrderNeedUpdateEvent) => void;
  /** A customer was assigned or moved (the row itself also comes as `event` {type:'customer'}). */
  assigned: (event: AssignedEvent) => void;
  /** An org role, or a member's role or authority, changed: menus and guards read the caller's role again. */
  orgRoleUpdated: (event: OrgRoleUpdatedEvent) => void;
  /** A customer is typing (live chat); agents hide the signal TYPING_TIME_MS after the last one (02 §9). */
  typing: (event: TypingEvent) => void;
  /** Another agent views, types in or left a conversation (docs/presence.md). */
  presence: (event: PresenceEvent) => void;
}
export interface TypingEvent { customerId: string; conversationId: string }
/**
 * Another agent's `presence` signal, to the organization's sockets that announced themselves there
 * (docs/presence.md). `source` tells that agent's browsers apart: one leaving does not end the others.
 */
export interface PresenceEvent {
  orgId: string;
  conversationId: string;
  state: PresenceState;
  userId: string;
  name: string;
  /** The agent's profile picture (`/user/picture/{fileId}`), when they have one. */
  picture?: string;
  source: string;
}
export interface AgentToServerEvents {
  subscribe: (payload: OrgSubscription, ack?: (ok: boolean) => void) => void;
  unsubscribe: (payload: OrgSubscription, ack?: (ok: boolean) => void) => void;
  /** The optional ack says whether the server passed the signal on. */
  presence: (payload: PresenceSignal, ack?: (passed: boolean) => void) => void;
}
