// The message bot (issue 28; rules and limits in common/message-bot.ts; server/message-bot): keyword
// rules, the bot's settings (welcome, away, business hours, which accounts start with the bot), each
// request and answer as a TypeBox schema with its inferred type under the same name, and each route's
// schema (docs/contracts.md). The spec names no routes: these are documented in docs/message-bot.md.
import { Type, type Static } from 'typebox';
import {
  BOT_HANDOVER_REASONS, BOT_HOLIDAYS_MAX, BOT_KEYWORD_MAX_LENGTH, BOT_KEYWORDS_PER_RULE_MAX, BOT_REPLIES_MAX,
  BOT_RULE_NAME_MAX, BOT_RULE_TAGS_MAX, HOLIDAY_PATTERN,
} from '../message-bot';
import { MATCH_MODES } from '../message-keywords';
import { TAG_NAME_MAX_LENGTH } from '../notes-tags';
import { PLATFORMS } from '../enums';
import { errorAnswers, Id, IsoTime, Platform } from './base';
import { BroadcastImagemapData, QuickReply } from './broadcasts';
import { StringEnum } from './keywords';
import { BusinessHours } from './livechat';
import { OutboundTemplate, type OutboundContent, type OutboundWhatsAppTemplate } from './message-data';

/** Objects of the rule and the settings drop fields they do not name (Ajv's removeAdditional), so none is stored. */
const strict = { additionalProperties: false } as const;

export const BotKeyword = Type.Object({
  text: Type.String({ minLength: 1, maxLength: BOT_KEYWORD_MAX_LENGTH }),
  match: StringEnum(MATCH_MODES),
}, strict);
export type BotKeyword = Static<typeof BotKeyword>;

/** An imagemap reply, drawn as broadcasts draw it (areas at 320 wide): LINE customers only (common/broadcasts messageGoesTo). */
export type BotImagemapReply = { contentType: 'imagemap'; data: BroadcastImagemapData };
/** A reply message: what publishTemplate takes (text, image, card, carousel, confirm, …), or an imagemap. */
export type BotReply = OutboundContent | OutboundWhatsAppTemplate | BotImagemapReply;
/**
 * A reply's schema: an imagemap's shape when its contentType says so, else publishTemplate's template
 * (JSON Schema's if/then/else, so a wrong field is named as it is: `body/replies/0/data/imageUrl …`).
 */
export const BotReply = Type.Unsafe<BotReply>({
  type: 'object',
  if: { type: 'object', properties: { contentType: { const: 'imagemap' } }, required: ['contentType'] },
  // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
  then: Type.Object({ contentType: Type.Literal('imagemap'), data: BroadcastImagemapData }),
  else: OutboundTemplate,
});
export const BotReplies = Type.Array(BotReply, { maxItems: BOT_REPLIES_MAX });
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: TAG_NAME_MAX_LENGTH }), { maxItems: BOT_RULE_TAGS_MAX });
/** Integration ids, or 'livechat' (LIVECHAT_ACCOUNT); empty: every account of the rule's platforms. */
const Accounts = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 });

/** A rule's own fields: what POST /bot/rules takes and PUT /bot/rules/{id} replaces. */
export const BotRuleFields = Type.Object({
  name: Type.String({ minLength: 1, maxLength: BOT_RULE_NAME_MAX }),
  keywords: Type.Array(BotKeyword, { minItems: 1, maxItems: BOT_KEYWORDS_PER_RULE_MAX }),
  platforms: Type.Array(Platform, { minItems: 1, maxItems: PLATFORMS.length }),
  accounts: Type.Optional(Accounts),
  /** The customer must carry every one of these tags. */
  requiredTags: Type.Optional(Tags),
  /** The customer must carry none of these tags. */
  excludedTags: Type.Optional(Tags),
  replies: Type.Array(BotReply, { minItems: 1, maxItems: BOT_REPLIES_MAX }),
  /** Buttons under the last reply a customer gets (LINE, Messenger, Instagram: common/broadcasts quickReplyShowsOn), each sending its text. */
  quickReply: Type.Optional(QuickReply),
  enabled: Type.Optional(Type.Boolean()),
});
export type BotRuleFields = Static<typeof BotRuleFields>;

