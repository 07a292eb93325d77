// Message keywords' tables (docs/customer-management.md, "Message keywords"), in a schema file of their
// own: drizzle.config.ts and server/db/client.ts take it beside server/db/schema.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Platform } from '../../common/contracts/base';
import type { MatchMode } from '../../common/message-keywords';
import { customers, organizations } from '../db/schema';

/** A rule: an inbound text that meets one of its keywords, on one of its platforms, adds and removes tags on its customer. */
export const messageKeywords = pgTable('message_keywords', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  keywords: text('keywords').array().notNull(),
  matchMode: text('match_mode').$type<MatchMode>().notNull(),
  platforms: text('platforms').array().$type<Platform[]>().notNull(),
  addTags: text('add_tags').array().notNull().default(sql`'{}'::text[]`),
  removeTags: text('remove_tags').array().notNull().default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(true),
  /** Customers the rule applied to, each once (the rows of message_keyword_tagged it added). */
  taggedCount: integer('tagged_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('message_keywords_org_created_idx').on(table.orgId, table.createdAt.desc(), table.objectId.desc())]);

/** The customers a rule applied to: what makes its count once per customer. */
export const messageKeywordTagged = pgTable('message_keyword_tagged', {
  ruleId: text('rule_id').notNull().references(() => messageKeywords.objectId, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  primaryKey({ columns: [table.ruleId, table.customerId] }),
  index('message_keyword_tagged_customer_idx').on(table.customerId),
]);
