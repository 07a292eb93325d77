// The hand-over between the bot and people (docs/message-bot.md, "Hand-over"): an agent who replies to a
// conversation the bot has takes it (assigned to them, as POST /functions/assign self writes it); an
// agent who moves one away from the bot, or back to it, is noted; the AI handing over moves it to
// unassigned and the team is notified as of a new conversation's message. Each is an event line
// (notifyEvent botHandover / botHandback) in the conversation, for the consoles only.
import type { NotifyEventData } from '../../common/contracts/message-data';
import { boxOf, type AssignTarget } from '../../common/inbox-rules';
import type { BotHandoverReason } from '../../common/message-bot';
import { ApiError } from '../http/errors';
import { announceAssignments, assignCustomers, type Assignment } from '../inbox/assign';
import { toCustomer, toMessage, type CustomerRow, type MessageRow } from '../messages/serialize';
import { appendMessage } from '../messages/store';
import { authorName, type NoteAuthor } from '../notes/serialize';
import type { Services } from '../services';

type LineServices = Pick<Services, 'db' | 'realtime'>;
type Agent = NoteAuthor & { objectId: string };

/** Who an agent is on an event line: their id and name as it is now. */
const byOf = (agent: Agent) => ({ userId: agent.objectId, name: authorName(agent) });

/** An event line of the conversation, once per `receiptId`; the consoles hear it (the customer never sees it). */
async function appendLine(
  { db, realtime }: LineServices, customer: CustomerRow, data: NotifyEventData, receiptId: string, sender: { senderType: '_User' | 'Bot'; senderId: string },
): Promise<void> {
  const line = await appendMessage(db, { customer, receiptId, contentType: 'notifyEvent', data, sendType: 'send', ...sender });
  if (line.created) realtime.message(customer.orgId, toMessage(line.message), toCustomer(line.customer));
}

/**
 * Moves the customer as an assignment does, only while the bot still has the conversation (another move
 * since wins: nothing is written). Answers the customer as moved.
 */
async function moveFromBot(services: LineServices, customer: CustomerRow, actorId: string, inbox: AssignTarget): Promise<CustomerRow | undefined> {
  const assignment: Assignment = { customer: customer.objectId, inbox, expected: { inbox: ['bot'], assignee: null } };
  try {
    const { rows } = await assignCustomers(services.db, customer.orgId, actorId, [assignment]);
    announceAssignments(services.realtime, customer.orgId, actorId, rows, [assignment]);
    return rows[0];
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 409) return undefined;
    throw error;
  }
}

/**
 * An agent replies (publishTemplate) to a conversation the bot has: it becomes theirs, with a line saying
 * so. `replyReceiptId` keys the line, so a retried reply notes it once. Answers the customer as it is now.
 */
export async function takeOverOnReply(services: LineServices, customer: CustomerRow, agent: Agent, replyReceiptId: string): Promise<CustomerRow> {
  if (boxOf(customer) !== 'bot') return customer;
  const moved = await moveFromBot(services, customer, agent.objectId, 'self');
  if (!moved) return customer;
  await appendLine(services, moved, { event: 'botHandover', reason: 'agentReplied', by: byOf(agent) }, `bot-handover:${replyReceiptId}`,
    { senderType: '_User', senderId: agent.objectId });
  return moved;
}

/** Assignments an agent made (POST /functions/assign, batch): a move away from the bot, or back to it, is noted in the conversation. */
export async function noteBotMoves(services: LineServices, agent: Agent, before: readonly CustomerRow[], after: readonly CustomerRow[]): Promise<void> {
  for (const [index, row] of after.entries()) {
    const was = boxOf(before[index]!);
    const now = boxOf(row);
    if (was === now || (was !== 'bot' && now !== 'bot')) continue;
    const data: NotifyEventData = now === 'bot'
      ? { event: 'botHandback', by: byOf(agent) }
      : { event: 'botHandover', reason: 'agentAssigned', by: byOf(agent) };
    await appendLine(services, row, data, `${data.event}:${row.objectId}:${row.assignedAt!.toISOString()}`, { senderType: '_User', senderId: agent.objectId });
  }
}

/**
 * The bot lets go (the AI is unsure, out of points, failed, or the customer asked for a person): the
 * conversation moves to unassigned with a line saying why, and the team hears of the customer's message
 * as of any unassigned conversation's (web push). Nothing when the bot no longer has it.
 */
export async function handOverToTeam(
  services: LineServices & Pick<Services, 'push'>, customer: CustomerRow, reason: BotHandoverReason, trigger: MessageRow,
): Promise<void> {
  const moved = await moveFromBot(services, customer, 'bot', 'unassigned');
  if (!moved) return;
  await appendLine(services, moved, { event: 'botHandover', reason }, `bot:${trigger.objectId}:handover`, { senderType: 'Bot', senderId: 'ai' });
  await services.push.customerMessage(trigger, moved);
}
