// A WhatsApp template row as the API answers it (common/contracts/whatsapp-templates.ts).
import type { InferSelectModel } from 'drizzle-orm';
import type { WhatsAppTemplate } from '../../../../common/contracts/whatsapp-templates';
import { placeholderNumbers } from '../../../../common/whatsapp-templates';
import type { whatsappTemplates } from '../../../db/schema';

export type WhatsAppTemplateRow = InferSelectModel<typeof whatsappTemplates>;

/** A template's parts as Meta and Parley both describe them (what a sync or a create writes). */
export type TemplateFields = Pick<WhatsAppTemplateRow, 'waTemplateId' | 'name' | 'language' | 'category' | 'status' | 'body' | 'buttons'>
  & Partial<Pick<WhatsAppTemplateRow, 'reason' | 'header' | 'footer'>>;

export function toWhatsAppTemplate(row: WhatsAppTemplateRow): WhatsAppTemplate {
  return {
    objectId: row.objectId,
    integrationId: row.integrationId,
    waTemplateId: row.waTemplateId,
    name: row.name,
    language: row.language,
    category: row.category,
    status: row.status,
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.header ? { header: row.header } : {}),
    body: row.body,
    ...(row.footer ? { footer: row.footer } : {}),
    buttons: row.buttons,
    placeholderCount: placeholderNumbers(row.body).length,
    updatedAt: row.updatedAt.toISOString(),
  };
}
