// Live chat (server/livechat; limits in common/livechat.ts): the organization's settings, and the
// public API for visitors. Each request and answer as a TypeBox schema with its inferred type under
// the same name, each route's schema (docs/contracts.md), and the visitor socket's events as types.
import { Type, type Static } from 'typebox';
import {
  LIVECHAT_AWAY_MESSAGE_MAX, LIVECHAT_EMAIL_MAX, LIVECHAT_NAME_MAX, LIVECHAT_TEXT_MAX, LIVECHAT_TEXT_SLACK,
  PRECHAT_FIELD_MODES, TIME_OF_DAY_PATTERN, WEEKDAYS,
} from '../livechat';
import { errorAnswers, FunctionResponse, IsoTime } from './base';
import { StringEnum } from './keywords';

const VisitorToken = Type.String({ minLength: 1, maxLength: 200 });
/** Objects of the settings drop fields they do not name (Ajv's removeAdditional), so none is stored. */
const strict = { additionalProperties: false } as const;

// --- The organization's settings (Linked apps › Live chat; admins change them) ---

export const PrechatFieldMode = StringEnum(PRECHAT_FIELD_MODES);
/** Which fields the pre-chat form asks for before a new visitor's first message; all 'off': no form. */
export const PrechatForm = Type.Object({ name: PrechatFieldMode, email: PrechatFieldMode }, strict);
export type PrechatForm = Static<typeof PrechatForm>;
const TimeOfDay = Type.String({ pattern: TIME_OF_DAY_PATTERN });
/** One weekday's hours: open from `from` until (not including) `to`, in the organization's time zone. */
export const DayHours = Type.Object({ open: Type.Boolean(), from: TimeOfDay, to: TimeOfDay }, strict);
export type DayHours = Static<typeof DayHours>;
export const BusinessHours = Type.Object({
  /** Off: always answering, no away message. */
  enabled: Type.Boolean(),
  /** An IANA time zone name (e.g. Asia/Taipei). */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  days: Type.Object(Object.fromEntries(WEEKDAYS.map((day) => [day, DayHours])) as Record<(typeof WEEKDAYS)[number], typeof DayHours>, strict),
}, strict);
export type BusinessHours = Static<typeof BusinessHours>;
export const LivechatSettings = Type.Object({
  /** Replies show the agent's first name and picture. */
  showAgent: Type.Boolean(),
  /** Every message shows its time. */
  showTimes: Type.Boolean(),
  preChatForm: PrechatForm,
  businessHours: BusinessHours,
  /** Shown to visitors outside business hours; empty: the widget's own words in the visitor's language. */
  awayMessage: Type.String({ maxLength: LIVECHAT_AWAY_MESSAGE_MAX }),
}, strict);
export type LivechatSettings = Static<typeof LivechatSettings>;
/** POST /functions/getLivechatSettings (members who may open Linked apps). */
export const LivechatSettingsRequest = Type.Object({ orgId: Type.String({ minLength: 1, maxLength: 40 }) });
export type LivechatSettingsRequest = Static<typeof LivechatSettingsRequest>;
/** POST /functions/updateLivechatSettings (admins): the whole settings, answered as stored. */
export const UpdateLivechatSettingsRequest = Type.Object({ orgId: Type.String({ minLength: 1, maxLength: 40 }), settings: LivechatSettings });
export type UpdateLivechatSettingsRequest = Static<typeof UpdateLivechatSettingsRequest>;

// --- The visitor's API ---

/** What the widget follows of the settings (the agent's name is left out of messages by the server). */
export const VisitorWidget = Type.Object({
  showTimes: Type.Boolean(),
  /** The form to fill in before the first message; absent when there is none or the visitor has answered it. */
  preChatForm: Type.Optional(PrechatForm),
  businessHours: BusinessHours,
  awayMessage: Type.String(),
});
export type VisitorWidget = Static<typeof VisitorWidget>;

/** POST /livechat/api/session — start or resume a visitor session. */
export const VisitorSessionRequest = Type.Object({
  orgId: Type.String({ minLength: 1, maxLength: 50 }),
  visitorToken: Type.Optional(Type.String({ maxLength: 200 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});
export type VisitorSessionRequest = Static<typeof VisitorSessionRequest>;
export const VisitorSessionResponse = Type.Object({
  visitorToken: Type.String(), customerId: Type.String(), orgName: Type.String(), widget: VisitorWidget,
});
export type VisitorSessionResponse = Static<typeof VisitorSessionResponse>;
/** POST /livechat/api/messages — a visitor writes (the text is checked again once trimmed). */
export const VisitorSendRequest = Type.Object({
  visitorToken: VisitorToken,
  text: Type.String({ minLength: 1, maxLength: LIVECHAT_TEXT_MAX + LIVECHAT_TEXT_SLACK }),
  clientId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type VisitorSendRequest = Static<typeof VisitorSendRequest>;
/** POST /livechat/api/profile — the pre-chat form's answer: it names the visitor (and the customer it is or becomes). */
export const VisitorProfileRequest = Type.Object({
  visitorToken: VisitorToken,
  name: Type.Optional(Type.String({ maxLength: LIVECHAT_NAME_MAX })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: LIVECHAT_EMAIL_MAX })),
});
export type VisitorProfileRequest = Static<typeof VisitorProfileRequest>;
export const VisitorProfileResponse = Type.Object({ name: Type.String(), email: Type.Optional(Type.String()) });
export type VisitorProfileResponse = Static<typeof VisitorProfileResponse>;
/** Who wrote a reply, as the organization lets visitors see it (Linked apps › Live chat: show the agent). */
export const VisitorMessageSender = Type.Object({ name: Type.String(), picture: Type.Optional(Type.String()) });
export type VisitorMessageSender = Static<typeof VisitorMessageSender>;
/**
 * A card of a card message (a product from the shop, an agent's card) as the widget draws it: the
 * buttons a visitor can follow — web links and phone numbers — as links; postbacks are left out.
 */
export const VisitorCard = Type.Object({
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  imageUrl: Type.Optional(Type.String()),
  links: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
});
export type VisitorCard = Static<typeof VisitorCard>;
/** A live-chat message as the visitor sees it (also the answer of POST /livechat/api/messages). */
export const VisitorMessage = Type.Object({
  objectId: Type.String(),
  text: Type.String(),
  fromVisitor: Type.Boolean(),
  createdAt: IsoTime,
  clientId: Type.Optional(Type.String()),
  /** A reply's agent; absent on the visitor's own messages and when the organization hides its agents. */
  sender: Type.Optional(VisitorMessageSender),
  /** The cards of a card message (`text` is then its alternative text, possibly empty). */
  cards: Type.Optional(Type.Array(VisitorCard)),
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
  profile: { body: VisitorProfileRequest, response: { 200: VisitorProfileResponse, ...errorAnswers } },
  settings: { body: LivechatSettingsRequest, response: { 200: FunctionResponse(LivechatSettings), ...errorAnswers } },
  updateSettings: { body: UpdateLivechatSettingsRequest, response: { 200: FunctionResponse(LivechatSettings), ...errorAnswers } },
};
