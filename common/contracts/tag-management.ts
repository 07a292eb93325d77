// Tag management (02 §2, §9; rules in common/tag-management.ts; server/tags/list-routes.ts): the tag
// list's request and answer as TypeBox schemas with their inferred types (docs/contracts.md). Removing
// a tag from everyone is a bulk tag task (TagTaskRequest, contracts/tasks.ts).
import { Type, type Static } from 'typebox';
import { TAG_NAME_MAX_LENGTH } from '../notes-tags';
import { TAG_LIST_MAX_LIMIT } from '../tag-management';
import { errorAnswers, FunctionResponse, Id } from './base';
import { TagCount } from './notes-tags';

/** POST /tag/list: the organization's tags, most used first, then by name; `keyword` taken literally. */
export const TagListRequest = Type.Object({
  orgId: Type.Optional(Id),
  keyword: Type.Optional(Type.String({ maxLength: TAG_NAME_MAX_LENGTH })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TAG_LIST_MAX_LIMIT })),
});
export type TagListRequest = Static<typeof TagListRequest>;
export const TagListResult = Type.Object({ tags: Type.Array(TagCount) });
export type TagListResult = Static<typeof TagListResult>;

/** The routes' schemas: what each validates and answers. */
export const TagListRoutes = {
  list: { body: TagListRequest, response: { 200: FunctionResponse(TagListResult), ...errorAnswers } },
};
