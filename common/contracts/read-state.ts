// Read state (server/last-read; docs/inbox.md).
import type { SenderType } from './base';
import type { Customer } from './customers';

/** How many inbound messages wait unread, and when an agent last read the conversation (ISO time). */
export interface LastRead {
  badge: number;
  lastReadAt?: string;
}

/** POST /last_read/conversation/reset — the agent read the conversation: badge 0, lastReadAt now. */
export interface LastReadResetRequest {
  orgId: string;
  conversationId: string;
  /** The reader (a user objectId) and its class; informative. */
  sender?: string;
  senderType?: SenderType;
}
/** POST /last_read/conversation/set — set a customer's badge (e.g. mark unread). `id` is the customer's objectId. */
export interface LastReadSetRequest {
  id: string;
  orgId: string;
  badge: number;
  lastReadAt: string;
}
/** Answer of both /last_read/conversation/* routes (plain JSON): the new read state and the customer row. */
export interface LastReadResponse {
  lastRead: LastRead;
  customer: Customer;
}
