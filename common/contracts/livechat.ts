// Live chat, public, for visitors (server/livechat; limits in common/livechat.ts): each request and
// answer as a TypeBox schema with its inferred type under the same name, each route's schema
// (docs/contracts.md), and the visitor socket's events as types.
import { Type, type Static } from 'typebox';
import { LIVECHAT_TEXT_MAX, LIVECHAT_TEXT_SLACK } from '../livechat';
import { errorAnswers, IsoTime } from './base';

const VisitorToken = Type.String({ minLength: 1, maxLength: 200 });

/** POST /livechat/api/session — start or resume a visitor session. */
export const VisitorSessionRequest = Type.Object({
  orgId: Type.String({ minLength: 1, maxLength: 50 }),
  visitorToken: Type.Optional(Type.String({ maxLength: 200 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});
export type VisitorSessionRequest = Static<typeof VisitorSessionRequest>;
export const VisitorSessionResponse = Type.Object({ visitorToken: Type.String(), customerId: Type.String(), orgName: Type.String() });
export type VisitorSessionResponse = Static<typeof VisitorSessionResponse>;
/** POST /livechat/api/messages — a visitor writes (the text is checked again once trimmed). */
export const VisitorSendRequest = Type.Object({
  visitorToken: VisitorToken,
  text: Type.String({ minLength: 1, maxLength: LIVECHAT_TEXT_MAX + LIVECHAT_TEXT_SLACK }),
  clientId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type VisitorSendRequest = Static<typeof VisitorSendRequest>;
/** A live-chat message as the visitor sees it (also the answer of POST /livechat/api/messages). */
export const VisitorMessage = Type.Object({
  objectId: Type.String(),
  text: Type.String(),
  fromVisitor: Type.Boolean(),
  createdAt: IsoTime,
  clientId: Type.Optional(Type.String()),
});
export type VisitorMessage = Static<typeof VisitorMessage>;
/** GET /livechat/api/messages?visitorToken= — the visitor's history, oldest first. */
export const VisitorHistoryQuery = Type.Object({ visitorToken: VisitorToken });
export type VisitorHistoryQuery = Static<typeof VisitorHistoryQuery>;
export const VisitorHistoryResponse = Type.Object({ messages: Type.Array(VisitorMessage) });
export type VisitorHistoryResponse = Static<typeof VisitorHistoryResponse>;

export interface VisitorServerEvents { message: (message: VisitorMessage) => void }
/** A visitor's page says the visitor is typing (at most every TYPING_SIGNAL_INTERVAL_MS). */
export interface VisitorToServerEvents { typing: () => void }

/** The routes' schemas: what each validates and answers. */
export const LivechatRoutes = {
  session: { body: VisitorSessionRequest, response: { 200: VisitorSessionResponse, ...errorAnswers } },
  /** 201 for a new message, 200 for a repeat of one (the same clientId). */
  send: { body: VisitorSendRequest, response: { 200: VisitorMessage, 201: VisitorMessage, ...errorAnswers } },
  history: { querystring: VisitorHistoryQuery, response: { 200: VisitorHistoryResponse, ...errorAnswers } },
};
