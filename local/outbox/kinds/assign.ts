// assign: the row moves category at once (common/inbox-rules.ts); POST /functions/assign with what it
// was made against (`expected`), so a move overtaken meanwhile comes back as a conflict. The last one wins.
import { assignedState, boxOf, type AssignTarget } from '../../../common/inbox-rules';
import type { InboxCategory } from '../../../common/contracts/base';
import type { AssignConflictBody, AssignRequest, AssignResult } from '../../../common/contracts/inbox';
import { ASSIGNMENT_CONFLICT } from '../../../common/error-keys';
import { isRefusal } from '../../api-client';
import type { CustomerRecord } from '../../records';
import { newActionFields, type ActionRecord, type CustomerActionPayload, type CustomerKind } from './kind';

export interface AssignPayload extends CustomerActionPayload {
  inbox: AssignTarget;
  /** The agent acting (the assignee of self/private without toUser). */
  from: string;
  toUser?: string;
  /** ISO time of the intent: the optimistic assignedAt. */
  at: string;
  /** The row's state before the move, put back when the agent discards a refused action. */
  before: { inbox: InboxCategory[]; assignee: string; assignedAt: string };
}
export type AssignAction = ActionRecord<'assign', AssignPayload>;

export interface AssignIntent {
  kind: 'assign';
  orgId: string;
  customerId: string;
  conversationId: string;
  inbox: AssignTarget;
  toUser?: string;
}

/** What an assign was made against, as the server compares it (AssignRequest `expected`). */
export function expectedAssignment(payload: AssignPayload): { inbox: InboxCategory[]; assignee: string | null } {
  return { inbox: payload.before.inbox, assignee: payload.before.assignee || null };
}

/** What the assign intent does to the local row at once (the rules of common/inbox-rules.ts). */
export function withAssignment(row: CustomerRecord, payload: AssignPayload): CustomerRecord {
  const next = assignedState({ inbox: row.inbox, assignee: row.assignee }, payload.inbox, payload.from, payload.at, payload.toUser);
  const moved = { ...row, inbox: next.inbox, assignee: next.assignee ?? '', assignedAt: next.assignedAt };
  return { ...moved, box: boxOf(moved) };
}

export const assign: CustomerKind<AssignAction, AssignIntent> = {
  surface: 'customer',
  lastWins: true,
  showsOn: 'seen',
  subject: (intent) => intent.customerId,
  create: (intent, row, context) => ({
    ...newActionFields(intent.orgId, intent.conversationId, context),
    kind: 'assign',
    payload: {
      conversationId: intent.conversationId,
      customerId: intent.customerId,
      inbox: intent.inbox,
      from: context.userId,
      ...(intent.toUser ? { toUser: intent.toUser } : {}),
      at: new Date(context.now).toISOString(),
      seenUpdatedAt: row?.updatedAt ?? '',
      before: { inbox: row?.inbox ?? [], assignee: row?.assignee ?? '', assignedAt: row?.assignedAt ?? '' },
    },
  }),
  show: (row, action) => withAssignment(row, action.payload),
  undo(row, action) {
    const restored = { ...row, ...action.payload.before };
    return { ...restored, box: boxOf(restored) };
  },
  /**
   * A new assign made over an earlier one that waited unsent (and still showed on the row): the
   * server still has the row the earlier one was made against, so the new one carries that base.
   */
  replacing(action, superseded) {
    const earliest = [...superseded].sort((a, b) => a.createdAt - b.createdAt)[0];
    if (!earliest || action.payload.seenUpdatedAt > earliest.payload.seenUpdatedAt) return action;
    return { ...action, payload: { ...action.payload, before: earliest.payload.before } };
  },
  async send(api, action) {
    const { customerId, inbox, from, toUser } = action.payload;
    const request: AssignRequest = {
      organization: action.orgId, customer: customerId, inbox, from, ...(toUser ? { toUser } : {}), expected: expectedAssignment(action.payload),
    };
    try {
      return { customer: await api.call<AssignResult>('assign', { orgId: action.orgId, ...request }) };
    } catch (error) {
      // Another move overtook this one while it waited: the server kept that one; the inbox says so.
      if (isRefusal(error, 409, ASSIGNMENT_CONFLICT)) return { assignConflict: error.body as AssignConflictBody };
      throw error;
    }
  },
};
