// AI suggested reply, conversation summary and the organization's AI bot (02 §7–§9, 01 §2 message-bot;
// models, points, limits and error keys in common/ai.ts and common/ai-bot.ts; server/ai): each request
// and answer as a TypeBox schema with its inferred type under the same name, and each route's schema
// (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { AI_MODELS } from '../ai';
import { AI_BOT_INSTRUCTIONS_MAX, AI_BOT_NAME_MAX } from '../ai-bot';
import { errorAnswers, Id, IsoTime, ObjectId, Platform } from './base';
import { StringEnum } from './keywords';
import { Note } from './notes-tags';

const AiModel = StringEnum(AI_MODELS);
/** A channel as a string enum: `must be equal to one of the allowed values` for another name. */

/** GET /ai-bot/openai/point/used/limit: this month's points of the organization. */
export const AiPointUsage = Type.Object({
  used: Type.Number(),
  limit: Type.Number(),
  /** The server's model and what one request costs; null while the server has no AI service (AI_BASE_URL). */
  model: Type.Union([AiModel, Type.Null()]),
  pointsPerRequest: Type.Union([Type.Number(), Type.Null()]),
});
export type AiPointUsage = Static<typeof AiPointUsage>;

/** The conversation the reply or summary is about (02 §7). */
const conversation = { customerId: ObjectId, platform: Platform, conversationId: ObjectId };
/** Query of the reply and summary endpoints (02 §7), as the console sends it. */
export const AiConversationRequest = Type.Object({ orgId: Id, ...conversation });
export type AiConversationRequest = Static<typeof AiConversationRequest>;
/** What the routes take: the organization may come as X-Org-Id instead. */
export const AiConversationQuery = Type.Object({ orgId: Type.Optional(Id), ...conversation });
export type AiConversationQuery = Static<typeof AiConversationQuery>;
/** The point usage's query or body: the organization, or X-Org-Id. */
export const AiOrgQuery = Type.Object({ orgId: Type.Optional(Id) });
export type AiOrgQuery = Static<typeof AiOrgQuery>;

/** The answer of both endpoints; the summary also carries the note it was saved as (when not empty). */
export const AiAnswerResponse = Type.Object({ answer: Type.String(), usage: AiPointUsage, note: Type.Optional(Note) });
export type AiAnswerResponse = Static<typeof AiAnswerResponse>;

export const AiBot = Type.Object({
  name: Type.String(),
  instructions: Type.String(),
  /** Off: reply and summary answer error/bot_not_found, as without a bot. */
  enabled: Type.Boolean(),
  /** The bot answers customers in the Bot inbox by itself, handing over to the team when unsure (docs/message-bot.md). */
  answersCustomers: Type.Boolean(),
  updatedAt: IsoTime,
});
export type AiBot = Static<typeof AiBot>;

/** The server's AI service, which every organization's bot answers through (the server's configuration). */
export const AiServiceStatus = Type.Object({
  configured: Type.Boolean(),
  model: Type.Union([AiModel, Type.Null()]),
  pointsPerRequest: Type.Union([Type.Number(), Type.Null()]),
});
export type AiServiceStatus = Static<typeof AiServiceStatus>;

/** POST /ai-bot/bot with `_method: 'GET'` (read) or `_method: 'PUT'` (save; admins). */
export const AiBotResponse = Type.Object({ bot: Type.Union([AiBot, Type.Null()]), service: AiServiceStatus });
export type AiBotResponse = Static<typeof AiBotResponse>;

const AiBotName = Type.String({ maxLength: AI_BOT_NAME_MAX });
const AiBotInstructions = Type.String({ maxLength: AI_BOT_INSTRUCTIONS_MAX });
export const SaveAiBotRequest = Type.Object({
  orgId: Id, name: AiBotName, instructions: AiBotInstructions, enabled: Type.Boolean(), answersCustomers: Type.Optional(Type.Boolean()),
});
export type SaveAiBotRequest = Static<typeof SaveAiBotRequest>;
/** The body of POST /ai-bot/bot: a read sends none of the bot's fields, a save all of them (the route checks). */
export const AiBotBody = Type.Object({
  orgId: Type.Optional(Id), name: Type.Optional(AiBotName), instructions: Type.Optional(AiBotInstructions), enabled: Type.Optional(Type.Boolean()),
  /** Not sent: kept as it was (off for a new bot). */
  answersCustomers: Type.Optional(Type.Boolean()),
});
export type AiBotBody = Static<typeof AiBotBody>;

const UsageAnswer = { 200: AiPointUsage, ...errorAnswers };
const AiAnswer = { 200: AiAnswerResponse, ...errorAnswers };

/** The routes' schemas: what each validates and answers. */
export const AiRoutes = {
  usage: { querystring: AiOrgQuery, response: UsageAnswer },
  usageByPost: { body: AiOrgQuery, response: UsageAnswer },
  answer: { querystring: AiConversationQuery, response: AiAnswer },
  answerByPost: { body: AiConversationQuery, response: AiAnswer },
  bot: { body: AiBotBody, response: { 200: AiBotResponse, ...errorAnswers } },
};
