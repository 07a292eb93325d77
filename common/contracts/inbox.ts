// The inbox: category pages, assignment and its socket event (02 §7; docs/inbox.md): each request and
// answer as a TypeBox schema with its inferred type under the same name, and the routes' schemas
// (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { ASSIGN_TARGETS, INBOX_BULK_MAX } from '../inbox-rules';
import { BeforeCursor, errorAnswers, FunctionResponse, Id, InboxCategory, IsoTime } from './base';
import { Customer, CustomerSort } from './customers';
import { StringEnum } from './keywords';

/** Largest inbox page. */
export const INBOX_PAGE_MAX = 100;

/**
 * POST /functions/inboxesV3 — a page of an inbox category, newest first on the category's sort key
 * (common/inbox-rules.ts). A before-cursor (`$lt` on the sort key) needs `options.sort`, else
 * `error/sort-param-is-required`.
 */
export const InboxesRequest = Type.Object({
  orgId: Type.Optional(Id),
  where: Type.Optional(Type.Object({
    inbox: Type.Optional(InboxCategory),
    lastMessageAt: Type.Optional(BeforeCursor),
    assignedAt: Type.Optional(BeforeCursor),
    lastInboundAt: Type.Optional(BeforeCursor),
  })),
  /** `sort`: the sort key, descending (`{assignedAt: -1}`); it must be the category's. */
  options: Type.Optional(Type.Object({
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: INBOX_PAGE_MAX })),
    skip: Type.Optional(Type.Integer({ minimum: 0 })),
    sort: Type.Optional(CustomerSort),
  })),
});
export type InboxesRequest = Static<typeof InboxesRequest>;
export const InboxesResult = Type.Object({ customers: Type.Array(Customer) });
export type InboxesResult = Static<typeof InboxesResult>;

/** Where an assignment moves the customer. */
const AssignTarget = StringEnum(ASSIGN_TARGETS);

/** POST /functions/assign — move a customer to self/private (to `toUser`, default the caller), done, spam or unassigned. */
export const AssignRequest = Type.Object({
  organization: Type.Optional(Id),
  customer: Id,
  inbox: AssignTarget,
  /** The user acting (informative: the server takes the session's user). */
  from: Type.Optional(Id),
  /** A member of the organization; only with inbox self or private. */
  toUser: Type.Optional(Id),
  /**
   * The assignment the move was made against (an offline move sent later): when another move changed
   * the customer's box or assignee since, the server keeps that one and answers 409 `error/assignment-conflict`.
   */
  expected: Type.Optional(Type.Object({
    inbox: Type.Array(InboxCategory, { maxItems: 20 }),
    assignee: Type.Union([Id, Type.Null()]),
  }, { additionalProperties: false })),
});
export type AssignRequest = Static<typeof AssignRequest>;
/** Answer of /functions/assign: the customer as stored. */
export const AssignResult = Customer;
export type AssignResult = Customer;
/** 409 answer of /functions/assign when `expected` is out of date: the customer as it stays, and its assignee's name. */
export const AssignConflictBody = Type.Object({
  code: Type.Integer(),
  error: Type.Literal('error/assignment-conflict'),
  customer: Customer,
  /** The assignee's display name ('' for nobody). */
  assigneeName: Type.String(),
});
export type AssignConflictBody = Static<typeof AssignConflictBody>;
/** POST /functions/batch — up to 50 assignments, all or none (one transaction). */
export const BatchRequest = Type.Object({
  orgId: Type.Optional(Id),
  functions: Type.Array(AssignRequest, { minItems: 1, maxItems: INBOX_BULK_MAX }),
});
export type BatchRequest = Static<typeof BatchRequest>;
export const BatchResult = Type.Object({ customers: Type.Array(Customer) });
export type BatchResult = Static<typeof BatchResult>;
/** Socket event `assigned`, to the organization's room, after every assignment. */
export const AssignedEvent = Type.Object({
  customer: Type.String(),
  inbox: AssignTarget,
  assignee: Type.Union([Type.String(), Type.Null()]),
  from: Type.String(),
  assignedAt: IsoTime,
});
export type AssignedEvent = Static<typeof AssignedEvent>;

/** The routes' schemas: what each validates and answers. */
export const InboxRoutes = {
  inboxes: { body: InboxesRequest, response: { 200: FunctionResponse(InboxesResult), ...errorAnswers } },
  assign: { body: AssignRequest, response: { 200: FunctionResponse(AssignResult), ...errorAnswers } },
  batch: { body: BatchRequest, response: { 200: FunctionResponse(BatchResult), ...errorAnswers } },
};
