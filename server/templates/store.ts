// Reply templates in the database, scoped by the organization; one of another organization is not found (404).
import { and, asc, eq, gt, ilike, isNull, or } from 'drizzle-orm';
import { randomId } from '../../common/ids';
import type { ReplyTemplate, ReplyTemplateType } from '../../common/contracts/kept-templates';
import type { TemplateCard } from '../../common/contracts/message-data';
import { pointer } from '../../common/parse';
import { containsPattern } from '../../common/notes-tags';
import type { Db } from '../db/client';
import { replyTemplates } from '../db/schema';
import { notFound } from '../http/errors';

type TemplateRow = typeof replyTemplates.$inferSelect;

function toTemplate(row: TemplateRow): ReplyTemplate {
  return {
    objectId: row.objectId,
    templateId: row.objectId,
    organization: pointer('Organization', row.orgId),
    templateType: row.templateType,
    name: row.name,
    note: row.note,
    ...(row.expiredAt ? { expiredAt: row.expiredAt.toISOString() } : {}),
    hidden: row.hidden,
    version: 2,
    data: row.templateType === 'text'
      ? { content: row.content, elements: [{ contentType: 'text', data: { content: row.content } }] }
      : { content: row.content, elements: row.cards ?? [] },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readTemplate(db: Db, orgId: string, objectId: string): Promise<ReplyTemplate | undefined> {
  const [row] = await db.select().from(replyTemplates)
    .where(and(eq(replyTemplates.orgId, orgId), eq(replyTemplates.objectId, objectId))).limit(1);
  return row && toTemplate(row);
}

/** What a template holds: text (its content), or cards with their alternative text as content. */
export interface TemplateContent {
  templateType: ReplyTemplateType;
  name: string;
  note: string;
  content: string;
  cards: TemplateCard[] | null;
}

/** Saves a new template; with the client's `objectId` a repeat answers the template stored the first time. */
export async function saveTemplate(db: Db, input: TemplateContent & { orgId: string; authorId: string; objectId?: string }): Promise<ReplyTemplate> {
  const { objectId = randomId(), ...values } = input;
  await db.insert(replyTemplates).values({ objectId, ...values }).onConflictDoNothing();
  const stored = await readTemplate(db, input.orgId, objectId);
  if (!stored) throw notFound();
  return stored;
}

/** Replaces what a stored template of the organization holds (its kind may change); 404 when there is none. */
export async function updateTemplate(db: Db, orgId: string, objectId: string, content: TemplateContent): Promise<ReplyTemplate> {
  const [row] = await db.update(replyTemplates).set({ ...content, updatedAt: new Date() })
    .where(and(eq(replyTemplates.orgId, orgId), eq(replyTemplates.objectId, objectId))).returning();
  if (!row) throw notFound();
  return toTemplate(row);
}

/** A page of the organization's shown, unexpired templates whose name or text contains the keyword, by name. */
export async function queryTemplates(db: Db, orgId: string, query: { keyword: string; limit: number; skip: number }): Promise<ReplyTemplate[]> {
  const conditions = [
    eq(replyTemplates.orgId, orgId),
    eq(replyTemplates.hidden, false),
    or(isNull(replyTemplates.expiredAt), gt(replyTemplates.expiredAt, new Date())),
  ];
  if (query.keyword !== '') {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(replyTemplates.name, pattern), ilike(replyTemplates.content, pattern)));
  }
  const rows = await db.select().from(replyTemplates).where(and(...conditions))
    .orderBy(asc(replyTemplates.name), asc(replyTemplates.objectId)).limit(query.limit).offset(query.skip);
  return rows.map(toTemplate);
}

/** Removes the template; false when there is none of that id in the organization. */
export async function removeTemplate(db: Db, orgId: string, objectId: string): Promise<boolean> {
  const deleted = await db.delete(replyTemplates).where(and(eq(replyTemplates.orgId, orgId), eq(replyTemplates.objectId, objectId)))
    .returning({ objectId: replyTemplates.objectId });
  return deleted.length > 0;
}
