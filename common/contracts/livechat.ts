// Live chat, public, for visitors (server/livechat).

/** POST /livechat/api/session — start or resume a visitor session. */
export interface VisitorSessionRequest { orgId: string; visitorToken?: string; name?: string }
export interface VisitorSessionResponse { visitorToken: string; customerId: string; orgName: string }
/** POST /livechat/api/messages — a visitor writes. */
export interface VisitorSendRequest { visitorToken: string; text: string; clientId: string }
/** GET /livechat/api/messages?visitorToken= — the visitor's history, oldest first. */
export interface VisitorHistoryResponse { messages: VisitorMessage[] }
/** A live-chat message as the visitor sees it (also the answer of POST /livechat/api/messages). */
export interface VisitorMessage {
  objectId: string;
  text: string;
  fromVisitor: boolean;
  createdAt: string;
  clientId?: string;
}
export interface VisitorServerEvents { message: (message: VisitorMessage) => void }
/** A visitor's page says the visitor is typing (at most every TYPING_SIGNAL_INTERVAL_MS). */
export interface VisitorToServerEvents { typing: () => void }
