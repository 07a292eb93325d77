// Moves the server refused because another move overtook them (docs/inbox.md, conflicts): the sync
// worker records each one; the inbox explains it until the agent dismisses it.
import type { AssignTarget, InboxBox } from '../common/inbox-rules';
import { db } from './db';
import type { CustomerRecord } from './records';

export interface AssignConflict extends Pick<CustomerRecord, 'displayName' | 'originalDisplayName'> {
  orgId: string;
  customerId: string;
  conversationId: string;
  /** Where the agent's move would have put the customer. */
  attempted: AssignTarget;
  /** Where the customer stays (the other move's result). */
  box: InboxBox;
  /** Display name of the customer's assignee ('' for nobody). */
  assigneeName: string;
  /** ISO time the server refused the move. */
  at: string;
}

/** meta key of a customer's last refused move: one notice per customer, a newer refusal replaces it. */
export const assignConflictKey = (orgId: string, customerId: string) => `assignConflict:${orgId}:${customerId}`;

/** The organization's refused moves not yet dismissed, oldest first. */
export async function assignConflicts(orgId: string): Promise<AssignConflict[]> {
  const rows = await db.meta.where('key').startsWith(assignConflictKey(orgId, '')).toArray();
  return rows.map((row) => row.value as AssignConflict).sort((a, b) => a.at.localeCompare(b.at));
}

/** The agent has read the explanation. */
export function dismissAssignConflict(conflict: Pick<AssignConflict, 'orgId' | 'customerId'>): Promise<void> {
  return db.meta.delete(assignConflictKey(conflict.orgId, conflict.customerId));
}
