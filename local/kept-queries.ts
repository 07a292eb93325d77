// Reads of kept messages (src/kept), for useLiveQuery.
import { db } from './db';
import type { KeptMessageRecord, PendingActionRecord } from './records';
import { keptLane } from './outbox/kinds/kind';
import { kindsShownOn } from './outbox/kinds/registry';

/** The conversation's kept messages as this browser has them (with changes not yet sent), newest kept first. */
export async function conversationKept(conversationId: string): Promise<KeptMessageRecord[]> {
  const kept = await db.keptMessages.where('[conversationId+createdAt]').between([conversationId, ''], [conversationId, '\uffff']).toArray();
  return kept.reverse();
}

/** Whether the message is kept (as this browser has it). */
export async function isKept(messageId: string): Promise<boolean> {
  return (await db.keptMessages.get(messageId)) !== undefined;
}

/** The newest waiting keep or unkeep of each message of a conversation. */
export async function pendingKeeps(conversationId: string): Promise<Map<string, PendingActionRecord>> {
  const lane = keptLane(conversationId);
  const actions = await db.pendingActions.where('[target+kind]').anyOf(kindsShownOn('kept').map((kind) => [lane, kind])).sortBy('createdAt');
  const byMessage = new Map<string, PendingActionRecord>();
  for (const action of actions) if ('messageId' in action.payload) byMessage.set(action.payload.messageId, action);
  return byMessage;
}
