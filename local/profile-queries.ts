// Reads of the customer profile sections, for useLiveQuery: the waiting profile changes of a conversation.
import { db } from './db';
import type { PendingActionRecord } from './records';

/** Waiting changes of one kind (monitoring, customFields) of a conversation's customer, oldest first. */
export function pendingProfileChanges(conversationId: string, kind: 'monitoring' | 'customFields'): Promise<PendingActionRecord[]> {
  return db.pendingActions.where('[target+kind]').equals([conversationId, kind]).sortBy('createdAt');
}
