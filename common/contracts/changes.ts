// The change feed (docs/sync.md): the request and answer as TypeBox schemas with their inferred types
// under the same names, and the route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { CHANGES_PAGE_LIMIT } from '../constants';
import { errorAnswers, FunctionResponse } from './base';
import { Customer } from './customers';
import { Message } from './messages';

/**
 * POST /functions/changes — everything that changed in an organization after `since`.
 * Sequence numbers are per organization, strictly increasing in commit order, so a
 * client that stores `cursor` and asks again never misses a change.
 */
export const ChangesRequest = Type.Object({
  orgId: Type.Optional(Type.String({ minLength: 1 })),
  since: Type.Integer({ minimum: 0 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHANGES_PAGE_LIMIT })),
});
export type ChangesRequest = Static<typeof ChangesRequest>;
export const Change = Type.Union([
  Type.Object({ seq: Type.Integer(), className: Type.Literal('Customer'), objectId: Type.String(), op: Type.Literal('upsert'), object: Customer }),
  Type.Object({ seq: Type.Integer(), className: Type.Literal('Message'), objectId: Type.String(), op: Type.Literal('upsert'), object: Message }),
  Type.Object({
    seq: Type.Integer(), className: Type.Union([Type.Literal('Customer'), Type.Literal('Message')]), objectId: Type.String(), op: Type.Literal('delete'),
  }),
]);
export type Change = Static<typeof Change>;
export const ChangesResult = Type.Object({
  changes: Type.Array(Change),
  /** Pass as `since` next time. */
  cursor: Type.Integer(),
  /** More changes wait after `cursor`: pull again at once. */
  hasMore: Type.Boolean(),
});
export type ChangesResult = Static<typeof ChangesResult>;

/** The route's schema: what it validates and answers. */
export const ChangeRoutes = {
  changes: { body: ChangesRequest, response: { 200: FunctionResponse(ChangesResult), ...errorAnswers } },
};
