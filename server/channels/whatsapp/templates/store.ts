// WhatsApp templates in the database: always read and written within one organization and one of its
// numbers (an id of another organization finds nothing).
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { randomId } from '../../../../common/ids';
import { WHATSAPP_TEMPLATE_STATUSES, type WhatsAppTemplateStatus } from '../../../../common/whatsapp-templates';
import type { Db, Queryable } from '../../../db/client';
import { whatsappTemplates } from '../../../db/schema';
import type { IntegrationRow } from '../../integrations/serialize';
import type { TemplateFields, WhatsAppTemplateRow } from './serialize';

export function numberTemplates(db: Queryable, orgId: string, integrationId: string): Promise<WhatsAppTemplateRow[]> {
  return db.select().from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.orgId, orgId), eq(whatsappTemplates.integrationId, integrationId)))
    .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language));
}

/** The organization's template by our id, or undefined. */
export async function organizationTemplate(db: Queryable, orgId: string, objectId: string): Promise<WhatsAppTemplateRow | undefined> {
  const [row] = await db.select().from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.orgId, orgId), eq(whatsappTemplates.objectId, objectId))).limit(1);
  return row;
}

/** Writes a template of the number as Meta has it (a new one, or the same name and language again). */
export async function upsertTemplate(db: Queryable, orgId: string, integrationId: string, fields: TemplateFields): Promise<WhatsAppTemplateRow> {
  const values = { reason: null, header: null, footer: null, ...fields, updatedAt: new Date() };
  const [row] = await db.insert(whatsappTemplates).values({ objectId: randomId(), orgId, integrationId, ...values })
    .onConflictDoUpdate({ target: [whatsappTemplates.integrationId, whatsappTemplates.name, whatsappTemplates.language], set: values })
    .returning();
  return row!;
}

/**
 * A synced template's header: Meta answers a media header's sample by its own (short-lived) URL or
 * handle, so one we made from an upload of ours keeps our /files/ URL, which a send links to.
 */
function keptHeader(synced: TemplateFields, known: WhatsAppTemplateRow[]): TemplateFields['header'] {
  const ours = known.find((row) => row.name === synced.name && row.language === synced.language)?.header;
  if (!synced.header || synced.header.format === 'TEXT' || ours?.format !== synced.header.format || !ours.mediaUrl?.startsWith('/files/')) return synced.header;
  return { ...synced.header, mediaUrl: ours.mediaUrl };
}

/** The number's templates become Meta's list: each written, those Meta no longer has removed. */
export function replaceTemplates(db: Db, orgId: string, integrationId: string, synced: TemplateFields[]): Promise<WhatsAppTemplateRow[]> {
  return db.transaction(async (tx) => {
    const known = await numberTemplates(tx, orgId, integrationId);
    const kept = [];
    for (const fields of synced) {
      const header = keptHeader(fields, known);
      kept.push(await upsertTemplate(tx, orgId, integrationId, { ...fields, ...(header ? { header } : {}) }));
    }
    await tx.delete(whatsappTemplates).where(and(
      eq(whatsappTemplates.orgId, orgId), eq(whatsappTemplates.integrationId, integrationId),
      ...(kept.length > 0 ? [notInArray(whatsappTemplates.objectId, kept.map((row) => row.objectId))] : []),
    ));
    return numberTemplates(tx, orgId, integrationId);
  });
}

export async function deleteTemplate(db: Queryable, orgId: string, objectId: string): Promise<void> {
  await db.delete(whatsappTemplates).where(and(eq(whatsappTemplates.orgId, orgId), eq(whatsappTemplates.objectId, objectId)));
}

const isStatus = (status: string): status is WhatsAppTemplateStatus => (WHATSAPP_TEMPLATE_STATUSES as readonly string[]).includes(status);

/**
 * Meta's review of a template (message_template_status_update) on the number's row of it; a state
 * Parley does not keep (FLAGGED, PENDING_DELETION …) keeps the row as it is. The row, when it changed.
 */
export async function applyTemplateReview(
  db: Queryable, integration: Pick<IntegrationRow, 'orgId' | 'objectId'>, review: { waTemplateId: string; status: string; reason?: string },
): Promise<WhatsAppTemplateRow | undefined> {
  if (!isStatus(review.status)) return undefined;
  const [row] = await db.update(whatsappTemplates).set({ status: review.status, reason: review.reason ?? null, updatedAt: new Date() })
    .where(and(
      eq(whatsappTemplates.orgId, integration.orgId), eq(whatsappTemplates.integrationId, integration.objectId),
      eq(whatsappTemplates.waTemplateId, review.waTemplateId),
    )).returning();
  return row;
}
