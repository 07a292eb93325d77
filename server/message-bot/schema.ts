// The message bot's tables (docs/message-bot.md), in a schema file of their own: drizzle.config.ts and
// server/db/client.ts take it beside server/db/schema.ts.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Platform } from '../../common/contracts/base';
import type { QuickReply } from '../../common/contracts/broadcasts';
import type { BotKeyword, BotReply, BotSettings } from '../../common/contracts/message-bot';
import { customers, messages, organizations } from '../db/schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** A keyword rule: a customer's text in a conversation the bot has meets a keyword, and the rule's replies go out. */
export const botRules = pgTable('bot_rules', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  keywords: jsonb('keywords').$type<BotKeyword[]>().notNull(),
  platforms: text('platforms').array().$type<Platform[]>().notNull(),
  /** Integration ids, or 'livechat'; empty: every account of the platforms. */
  accounts: text('accounts').array().notNull().default(sql`'{}'::text[]`),
  requiredTags: text('required_tags').array().notNull().default(sql`'{}'::text[]`),
  excludedTags: text('excluded_tags').array().notNull().default(sql`'{}'::text[]`),
  replies: jsonb('replies').$type<BotReply[]>().notNull(),
  /** Buttons under the last reply; null: none. */
  quickReply: jsonb('quick_reply').$type<QuickReply>(),
  enabled: boolean('enabled').notNull().default(true),
  /** 1 answers first. */
  priority: integer('priority').notNull(),
  usedCount: integer('used_count').notNull().default(0),
  ...timestamps,
}, (table) => [index('bot_rules_org_priority_idx').on(table.orgId, table.priority)]);

/** The organization's welcome, away message, business hours and which accounts start with the bot; none: the defaults. */
export const botSettings = pgTable('bot_settings', {
  orgId: text('org_id').primaryKey().references(() => organizations.objectId, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<BotSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * What the bot sent a conversation once: the welcome (period '') and the away message per closed period
 * (the local time of the next opening). Written in the job that sends it: never twice.
 */
export const botSentOnce = pgTable('bot_sent_once', {
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  occasion: text('occasion').$type<'welcome' | 'away'>().notNull(),
  period: text('period').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.customerId, table.occasion, table.period] })]);

/**
 * The bot's durable jobs, one per trigger (a customer's message, a follow's event line), keyed by that
 * message: a redelivered webhook adds none. Worked in lanes, one per conversation
 * (server/channels/lanes): a conversation's triggers are answered in order, others side by side.
 */
export const botJobs = pgTable('bot_jobs', {
  messageId: text('message_id').primaryKey().references(() => messages.objectId, { onDelete: 'cascade' }),
  orgId: text('org_id').notNull(),
  /** The conversation's lane. */
  customerId: text('customer_id').notNull(),
  /** The account the customer writes to (its share of the worker); none for live chat. */
  integrationId: text('integration_id'),
  kind: text('kind').$type<'message' | 'follow'>().notNull(),
  queued: bigserial('queued', { mode: 'number' }).notNull(),
  status: text('status').$type<'pending' | 'done'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** Not before then: a claim being worked, or the backoff of a retry. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ...timestamps,
}, (table) => [
  index('bot_jobs_due_idx').on(table.status, table.nextAttemptAt),
  // A lane's head: the conversation's oldest pending job.
  index('bot_jobs_lane_idx').on(table.customerId, table.queued).where(sql`${table.status} = 'pending'`),
]);
