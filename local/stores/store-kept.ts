// Dexie side of kept messages and reply templates: a keep or unkeep shows at once and its action is
// queued in one transaction; the server's answers and lists are stored with the waiting changes on top.
import type { KeptMessage, ReplyTemplate } from '../../common/contracts/kept-templates';
import { db } from '../db';
import type { PendingActionRecord, TemplateRecord } from '../records';
import { applyKeepAction, createKeepAction, KEPT_KINDS, keptLane, keptRecordFrom, withPendingKeeps, type KeepIntent } from '../outbox/kept-actions';

/** The keep and unkeep actions of a conversation, whatever their status. */
function keepActionsOf(conversationId: string): Promise<PendingActionRecord[]> {
  const lane = keptLane(conversationId);
  return db.pendingActions.where('[target+kind]').anyOf(KEPT_KINDS.map((kind) => [lane, kind])).toArray();
}

/** A message kept or no longer: the kept store shows it at once and the action is queued, together. */
export function addKeepChange(intent: KeepIntent, id: string, now: number): Promise<PendingActionRecord | undefined> {
  return db.transaction('rw', [db.keptMessages, db.pendingActions], async () => {
    const messageId = intent.kind === 'keep' ? intent.message.objectId : intent.kept.messageId;
    const current = await db.keptMessages.get(messageId);
    // Keeping a kept message, or unkeeping one not kept, changes nothing.
    if ((intent.kind === 'keep') === (current !== undefined)) return undefined;
    const action = createKeepAction(intent, id, now);
    await db.pendingActions.add(action);
    const [shown] = applyKeepAction(current ? [current] : [], action);
    if (shown) await db.keptMessages.put(shown);
    else await db.keptMessages.delete(messageId);
    return action;
  });
}

/** What the server answered to a keep action: the stored keep, or that it is gone. */
export type KeepResult = { kept: KeptMessage } | { unkeptMessageId: string };

/** The server took a keep or unkeep: the action goes and the server's keep is stored (unless unkept meanwhile). */
export function confirmKeepAction(id: string, result: KeepResult): Promise<void> {
  return db.transaction('rw', [db.keptMessages, db.pendingActions], async () => {
    const current = await db.pendingActions.get(id);
    if (current?.status !== 'sending') return;
    await db.pendingActions.delete(id);
    if ('unkeptMessageId' in result) return;
    const waiting = (await keepActionsOf(result.kept.conversation.objectId))
      .filter((action) => 'messageId' in action.payload && action.payload.messageId === result.kept.message.objectId);
    const [shown] = withPendingKeeps([keptRecordFrom(result.kept)], waiting);
    if (shown) await db.keptMessages.put(shown);
  });
}

/**
 * A page of a conversation's kept messages from the server; the first page replaces what is stored
 * for the conversation. Waiting keeps and unkeeps stay on top.
 */
export function storeConversationKept(conversationId: string, kept: readonly KeptMessage[], firstPage: boolean): Promise<void> {
  return db.transaction('rw', [db.keptMessages, db.pendingActions], async () => {
    const shown = withPendingKeeps(kept.map(keptRecordFrom), await keepActionsOf(conversationId));
    if (firstPage) {
      const stored = await db.keptMessages.where('[conversationId+createdAt]').between([conversationId, ''], [conversationId, '\uffff']).primaryKeys();
      await db.keptMessages.bulkDelete(stored.filter((messageId) => !shown.some((record) => record.messageId === messageId)));
    }
    await db.keptMessages.bulkPut(shown);
  });
}

/** A discarded keep or unkeep: the change the agent gave up on is undone locally. */
export async function undoDiscardedKeep(action: PendingActionRecord): Promise<void> {
  if (action.kind === 'keep') await db.keptMessages.delete(action.payload.messageId);
  if (action.kind === 'unkeep') await db.keptMessages.put(action.payload.before);
}

export function templateRecordFrom(template: ReplyTemplate): TemplateRecord {
  return {
    objectId: template.objectId,
    orgId: template.organization.objectId,
    name: template.name,
    note: template.note,
    content: template.data.content,
    updatedAt: template.updatedAt,
  };
}

/** The organization's templates as the server listed them (the first page without a keyword replaces them all). */
export function storeTemplates(orgId: string, templates: readonly ReplyTemplate[], replace: boolean): Promise<void> {
  return db.transaction('rw', db.templates, async () => {
    if (replace) await db.templates.where('[orgId+name]').between([orgId, ''], [orgId, '\uffff']).delete();
    await db.templates.bulkPut(templates.map(templateRecordFrom));
  });
}

export async function removeStoredTemplate(templateId: string): Promise<void> {
  await db.templates.delete(templateId);
}
