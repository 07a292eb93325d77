// The inbox: category pages, assignment and its socket event (02 §7; docs/inbox.md).
import type { InboxCategory } from './base';
import type { Customer } from './customers';

/**
 * POST /functions/inboxesV3 — a page of an inbox category, newest first on the category's sort key
 * (common/inbox-rules.ts). A before-cursor (`$lt` on the sort key) needs `options.sort`, else
 * `error/sort-param-is-required`.
 */
export interface InboxesRequest {
  orgId: string;
  where?: {
    inbox?: InboxCategory;
    lastMessageAt?: { $lt: string };
    assignedAt?: { $lt: string };
    lastInboundAt?: { $lt: string };
  };
  /** `sort`: the sort key, descending (`{assignedAt: -1}`); it must be the category's. */
  options?: { limit?: number; skip?: number; sort?: Partial<Record<'lastMessageAt' | 'assignedAt' | 'lastInboundAt', -1>> };
}
export interface InboxesResult { customers: Customer[] }

/** POST /functions/assign — move a customer to self/private (to `toUser`, default the caller), done, spam or unassigned. */
export interface AssignRequest {
  organization: string;
  customer: string;
  inbox: 'self' | 'private' | 'done' | 'spam' | 'unassigned';
  /** The user acting (informative: the server takes the session's user). */
  from?: string;
  /** A member of the organization; only with inbox self or private. */
  toUser?: string;
  /**
   * The assignment the move was made against (an offline move sent later): when another move changed
   * the customer's box or assignee since, the server keeps that one and answers 409 `error/assignment-conflict`.
   */
  expected?: { inbox: InboxCategory[]; assignee: string | null };
}
/** Answer of /functions/assign: the customer as stored. */
export type AssignResult = Customer;
/** 409 answer of /functions/assign when `expected` is out of date: the customer as it stays, and its assignee's name. */
export interface AssignConflictBody {
  code: number;
  error: 'error/assignment-conflict';
  customer: Customer;
  /** The assignee's display name ('' for nobody). */
  assigneeName: string;
}
/** POST /functions/batch — up to 50 assignments, all or none (one transaction). */
export interface BatchRequest { orgId?: string; functions: AssignRequest[] }
export interface BatchResult { customers: Customer[] }
/** Socket event `assigned`, to the organization's room, after every assignment. */
export interface AssignedEvent {
  customer: string;
  inbox: AssignRequest['inbox'];
  assignee: string | null;
  from: string;
  assignedAt: string;
}
