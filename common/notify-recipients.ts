// Who is notified of a customer's new message (01 §6, 02 §4, §6), and of the bot handing a conversation
// to the team: the server's web push and the open console's sound follow this one rule. Pure: no DOM
// or Node imports.
import { boxOf, isInCategory, type InboxState } from './inbox-rules';
import type { Authority } from './contracts/base';
import { AGENT_TAKEOVER_REASONS, type BotHandoverReason } from './message-bot';

/** A member of the customer's organization. */
export interface NotifiedMember {
  userId: string;
  authority: Authority;
  /** The member's custom org role, if any. */
  orgRoleId?: string | null;
}

/** The customer the message came from. */
export interface NotifiedCustomer extends InboxState {
  /** Org roles the customer's inbox is bound to (none are bound yet: nothing sets this). */
  boundRoleIds?: readonly string[];
}

/**
 * Whether the member hears of the customer's new message. Members "in the customer's inbox" are the
 * assignee of an assigned (or done) conversation, and everyone for a conversation nobody has; members
 * of a role bound to it hear it too. Spam is nobody's. A private-only member hears of a conversation
 * only while it is unassigned, or when it is their own (docs/push.md: an agent always hears of the
 * conversations assigned to them). Nobody hears of a conversation the bot has: it answers, and agents
 * hear of it once it hands the conversation over (docs/message-bot.md).
 */
export function receivesMessageNotification(member: NotifiedMember, customer: NotifiedCustomer): boolean {
  const box = boxOf(customer);
  if (box === 'spam' || box === 'bot') return false;
  if (customer.assignee && customer.assignee === member.userId) return true;
  if (member.authority === 'private-only' && !isInCategory('unassigned', customer, member.userId)) return false;
  const inBoundRole = !!member.orgRoleId && (customer.boundRoleIds ?? []).includes(member.orgRoleId);
  return inBoundRole || !customer.assignee;
}

/**
 * Whether the message is the bot handing the conversation to the team (the AI unsure, out of points or
 * failed, the customer asking for a person): the team is told of it as of the customer's message, to
 * the members receivesMessageNotification names for the conversation as it is now (unassigned). An
 * agent taking a conversation over is no news to the team.
 */
export function isTeamHandover(message: { contentType: string; data: unknown }): boolean {
  if (message.contentType !== 'notifyEvent') return false;
  const { event, reason } = (message.data ?? {}) as { event?: string; reason?: BotHandoverReason };
  return event === 'botHandover' && reason !== undefined && !AGENT_TAKEOVER_REASONS.includes(reason);
}
