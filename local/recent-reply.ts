// Whether another agent just replied in a conversation (docs/presence.md: the warning before sending),
// from the stored messages only, so it works offline with what the browser has.
import { Dexie } from 'dexie';
import { isReaction, isSystemLine } from '../common/message-content';
import { db } from './db';
import type { MessageRecord } from './records';

/** The newest reply of an agent other than `selfId` created at or after `since` (ms). */
export function otherAgentReplySince(conversationId: string, selfId: string, since: number): Promise<MessageRecord | undefined> {
  return db.messages
    .where('[conversationId+createdAt]')
    .between([conversationId, new Date(since).toISOString()], [conversationId, Dexie.maxKey])
    .reverse()
    .filter((message) => message.senderType === '_User' && message.senderId !== selfId
      && !isReaction(message.contentType) && !isSystemLine(message.contentType))
    .first();
}
