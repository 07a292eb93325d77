// Inbox categories (02 §2–§4): which customers a category holds, how it is sorted, and what an
// assignment does to a customer. Pure: the server's queries and the console's IndexedDB reads and
// optimistic writes follow these same rules.
import type { BindScope } from './customer-profile';
import type { InboxCategory } from './contracts/base';

/** A page of an inbox list (02 §9: default page size 20). */
export const INBOX_PAGE_SIZE = 20;
/** At most this many customers in one bulk update (02 §4, §9). */
export const INBOX_BULK_MAX = 50;

export type InboxSortKey = 'lastMessageAt' | 'assignedAt' | 'lastInboundAt';
export const INBOX_SORT_KEYS: readonly InboxSortKey[] = ['lastMessageAt', 'assignedAt', 'lastInboundAt'];

/**
 * Where an assignment can move a customer (POST /functions/assign `inbox`). `bot` hands the conversation
 * back to the message bot (docs/message-bot.md): nobody has it, the bot answers again.
 */
export type AssignTarget = 'self' | 'private' | 'done' | 'spam' | 'unassigned' | 'bot';
export const ASSIGN_TARGETS: readonly AssignTarget[] = ['self', 'private', 'done', 'spam', 'unassigned', 'bot'];

/** The sort key of a category (02 §4); lists are newest first on it. */
export function sortKeyOf(category: InboxCategory): InboxSortKey {
  switch (category) {
    case 'bind':
    case 'subBind':
      return 'lastInboundAt';
    case 'private':
    case 'self':
    case 'done':
    case 'spam':
      return 'assignedAt';
    default:
      return 'lastMessageAt';
  }
}

/**
 * Which of the five boxes a customer is in: done and spam are places an agent moved it to; otherwise
 * it is assigned (someone handles it), with the bot (the message bot answers it, nobody else does), or
 * open (nobody does).
 */
export type InboxBox = 'open' | 'assigned' | 'bot' | 'done' | 'spam';

/** The fields of a customer the rules read. `assignee` is a user objectId, '' or absent for nobody. */
export interface InboxState {
  inbox: readonly InboxCategory[];
  assignee?: string | null;
  friendship?: 'follow' | 'unfollow';
  /** The org role the customer is bound to (POST /functions/bind), if any. */
  bind?: string | null;
}

/**
 * A customer who blocked the account (LINE unfollow) cannot be answered: it leaves the working lists
 * (unassigned, all, mine) for the Unfollowed one until it follows again (03 §9's unfollow filter).
 */
export function isFollowing(state: InboxState): boolean {
  return state.friendship !== 'unfollow';
}

export function boxOf(state: InboxState): InboxBox {
  if (state.inbox.includes('spam')) return 'spam';
  if (state.inbox.includes('done')) return 'done';
  if (state.assignee) return 'assigned';
  return state.inbox.includes('bot') ? 'bot' : 'open';
}

/**
 * Whether a customer is in a category for the user looking. `private` is the same as `self` for now:
 * both are "assigned to me" (docs/inbox.md). bind holds the customers bound to the user's role, subBind
 * those bound to a role under it (docs/customer-profile.md). bot holds the conversations the bot has
 * (nobody else: not unassigned, but in all). Categories a channel sets (history, department) hold the
 * customers whose `inbox` list names them.
 */
export function isInCategory(category: InboxCategory, state: InboxState, userId: string, scope?: BindScope): boolean {
  const box = boxOf(state);
  switch (category) {
    case 'unassigned':
      return box === 'open' && isFollowing(state);
    case 'all':
      return (box === 'open' || box === 'assigned' || box === 'bot') && isFollowing(state);
    case 'bot':
      return box === 'bot' && isFollowing(state);
    case 'self':
    case 'private':
      return box === 'assigned' && state.assignee === userId && isFollowing(state);
    case 'done':
    case 'spam':
      return box === category;
    case 'unfollow':
      return state.friendship === 'unfollow';
    case 'bind':
      return !!state.bind && state.bind === scope?.roleId;
    case 'subBind':
      return !!state.bind && (scope?.subRoleIds.includes(state.bind) ?? false);
    default:
      return state.inbox.includes(category);
  }
}

/** What an assignment writes on the customer. `assignee` null means nobody. */
export interface AssignedState {
  inbox: InboxCategory[];
  assignee: string | null;
  /** ISO time of the move: the sort key of self, private, done and spam. */
  assignedAt: string;
}

/**
 * The customer's state after an assignment by `actorId` at `now` (ISO). self/private assign to
 * `toUser` (default: the actor); done and spam keep who handled it; unassigned clears the assignee.
 */
export function assignedState(
  current: InboxState,
  target: AssignTarget,
  actorId: string,
  now: string,
  toUser?: string,
): AssignedState {
  switch (target) {
    case 'self':
    case 'private':
      return { inbox: ['private'], assignee: toUser ?? actorId, assignedAt: now };
    case 'done':
    case 'spam':
      return { inbox: [target], assignee: current.assignee || null, assignedAt: now };
    case 'unassigned':
      return { inbox: ['unassigned'], assignee: null, assignedAt: now };
    case 'bot':
      return { inbox: ['bot'], assignee: null, assignedAt: now };
  }
}

function sameAssignment(a: InboxState, b: InboxState): boolean {
  return boxOf(a) === boxOf(b) && (a.assignee || '') === (b.assignee || '');
}

/**
 * Whether a move made against `expected` (the box and assignee the agent saw, e.g. offline) would
 * overwrite another move made since: the customer is no longer as the agent saw it, and the move would
 * change it again. The other move then wins (docs/inbox.md, conflicts).
 */
export function overwritesOtherMove(current: InboxState, expected: InboxState, next: InboxState): boolean {
  return !sameAssignment(current, expected) && !sameAssignment(current, next);
}

/** The assign targets that make sense for a customer in this box (the others would change nothing). */
export function assignTargetsFor(state: InboxState, userId: string): AssignTarget[] {
  const box = boxOf(state);
  const targets: AssignTarget[] = [];
  if (!(box === 'assigned' && state.assignee === userId)) targets.push('self');
  if (box !== 'done') targets.push('done');
  if (box !== 'spam') targets.push('spam');
  if (box !== 'open') targets.push('unassigned');
  return targets;
}
