// Message keywords (issue 27; rules and limits in common/message-keywords.ts; server/message-keywords):
// each request and answer as a TypeBox schema with its inferred type under the same name, and each
// route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH, KEYWORDS_PER_RULE_MAX, MATCH_MODES, RULE_TAGS_MAX } from '../message-keywords';
import { TAG_NAME_MAX_LENGTH } from '../notes-tags';
import { PLATFORMS } from '../enums';
import { errorAnswers, FunctionResponse, Id, IsoTime, Platform, Pointer } from './base';
import { StringEnum } from './keywords';

const MatchMode = StringEnum(MATCH_MODES);
const Keywords = Type.Array(Type.String({ minLength: 1, maxLength: KEYWORD_MAX_LENGTH }), { minItems: 1, maxItems: KEYWORDS_PER_RULE_MAX });
/** Repeats are dropped (the server keeps each platform once). */
const Platforms = Type.Array(Platform, { minItems: 1, maxItems: PLATFORMS.length * 2 });
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: TAG_NAME_MAX_LENGTH }), { maxItems: RULE_TAGS_MAX });

export const MessageKeyword = Type.Object({
  objectId: Type.String(),
  organization: Pointer('Organization'),
  keywords: Type.Array(Type.String()),
  matchMode: MatchMode,
  platforms: Type.Array(Platform),
  addTags: Type.Array(Type.String()),
  removeTags: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** Customers the rule applied to, each counted once. */
  taggedCount: Type.Integer(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type MessageKeyword = Static<typeof MessageKeyword>;

/** POST /functions/messageKeywords: every rule of the organization, newest first. */
export const MessageKeywordListRequest = Type.Object({ orgId: Type.Optional(Id) });
export type MessageKeywordListRequest = Static<typeof MessageKeywordListRequest>;
export const MessageKeywordListResult = Type.Object({
  rules: Type.Array(MessageKeyword),
  /** Rules an organization may keep. */
  max: Type.Integer(),
});
export type MessageKeywordListResult = Static<typeof MessageKeywordListResult>;

/** POST /classes/MessageKeyword: a new rule (switched on unless `enabled: false`). */
export const CreateMessageKeywordRequest = Type.Object({
  orgId: Type.Optional(Id),
  keywords: Keywords,
  matchMode: MatchMode,
  platforms: Platforms,
  addTags: Tags,
  removeTags: Type.Optional(Tags),
  enabled: Type.Optional(Type.Boolean()),
});
export type CreateMessageKeywordRequest = Static<typeof CreateMessageKeywordRequest>;

/** A rule's own fields, all of them: what is stored, and what the console's rule dialog edits. */
export type MessageKeywordFields = Required<Omit<CreateMessageKeywordRequest, 'orgId'>>;

/** POST /classes/MessageKeyword/{id} with `_method: 'PUT'`: the fields to change (`{enabled: false}` switches it off); GET and DELETE send none. */
export const UpdateMessageKeywordRequest = Type.Object({
  orgId: Type.Optional(Id),
  keywords: Type.Optional(Keywords),
  matchMode: Type.Optional(MatchMode),
  platforms: Type.Optional(Platforms),
  addTags: Type.Optional(Tags),
  removeTags: Type.Optional(Tags),
  enabled: Type.Optional(Type.Boolean()),
});
export type UpdateMessageKeywordRequest = Static<typeof UpdateMessageKeywordRequest>;

const IdParams = Type.Object({ id: Id });

/** The routes' schemas: what each validates and answers. */
export const MessageKeywordRoutes = {
  list: { body: MessageKeywordListRequest, response: { 200: FunctionResponse(MessageKeywordListResult), ...errorAnswers } },
  create: { body: CreateMessageKeywordRequest, response: { 201: MessageKeyword, ...errorAnswers } },
  /** GET and PUT answer the rule, DELETE `{}`. */
  rule: {
    params: IdParams, body: UpdateMessageKeywordRequest,
    response: { 200: Type.Union([MessageKeyword, Type.Object({}, { additionalProperties: false })]), ...errorAnswers },
  },
};