export const BotRule = Type.Object({
  objectId: Type.String(),
  name: Type.String(),
  keywords: Type.Array(BotKeyword),
  platforms: Type.Array(Platform),
  accounts: Type.Array(Type.String()),
  requiredTags: Type.Array(Type.String()),
  excludedTags: Type.Array(Type.String()),
  replies: BotReplies,
  quickReply: Type.Optional(QuickReply),
  enabled: Type.Boolean(),
  /** 1 answers first; rules are listed in this order. */
  priority: Type.Integer(),
  /** Times the rule answered a customer. */
  usedCount: Type.Integer(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type BotRule = Static<typeof BotRule>;

const OrgQuery = Type.Object({ orgId: Id });
/** GET /bot/rules?orgId: every rule, in priority order. */
export const BotRuleList = Type.Object({ rules: Type.Array(BotRule), max: Type.Integer() });
export type BotRuleList = Static<typeof BotRuleList>;
/** POST /bot/rules: a new rule, last in priority (on unless `enabled: false`). */
export const CreateBotRuleRequest = Type.Object({ orgId: Id, ...BotRuleFields.properties });
export type CreateBotRuleRequest = Static<typeof CreateBotRuleRequest>;
/** PUT /bot/rules/{id}: the rule's fields, all of them (what the editor saves), or only `enabled`. */
export const UpdateBotRuleRequest = Type.Union([
  CreateBotRuleRequest,
  Type.Object({ orgId: Id, enabled: Type.Boolean() }, strict),
]);
export type UpdateBotRuleRequest = Static<typeof UpdateBotRuleRequest>;
/** PUT /bot/rules/order: every rule's id in the new priority order. */
export const BotRuleOrderRequest = Type.Object({ orgId: Id, ids: Type.Array(Id, { maxItems: 1000 }) });
export type BotRuleOrderRequest = Static<typeof BotRuleOrderRequest>;

/** Business hours with holidays (dates in the organization's time zone, closed all day). */
export const BotBusinessHours = Type.Object({
  ...BusinessHours.properties,
  holidays: Type.Array(Type.String({ pattern: HOLIDAY_PATTERN }), { maxItems: BOT_HOLIDAYS_MAX }),
}, strict);
export type BotBusinessHours = Static<typeof BotBusinessHours>;

/** A message the bot sends on an occasion (welcome, away): on or off, and what it says. */
export const BotOccasion = Type.Object({ enabled: Type.Boolean(), replies: BotReplies, quickReply: Type.Optional(QuickReply) }, strict);
export type BotOccasion = Static<typeof BotOccasion>;

export const BotSettings = Type.Object({
  /** On follow (LINE) or first contact (every channel): once per conversation. */
  welcome: BotOccasion,
  /** A customer writing outside the business hours: once per conversation per closed period. */
  away: BotOccasion,
  businessHours: BotBusinessHours,
  /** Accounts (integration ids, or 'livechat') whose new conversations start in the bot inbox. */
  startWithBot: Accounts,
}, strict);
export type BotSettings = Static<typeof BotSettings>;
export const UpdateBotSettingsRequest = Type.Object({ orgId: Id, ...BotSettings.properties });
export type UpdateBotSettingsRequest = Static<typeof UpdateBotSettingsRequest>;

/** The event line of a hand-over (`notifyEvent` with event botHandover) says why. */
export const BotHandoverReason = StringEnum(BOT_HANDOVER_REASONS);

const IdParams = Type.Object({ id: Id });
/** The routes' schemas: what each validates and answers. */
export const MessageBotRoutes = {
  listRules: { querystring: OrgQuery, response: { 200: BotRuleList, ...errorAnswers } },
  createRule: { body: CreateBotRuleRequest, response: { 201: BotRule, ...errorAnswers } },
  updateRule: { params: IdParams, body: UpdateBotRuleRequest, response: { 200: BotRule, ...errorAnswers } },
  deleteRule: { params: IdParams, querystring: OrgQuery, response: { 200: Type.Object({}), ...errorAnswers } },
  orderRules: { body: BotRuleOrderRequest, response: { 200: BotRuleList, ...errorAnswers } },
  settings: { querystring: OrgQuery, response: { 200: BotSettings, ...errorAnswers } },
  updateSettings: { body: UpdateBotSettingsRequest, response: { 200: BotSettings, ...errorAnswers } },
};
