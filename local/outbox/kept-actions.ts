// The keep and unkeep kinds of the action outbox, pure: the action of an intent, and how waiting ones
// show over the kept messages the server sends. Their lane is `kept:{conversationId}`, so a message's
// keep goes before its unkeep.
import type { KeptMessage } from '../../common/contracts/kept-templates';
import type { KeptMessageRecord, MessageRecord, PendingActionRecord } from '../records';
import { isLive } from './actions';

export const keptLane = (conversationId: string) => `kept:${conversationId}`;
export const KEPT_KINDS = ['keep', 'unkeep'] as const;

export type KeepIntent =
  | { kind: 'keep'; message: MessageRecord; ownerId: string }
  | { kind: 'unkeep'; kept: KeptMessageRecord; customerId: string };

/** The server's kept message as this browser stores it. */
export function keptRecordFrom(kept: KeptMessage): KeptMessageRecord {
  return {
    objectId: kept.objectId,
    orgId: kept.organization.objectId,
    conversationId: kept.conversation.objectId,
    messageId: kept.message.objectId,
    ownerId: kept.owner.objectId,
    platform: kept.platform,
    contentType: kept.contentType,
    data: kept.data,
    senderType: kept.sender.className,
    ...(kept.sender.name ? { senderName: kept.sender.name } : {}),
    messageCreatedAt: kept.messageCreatedAt,
    createdAt: kept.createdAt,
  };
}

/**
 * The action of a keep intent. A keep gets its id here (`id` doubles as it, cut to the server's 10
 * characters), so the server answers a retry with the same keep.
 */
export function createKeepAction(intent: KeepIntent, id: string, now: number): PendingActionRecord {
  const base = { id, createdAt: now, status: 'queued' as const, attempts: 0, nextAttemptAt: now };
  if (intent.kind === 'keep') {
    const { message } = intent;
    const kept: KeptMessageRecord = {
      objectId: id.slice(0, 10),
      orgId: message.orgId,
      conversationId: message.conversationId,
      messageId: message.objectId,
      ownerId: intent.ownerId,
      platform: message.platform,
      contentType: message.contentType,
      data: message.data,
      senderType: message.senderType,
      ...(message.senderName ? { senderName: message.senderName } : {}),
      messageCreatedAt: message.createdAt,
      createdAt: new Date(now).toISOString(),
    };
    return {
      ...base, orgId: message.orgId, target: keptLane(message.conversationId), kind: 'keep',
      payload: { conversationId: message.conversationId, customerId: message.customerId, messageId: message.objectId, kept },
    };
  }
  const { kept } = intent;
  return {
    ...base, orgId: kept.orgId, target: keptLane(kept.conversationId), kind: 'unkeep',
    payload: { conversationId: kept.conversationId, customerId: intent.customerId, messageId: kept.messageId, keptId: kept.objectId, before: kept },
  };
}

/** What a waiting keep or unkeep shows: the message kept, or no longer. Other kinds change nothing. */
export function applyKeepAction(kept: readonly KeptMessageRecord[], action: PendingActionRecord): KeptMessageRecord[] {
  switch (action.kind) {
    case 'keep':
      if (kept.some((existing) => existing.messageId === action.payload.messageId)) return [...kept];
      return [...kept, action.payload.kept];
    case 'unkeep':
      return kept.filter((existing) => existing.messageId !== action.payload.messageId);
    default:
      return [...kept];
  }
}

/** The server's kept messages with the waiting keeps and unkeeps on top (oldest first). */
export function withPendingKeeps(kept: readonly KeptMessageRecord[], actions: readonly PendingActionRecord[]): KeptMessageRecord[] {
  return actions
    .filter((action) => isLive(action) && (action.kind === 'keep' || action.kind === 'unkeep'))
    .sort((a, b) => a.createdAt - b.createdAt)
    .reduce(applyKeepAction, [...kept]);
}
