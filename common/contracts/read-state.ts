// Read state (server/last-read; docs/inbox.md): each request and answer as a TypeBox schema with its
// inferred type under the same name, and the routes' schemas (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { errorAnswers, Id, SenderType } from './base';
import { Customer, LastRead } from './customers';

// LastRead is part of every Customer: it is defined beside it (customers.ts), and answered here too.
export { LastRead };

/** POST /last_read/conversation/reset — the agent read the conversation: badge 0, lastReadAt now. */
export const LastReadResetRequest = Type.Object({
  orgId: Id,
  conversationId: Id,
  /** The reader (a user objectId) and its class; informative. */
  sender: Type.Optional(Id),
  senderType: Type.Optional(SenderType),
});
export type LastReadResetRequest = Static<typeof LastReadResetRequest>;
/** POST /last_read/conversation/set — set a customer's badge (e.g. mark unread). `id` is the customer's objectId. */
export const LastReadSetRequest = Type.Object({
  id: Id,
  orgId: Id,
  badge: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  lastReadAt: Type.String({ format: 'date-time' }),
});
export type LastReadSetRequest = Static<typeof LastReadSetRequest>;
/** Answer of both /last_read/conversation/* routes (plain JSON): the new read state and the customer row. */
export const LastReadResponse = Type.Object({ lastRead: LastRead, customer: Customer });
export type LastReadResponse = Static<typeof LastReadResponse>;

/** The routes' schemas: what each validates and answers. */
export const LastReadRoutes = {
  reset: { body: LastReadResetRequest, response: { 200: LastReadResponse, ...errorAnswers } },
  set: { body: LastReadSetRequest, response: { 200: LastReadResponse, ...errorAnswers } },
};
