// Dexie side of kept messages and reply templates as the server lists them; waiting keeps and
// unkeeps (the action kinds keep and unkeep) stay on top.
import type { KeptMessage, ReplyTemplate } from '../../common/contracts/kept-templates';
import { db } from '../db';
import { keptRecordFrom } from '../mapping';
import type { TemplateData } from '../../common/contracts/message-data';
import type { TemplateRecord } from '../records';
import { withPendingKeeps } from '../outbox/actions';
import { keptLane } from '../outbox/kinds/kind';
import { listActionsOf } from './action-lists';

/**
 * A page of a conversation's kept messages from the server; the first page replaces what is stored
 * for the conversation. Waiting keeps and unkeeps stay on top.
 */
export function storeConversationKept(conversationId: string, kept: readonly KeptMessage[], firstPage: boolean): Promise<void> {
  return db.transaction('rw', [db.keptMessages, db.pendingActions], async () => {
    const shown = withPendingKeeps(kept.map(keptRecordFrom), await listActionsOf(keptLane(conversationId), 'kept'));
    if (firstPage) {
      const stored = await db.keptMessages.where('[conversationId+createdAt]').between([conversationId, ''], [conversationId, '\uffff']).primaryKeys();
      await db.keptMessages.bulkDelete(stored.filter((messageId) => !shown.some((record) => record.messageId === messageId)));
    }
    await db.keptMessages.bulkPut(shown);
  });
}

export function templateRecordFrom(template: ReplyTemplate): TemplateRecord {
  return {
    objectId: template.objectId,
    orgId: template.organization.objectId,
    name: template.name,
    note: template.note,
    content: template.data.content,
    ...(template.templateType === 'text' ? {} : {
      card: {
        templateType: template.templateType,
        elements: template.data.elements as TemplateData['elements'],
        ...(template.data.content ? { content: template.data.content } : {}),
      },
    }),
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
