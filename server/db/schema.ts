// Database schema (drizzle). Tenant tables carry org_id; customers and messages also carry the
// change-feed columns `seq` (org sequence number of the row's last change) and `deleted` (tombstone).
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Authority, InboxCategory, Platform, SenderType } from '../../common/contracts/base';
import type { LastMessagePreview } from '../../common/contracts/customers';
import type { ContentType, MessageData, TemplateCard } from '../../common/contracts/message-data';
import type { ReplyTemplateType } from '../../common/contracts/kept-templates';
import type { MessageDelivery } from '../../common/contracts/messages';
import type { OrganizationIntegration } from '../../common/contracts/organizations';
import type { NotificationEvent } from '../../common/notifications';
import type { AnnouncementNailed, NotificationBody } from '../../common/contracts/notifications';
import type { TaskStatus } from '../../common/tasks';
import type { PlanName, VpcOverrides } from '../../common/access';
import type { OrgRoleFeature } from '../../common/org-roles';
import type { CustomerSearchMode } from '../../common/customer-search';
import type { CustomerGroupStatus } from '../../common/customer-groups';
import type { CustomerGroupOptions } from '../../common/contracts/customer-groups';
import type { CustomerProfileFields, CustomFieldLabels, CustomFieldValues, MessageTag } from '../../common/customer-profile';
import type { LivechatSettings } from '../../common/contracts/livechat';
import type { WhatsAppTemplateButton, WhatsAppTemplateHeader } from '../../common/contracts/whatsapp-templates';
import type { WhatsAppTemplateStatus } from '../../common/whatsapp-templates';
import type { BroadcastStatus, RecipientStatus } from '../../common/broadcasts';
import type { BroadcastMessage, BroadcastOptions, BroadcastQuery, BroadcastShareMessageSetting, QuickReply } from '../../common/contracts/broadcasts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

const changeFeed = {
  seq: bigint('seq', { mode: 'number' }).notNull(),
  deleted: boolean('deleted').notNull().default(false),
};

export const users = pgTable('users', {
  objectId: text('object_id').primaryKey(),
  username: text('username').notNull().unique(),
  /** Always stored lowercased. */
  email: text('email').notNull().unique(),
  /** argon2id; null for an account made by social login until a password is set (by reset). */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  language: text('language').notNull().default('en-US'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Two-step verification (TOTP) is on: login asks for a code after the password. */
  mfaEnabled: boolean('mfa_enabled').notNull().default(false),
  /** The onboarding carousel was finished or skipped (wire name `toturialDisabled`, 01 §3). */
  tutorialDisabled: boolean('tutorial_disabled').notNull().default(false),
  /** The profile picture: an uploaded image of this user (server/accounts/picture.ts). */
  pictureFileId: text('picture_file_id').references((): AnyPgColumn => files.objectId, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * Login sessions (server/accounts/sessions.ts). A session ends when revoked, after the idle timeout
 * since `last_seen_at`, or at the absolute lifetime after `created_at` (docs/security.md).
 */
export const sessions = pgTable('sessions', {
  /** sha256 of the session token; the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  /** The session's public id: Account settings lists and ends sessions by it, never by token. */
  objectId: text('object_id').notNull().unique(),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Its last request, kept to the minute (a write at most once a minute per session). */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The client address and user agent of that request. */
  ipAddress: text('ip_address').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
}, (table) => [index('sessions_user_idx').on(table.userId)]);

/**
 * Addresses an account has logged in from (server/security/rate-limit.ts): failures of strangers
 * elsewhere never hold the owner off from these.
 */
export const knownLoginPlaces = pgTable('known_login_places', {
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  ipAddress: text('ip_address').notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.userId, table.ipAddress] })]);

export const organizations = pgTable('organizations', {
  objectId: text('object_id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  industry: text('industry').notNull().default(''),
  locale: text('locale').notNull().default('en-US'),
  /** Plan tier (03 §9); its plan-feature setting is common/access vpcSettingForPlan (docs/access.md). */
  plan: text('plan').$type<PlanName>().notNull().default('free'),
  /** Operator switches per module over the plan's setting (docs/access.md); null: the plan alone. */
  vpcOverrides: jsonb('vpc_overrides').$type<VpcOverrides>(),
  /** The organization's icon: an uploaded image of its own (server/organizations). */
  iconFileId: text('icon_file_id'),
  /** Trusted routes and URLs the console may redirect to (common/organizations/redirect-whitelist.ts). */
  redirectWhitelist: text('redirect_whitelist').array().notNull().default(sql`'{}'::text[]`),
  /** Connected channels (01 §3 integrations); live chat from creation (server/organizations/integrations.ts). */
  integrations: jsonb('integrations').$type<OrganizationIntegration[]>().notNull()
    .default(sql`'[{"platform":"livechat","alert":false}]'::jsonb`),
  /** Names of the customers' custom fields (POST /functions/updateCustomFields). */
  customFields: jsonb('custom_fields').$type<CustomFieldLabels>().notNull().default(sql`'{}'::jsonb`),
  /** How the customer name search matches (02 §7): containMode (case-insensitive contains) or fullMode (exact). */
  customerSearchMode: text('customer_search_mode').$type<CustomerSearchMode>().notNull().default('containMode'),
  ...timestamps,
});

/**
 * A user's permission record (01 §3 Permission): `organization_number` is how many more
 * organizations the user may create (server/permissions; the default is configuration).
 */
export const permissions = pgTable('permissions', {
  objectId: text('object_id').primaryKey(),
  userId: text('user_id').notNull().unique().references(() => users.objectId, { onDelete: 'cascade' }),
  organizationNumber: integer('organization_number').notNull(),
  /** Plan expiry; billing will set it. */
  expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/**
 * Custom organization roles (01 §3 OrgRole; server/org-roles): feature flags shaped like the
 * plan-feature setting, and a superior role of the same organization (no loops; checked in code).
 */
export const orgRoles = pgTable('org_roles', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  superiorId: text('superior_id').references((): AnyPgColumn => orgRoles.objectId),
  feature: jsonb('feature').$type<OrgRoleFeature>().notNull(),
  ...timestamps,
}, (table) => [
  uniqueIndex('org_roles_org_name_idx').on(table.orgId, sql`lower(${table.name})`),
  index('org_roles_superior_idx').on(table.superiorId),
]);

export const memberships = pgTable('memberships', {
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  authority: text('authority').$type<Authority>().notNull(),
  /** The member's custom org role, if any (a role in use cannot be removed). */
  orgRoleId: text('org_role_id').references(() => orgRoles.objectId),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  primaryKey({ columns: [table.orgId, table.userId] }),
  index('memberships_user_idx').on(table.userId),
  index('memberships_org_role_idx').on(table.orgRoleId),
]);

/** One counter per organization: the source of change-feed sequence numbers (see docs/server.md). */
export const orgSequences = pgTable('org_sequences', {
  orgId: text('org_id').primaryKey().references(() => organizations.objectId, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});

export const customers = pgTable('customers', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  /** The customer's id on its platform (for live chat: the visitor id). */
  platformCustomerId: text('platform_customer_id').notNull(),
  /** The connected account the customer writes to (null for live chat, or once the account is disconnected). */
  integrationId: text('integration_id').references((): AnyPgColumn => integrations.objectId, { onDelete: 'set null' }),
  /** The platform's token for answering the customer's last message (LINE's reply token), until used or stale. */
  replyToken: text('reply_token'),
  replyTokenAt: timestamp('reply_token_at', { withTimezone: true, mode: 'date' }),
  platform: text('platform').$type<Platform>().notNull(),
  /** The customer's one conversation (a copy of conversations.object_id, to answer without a join). */
  conversationId: text('conversation_id').notNull().unique(),
  displayName: text('display_name').notNull(),
  originalDisplayName: text('original_display_name').notNull(),
  picture: text('picture'),
  inbox: text('inbox').array().$type<InboxCategory[]>().notNull().default(sql`'{}'::text[]`),
  friendship: text('friendship').$type<'follow' | 'unfollow'>().notNull().default('follow'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
  lastInboundAt: timestamp('last_inbound_at', { withTimezone: true, mode: 'date' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
  /** The user the customer is assigned to (POST /functions/assign), if anyone. */
  assignee: text('assignee'),
  lastMessage: jsonb('last_message').$type<LastMessagePreview>(),
  badge: integer('badge').notNull().default(0),
  /** When an agent last read the conversation (POST /last_read/conversation/reset or set). */
  lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }),
  /** Contact fields (02 §3), filtered on by the customer list query (server/search). */
  cellPhone: text('cell_phone'),
  email: text('email'),
  /** Monitoring flag (02 §3 isMonitoring; options.monitoringOnly of the customer list query). */
  isMonitoring: boolean('is_monitoring').notNull().default(false),
  /** The org role the customer is bound to (02 §3 bind; options.bindRoleId of the customer list query). */
  bindRoleId: text('bind_role_id'),
  /** The bound role's name when it was bound (02 §3 bindName; POST /functions/bind). */
  bindName: text('bind_name'),
  /** Values of the organization's custom fields (POST /functions/updateCustomFields with a customer). */
  customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default(sql`'{}'::jsonb`),
  /** The other profile fields of 02 §3 (gender, birthday, nation, …) as the channel or a form gave them. */
  profile: jsonb('profile').$type<CustomerProfileFields>().notNull().default(sql`'{}'::jsonb`),
  ...changeFeed,
  ...timestamps,
}, (table) => [
  uniqueIndex('customers_platform_id_idx').on(table.orgId, table.platform, table.platformCustomerId),
  index('customers_org_seq_idx').on(table.orgId, table.seq),
  // The customer lists' order (server/inbox/list.ts customerPage): the sort key DESC NULLS LAST, then
  // object_id DESC, which PostgreSQL sorts NULLS FIRST; an index in another null order is not used for it.
  index('customers_org_last_message_idx').on(table.orgId, table.lastMessageAt.desc().nullsLast(), table.objectId.desc().nullsFirst()),
  // Inbox categories sorted by assignedAt (self, private, done, spam) and lastInboundAt (bind, subBind).
  index('customers_org_assigned_idx').on(table.orgId, table.assignedAt.desc().nullsLast(), table.objectId.desc().nullsFirst()),
  index('customers_org_last_inbound_idx').on(table.orgId, table.lastInboundAt.desc().nullsLast(), table.objectId.desc().nullsFirst()),
  // Name search in containMode (ILIKE '%…%', server/search): trigram indexes (migration 0021 loads pg_trgm).
  index('customers_display_name_trgm_idx').using('gin', sql`${table.displayName} gin_trgm_ops`),
  index('customers_original_name_trgm_idx').using('gin', sql`${table.originalDisplayName} gin_trgm_ops`),
  // Broadcast audiences by tag (server/broadcasts/audience.ts: tags && / @> the chosen tags).
  index('customers_tags_idx').using('gin', table.tags),
]);

export const conversations = pgTable('conversations', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique().references(() => customers.objectId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('conversations_org_idx').on(table.orgId)]);

export const messages = pgTable('messages', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  conversationId: text('conversation_id').notNull().references(() => conversations.objectId, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  platform: text('platform').$type<Platform>().notNull(),
  contentType: text('content_type').$type<ContentType>().notNull(),
  data: jsonb('data').$type<MessageData>().notNull(),
  sendType: text('send_type').$type<'send' | 'receive'>().notNull(),
  senderType: text('sender_type').$type<SenderType>().notNull(),
  senderId: text('sender_id').notNull(),
  profile: jsonb('profile').$type<{ firstName?: string; displayName?: string; picture?: string }>(),
  /** Idempotency key: the console's receiptId, or `visitorId:clientId` for live-chat visitors. */
  receiptId: text('receipt_id'),
  /** The live-chat page's own id of a visitor message. */
  clientId: text('client_id'),
  /** The Facebook or WhatsApp message tag a reply goes out with (publishTemplate options.fbMessengerTag). */
  messageTag: text('message_tag').$type<MessageTag>(),
  /** How a reply on a connected platform went (its job: message_deliveries); null for inbound and live chat. */
  delivery: jsonb('delivery').$type<MessageDelivery>(),
  ...changeFeed,
  ...timestamps,
}, (table) => [
  uniqueIndex('messages_org_receipt_idx').on(table.orgId, table.receiptId),
  index('messages_org_seq_idx').on(table.orgId, table.seq),
  index('messages_conversation_created_idx').on(table.conversationId, table.createdAt.desc(), table.objectId.desc()),
  // Message search (server/search): an organization's messages newest first.
  index('messages_org_created_idx').on(table.orgId, table.createdAt.desc(), table.objectId.desc()),
  // Message search by keyword (ILIKE '%…%' on data->>'content' and data->>'title'): trigram indexes (migration 0021 loads pg_trgm).
  index('messages_content_trgm_idx').using('gin', sql`(${table.data}->>'content') gin_trgm_ops`),
  index('messages_title_trgm_idx').using('gin', sql`(${table.data}->>'title') gin_trgm_ops`),
]);

/** Live-chat visitors: a browser identified by a random secret it keeps (only its hash is stored). */
export const visitors = pgTable('visitors', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** The e-mail the visitor gave in the pre-chat form, if any. */
  email: text('email'),
  /** When the visitor answered the pre-chat form; the form is not asked again. */
  profileGivenAt: timestamp('profile_given_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** An organization's live-chat settings (Linked apps › Live chat); no row: the defaults of common/livechat-hours.ts. */
export const livechatSettings = pgTable('livechat_settings', {
  orgId: text('org_id').primaryKey().references(() => organizations.objectId, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<LivechatSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One-time tokens mailed to a user: e-mail verification (24 h) and password reset (1 h).
 * Only the sha256 of the token is stored; `used_at` makes a token single-use.
 */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'verify-email' | 'reset-password'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('email_tokens_user_idx').on(table.userId, table.purpose)]);

/**
 * TOTP second factor of a user (kept out of `users` so that ordinary user reads never carry it).
 * `pending_secret` is a secret generated but not yet confirmed with a code; `secret` the confirmed
 * one. `last_time_step` is the TOTP time step of the last code used to log in: a code is accepted
 * once (replay protection).
 */
export const userMfa = pgTable('user_mfa', {
  userId: text('user_id').primaryKey().references(() => users.objectId, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A user's account at a social login provider (OpenID Connect): the provider's `sub` claim logs in
 * this user. One account per provider and user.
 */
export const socialLogins = pgTable('social_logins', {
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  primaryKey({ columns: [table.provider, table.subject] }),
  uniqueIndex('social_logins_user_provider_idx').on(table.userId, table.provider),
]);

/**
 * The pending second step of a login with two-step verification: a short-lived, single-use id
 * handed to the client after the right password. Only the sha256 of the id is stored.
 */
export const mfaChallenges = pgTable('mfa_challenges', {
  tempIdHash: text('temp_id_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('mfa_challenges_expires_idx').on(table.expiresAt)]);

/**
 * Failed login attempts per key (an account, or a client address), for rate limiting
 * (server/security/rate-limit.ts). The key is stored as a sha256 hash: no typed usernames or
 * addresses in clear. In the database, so that every server process sees the same counts.
 */
export const loginThrottles = pgTable('login_throttles', {
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
}, (table) => [index('login_throttles_last_failure_idx').on(table.lastFailureAt)]);

/**
 * Invitations to join an organization, mailed as a link /invite?code=…. Only the sha256 of the
 * code is stored; `used_at` makes a code single-use (server/members/invites.ts).
 */
export const invites = pgTable('invites', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  /** Lowercased address the invitation was mailed to. */
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  usedBy: text('used_by').references(() => users.objectId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('invites_org_idx').on(table.orgId)]);

/**
 * System tasks (exports, broadcasts, …): durable rows worked by the runner of server/tasks. A runner
 * claims a row with SELECT … FOR UPDATE SKIP LOCKED and holds it by `lease_until`, renewed while it
 * works; a row still preparing/working after its lease ran out was left by a stopped process and is
 * re-queued (or failed once `attempts` is used up). See docs/tasks.md.
 */
export const tasks = pgTable('tasks', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  status: text('status').$type<TaskStatus>().notNull(),
  total: integer('total').notNull().default(0),
  progress: integer('progress').notNull().default(0),
  options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
  /** Download path of the output (exports). */
  url: text('url'),
  /** Where the output file lies, relative to DATA_DIR. */
  filePath: text('file_path'),
  /** Why it failed, in the server's words (a detail for logs and API clients). */
  error: text('error'),
  /** Why it failed as a key the console translates (`TaskErrorKey`, common/error-keys.ts). */
  errorKey: text('error_key'),
  /** What a finished task reports besides a file (e.g. a CSV import's matched and unmatched rows). */
  result: jsonb('result').$type<Record<string, unknown>>(),
  /** Runs started so far (a re-queued interrupted run counts). */
  attempts: integer('attempts').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  scheduleAt: timestamp('schedule_at', { withTimezone: true, mode: 'date' }),
  /** The member who started it (web push tells them when it ends); null for tasks the system starts. */
  createdBy: text('created_by').references(() => users.objectId, { onDelete: 'set null' }),
  ...timestamps,
}, (table) => [
  index('tasks_org_created_idx').on(table.orgId, table.createdAt.desc(), table.objectId.desc()),
  index('tasks_status_idx').on(table.status, table.createdAt),
]);

/**
 * Uploaded files (01 §7 Files): a row is made when the upload URL is handed out, the bytes land in
 * file storage under `storage_key` (DATA_DIR/files/{orgId}/…), and `stored_at` is set once they
 * have all arrived; POST /classes/File/{id} then finalizes it (server/files).
 */
export const files = pgTable('files', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  /** The member who uploaded it; null for what a customer sent through a channel (LINE's images, …). */
  createdBy: text('created_by').references(() => users.objectId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  /** The upload rules the bytes were checked against (common/uploads). */
  channel: text('channel').notNull(),
  mode: text('mode').notNull(),
  storageKey: text('storage_key').notNull(),
  size: bigint('size', { mode: 'number' }),
  storedAt: timestamp('stored_at', { withTimezone: true, mode: 'date' }),
  finalizedAt: timestamp('finalized_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
}, (table) => [index('files_org_idx').on(table.orgId)]);

/**
 * System messages (the notification center, 01 §3): one row per recipient user and organization
 * (server/notifications). `body` is the message's `data.body`.
 */
export const systemMessages = pgTable('system_messages', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  eventType: text('event_type').$type<NotificationEvent>().notNull(),
  body: jsonb('body').$type<NotificationBody>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('system_messages_user_org_created_idx').on(table.userId, table.orgId, table.createdAt.desc(), table.objectId.desc())]);

/** When a user last opened the notification center of an organization (the badge counts what came after). */
export const notificationReads = pgTable('notification_reads', {
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (table) => [primaryKey({ columns: [table.orgId, table.userId] })]);

/** Organization announcements (01 §3): `content` is HTML cleaned by common/html-policy.ts. */
export const announcements = pgTable('announcements', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  content: text('content').notNull(),
  nailed: text('nailed').$type<AnnouncementNailed>().notNull().default('normal'),
  seenUsers: text('seen_users').array().notNull().default(sql`'{}'::text[]`),
  createdBy: text('created_by').references(() => users.objectId, { onDelete: 'set null' }),
  ...timestamps,
}, (table) => [index('announcements_org_created_idx').on(table.orgId, table.createdAt.desc(), table.objectId.desc())]);

/** Notes agents keep on a customer (02 §3 Note; server/notes). */
export const notes = pgTable('notes', {
  /** The console's own id of the note (a repeated create answers the same note). */
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  authorId: text('author_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  ...timestamps,
}, (table) => [index('notes_org_customer_created_idx').on(table.orgId, table.customerId, table.createdAt.desc())]);

/**
 * Web-push subscriptions (server/push): one per browser (its push service endpoint), owned by the
 * user and the login session that subscribed; a revoked session's subscriptions get no pushes and are
 * deleted at the next send (docs/push.md).
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: text('user_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  /** sha256 of the session token (sessions.token_hash). */
  sessionHash: text('session_hash').notNull().references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  ...timestamps,
}, (table) => [
  index('push_subscriptions_user_idx').on(table.userId),
  index('push_subscriptions_session_idx').on(table.sessionHash),
]);

/**
 * Messages kept for later (02 §3 Kept message; server/kept): a copy of the message, shared by the
 * organization, at most one per message (keeping twice keeps once).
 */
export const keptMessages = pgTable('kept_messages', {
  /** The console's own id of the keep, or a server one. */
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  conversationId: text('conversation_id').notNull().references(() => conversations.objectId, { onDelete: 'cascade' }),
  messageId: text('message_id').notNull().references(() => messages.objectId, { onDelete: 'cascade' }),
  ownerId: text('owner_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  labels: jsonb('labels').$type<string[]>().notNull().default([]),
  ...timestamps,
}, (table) => [
  uniqueIndex('kept_messages_org_message_idx').on(table.orgId, table.messageId),
  index('kept_messages_org_conversation_created_idx').on(table.orgId, table.conversationId, table.createdAt.desc()),
]);

/**
 * Customer groups (02 §3; server/customer-groups): a named set of the organization's customers. A
 * custom group (options.isCustomCustomerGroup) is filled from a CSV import; `count` is its members.
 */
export const customerGroups = pgTable('customer_groups', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
  options: jsonb('options').$type<CustomerGroupOptions>().notNull().default({}),
  count: integer('count').notNull().default(0),
  expired: boolean('expired').notNull().default(false),
  status: text('status').$type<CustomerGroupStatus>().notNull(),
  ...timestamps,
}, (table) => [index('customer_groups_org_updated_idx').on(table.orgId, table.updatedAt.desc(), table.objectId.desc())]);

/** The customers of a customer group. */
export const customerGroupMembers = pgTable('customer_group_members', {
  groupId: text('group_id').notNull().references(() => customerGroups.objectId, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  primaryKey({ columns: [table.groupId, table.customerId] }),
  index('customer_group_members_customer_idx').on(table.customerId),
]);

/** Reply templates (02 §3 Reply template, version 2; server/templates): text an agent inserts in the editor. */
export const replyTemplates = pgTable('reply_templates', {
  /** The console's own id of the template, or a server one; also its templateId. */
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  authorId: text('author_id').notNull().references(() => users.objectId, { onDelete: 'cascade' }),
  templateType: text('template_type').$type<ReplyTemplateType>().notNull(),
  name: text('name').notNull(),
  note: text('note').notNull().default(''),
  /** A text template's text; a card template's alternative text ('' when none). What the search reads. */
  content: text('content').notNull(),
  /** A card template's cards (null for text). */
  cards: jsonb('cards').$type<TemplateCard[]>(),
  hidden: boolean('hidden').notNull().default(false),
  expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
}, (table) => [index('reply_templates_org_name_idx').on(table.orgId, table.name)]);

/** AI points an organization used per calendar month (UTC, `YYYY-MM`), charged per request by model (server/ai). */
export const aiPointUsage = pgTable('ai_point_usage', {
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  month: text('month').notNull(),
  used: integer('used').notNull().default(0),
  ...timestamps,
}, (table) => [primaryKey({ columns: [table.orgId, table.month] })]);

/** An organization's AI bot (common/ai-bot.ts): at most one, edited in the bot editor. */
export const aiBots = pgTable('ai_bots', {
  orgId: text('org_id').primaryKey().references(() => organizations.objectId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  instructions: text('instructions').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  /** The bot answers customers in the bot inbox by itself (server/ai/auto-answer.ts), not only agents. */
  answersCustomers: boolean('answers_customers').notNull().default(false),
  ...timestamps,
});

/**
 * A channel account connected to an organization (03 §3 Integration): a LINE Official Account, …
 * Its credentials are sealed (server/security/credentials.ts): never stored, answered or logged in clear.
 */
export const integrations = pgTable('integrations', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  platform: text('platform').$type<Platform>().notNull(),
  /** The account on its platform (LINE: the channel id): connected to one organization at a time. */
  account: text('account').notNull(),
  /** The bot's own id on its platform (LINE: its user id, a webhook's `destination`). */
  botId: text('bot_id').notNull(),
  /** The account this one is reached through: Instagram's Facebook Page, WhatsApp's Business Account. */
  parentAccount: text('parent_account'),
  /** The bot's name and picture as its platform has them. */
  name: text('name').notNull(),
  picture: text('picture'),
  credentials: text('credentials').notNull(),
  /** When the platform was told our webhook URL through its API (an https PUBLIC_URL), and when a webhook last came. */
  webhookSetAt: timestamp('webhook_set_at', { withTimezone: true, mode: 'date' }),
  lastWebhookAt: timestamp('last_webhook_at', { withTimezone: true, mode: 'date' }),
  /** SHA-256 (hex) of the webhook verify token the admin chose (Meta's handshake names the account by it). */
  verifyTokenHash: text('verify_token_hash'),
  /** The platform said the token is dead (Meta: error 190): the admin connects the account again. */
  reconnect: boolean('reconnect').notNull().default(false),
  ...timestamps,
}, (table) => [
  uniqueIndex('integrations_platform_account_idx').on(table.platform, table.account),
  index('integrations_org_idx').on(table.orgId),
  index('integrations_verify_token_idx').on(table.verifyTokenHash),
]);

/**
 * Webhook events as the platform sent them: stored before the webhook is answered, processed after
 * (server/channels/inbound), so an event answered is never lost. A redelivery finds its event id and adds nothing.
 */
export const channelEvents = pgTable('channel_events', {
  objectId: text('object_id').primaryKey(),
  integrationId: text('integration_id').notNull().references(() => integrations.objectId, { onDelete: 'cascade' }),
  orgId: text('org_id').notNull(),
  /** The platform's id of the event (LINE: webhookEventId). */
  eventId: text('event_id').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  /**
   * The lane the event is applied in, in `queued` order (docs/scale-out.md, "Lanes"): the customer's id on
   * the platform, or '' for an event of the account itself. Lanes of the account run side by side.
   */
  lane: text('lane').notNull().default(''),
  /** The order events were stored in (a lane applies them in this order). */
  queued: bigserial('queued', { mode: 'number' }).notNull(),
  status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** A processor holds the event until then; a claim that ran out (its process died) is taken again. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  error: text('error'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
}, (table) => [
  uniqueIndex('channel_events_event_idx').on(table.integrationId, table.eventId),
  index('channel_events_status_idx').on(table.status, table.receivedAt),
  // A lane's head: its oldest pending event (the claim's NOT EXISTS looks it up).
  index('channel_events_lane_idx').on(table.integrationId, table.lane, table.queued).where(sql`${table.status} = 'pending'`),
]);

/**
 * Replies to send to a connected platform: written with the message (one transaction), worked by the
 * outbound sender (server/channels/outbound), which claims a row for a while and retries with backoff.
 * `round` counts the agent's resends: each round has its own retry key.
 */
export const messageDeliveries = pgTable('message_deliveries', {
  messageId: text('message_id').primaryKey().references(() => messages.objectId, { onDelete: 'cascade' }),
  orgId: text('org_id').notNull(),
  /** The conversation's lane: a customer's replies go out one at a time, in `queued` order. */
  customerId: text('customer_id').notNull(),
  /** The account the reply goes through (its in-flight bound and rate limit); none when not connected. */
  integrationId: text('integration_id'),
  /** The order replies were stored in. */
  queued: bigserial('queued', { mode: 'number' }).notNull(),
  status: text('status').$type<'pending' | 'done'>().notNull().default('pending'),
  round: integer('round').notNull().default(0),
  /** When the round began: LINE keeps a retry key 24 hours, so a resend within them may reuse it. */
  roundAt: timestamp('round_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  /**
   * Set by the claim, cleared by the try's outcome: a claim that finds it set knows the last try was
   * cut off (its process died) with its outcome unknown.
   */
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  /** A try of this round went without a retry key (LINE's reply API), so a cut-off try may have sent it. */
  keylessTry: boolean('keyless_try').notNull().default(false),
  /** A try of this round may have been accepted (no answer, a 5xx): the round never ends as plainly failed. */
  ambiguous: boolean('ambiguous').notNull().default(false),
  /** Not before then: a claim being worked, or the backoff (or the platform's Retry-After) of a retry. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The platform's id of the sent message (Messenger: message_id): its echoes and receipts name it. */
  platformMessageId: text('platform_message_id'),
  ...timestamps,
}, (table) => [
  index('message_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  index('message_deliveries_platform_idx').on(table.orgId, table.platformMessageId),
  // A lane's head: the customer's oldest pending reply.
  index('message_deliveries_lane_idx').on(table.customerId, table.queued).where(sql`${table.status} = 'pending'`),
]);

/**
 * WhatsApp message templates of a connected number as Meta last told (server/channels/whatsapp/templates):
 * synced from the WhatsApp Business Account, created through it, their review state kept by webhook.
 */
export const whatsappTemplates = pgTable('whatsapp_templates', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  integrationId: text('integration_id').notNull().references(() => integrations.objectId, { onDelete: 'cascade' }),
  /** Meta's id of the template (message_template_id). */
  waTemplateId: text('wa_template_id').notNull(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  category: text('category').notNull(),
  status: text('status').$type<WhatsAppTemplateStatus>().notNull(),
  /** Why Meta rejected or paused it, when it says. */
  reason: text('reason'),
  header: jsonb('header').$type<WhatsAppTemplateHeader>(),
  body: text('body').notNull(),
  footer: text('footer'),
  buttons: jsonb('buttons').$type<WhatsAppTemplateButton[]>().notNull().default(sql`'[]'::jsonb`),
  ...timestamps,
}, (table) => [
  uniqueIndex('whatsapp_templates_integration_name_idx').on(table.integrationId, table.name, table.language),
  index('whatsapp_templates_org_idx').on(table.orgId),
  index('whatsapp_templates_wa_id_idx').on(table.waTemplateId),
]);

/**
 * Broadcasts (03 §3; server/broadcasts, docs/broadcasts.md): a message set sent to an audience, now or
 * at `schedule_at`. Its runner task (tasks row) has the same objectId. Counters are the recipients'
 * outcomes, kept by the dispatcher.
 */
export const broadcasts = pgTable('broadcasts', {
  objectId: text('object_id').primaryKey(),
  orgId: text('org_id').notNull().references(() => organizations.objectId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  status: text('status').$type<BroadcastStatus>().notNull(),
  query: jsonb('query').$type<BroadcastQuery>().notNull(),
  messages: jsonb('messages').$type<BroadcastMessage[]>().notNull(),
  quickReply: jsonb('quick_reply').$type<QuickReply>(),
  options: jsonb('options').$type<BroadcastOptions>().notNull().default({}),
  scheduleAt: timestamp('schedule_at', { withTimezone: true, mode: 'date' }),
  createdBy: text('created_by').references(() => users.objectId, { onDelete: 'set null' }),
  total: integer('total').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  success: integer('success').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  unknown: integer('unknown').notNull().default(0),
  /** The broadcast whose failures this one resends (query.resendTaskId). */
  resendOf: text('resend_of'),
  /** The runner's task (tasks.object_id) once it is queued; null for a draft. */
  taskId: text('task_id'),
  /** When the audience was snapshotted into broadcast_recipients (once; a rerun does not add anyone). */
  snapshotAt: timestamp('snapshot_at', { withTimezone: true, mode: 'date' }),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  deleted: boolean('deleted').notNull().default(false),
  /** The share message's setting (03 §3 shareMessageSetting), with a `shareMessage` among the messages. */
  shareMessageSetting: jsonb('share_message_setting').$type<BroadcastShareMessageSetting>(),
  /** The unguessable token the share page reads the shared message by; set when it is first sent. */
  shareToken: text('share_token'),
  ...timestamps,
}, (table) => [
  index('broadcasts_org_created_idx').on(table.orgId, table.createdAt.desc(), table.objectId.desc()),
  uniqueIndex('broadcasts_share_token_idx').on(table.shareToken),
]);

/**
 * An organization's LINE Login channel (its secret sealed to the row) and the LIFF app Parley made on
 * it for share messages (server/channels/line-login; docs/broadcasts.md).
 */
export const lineLoginChannels = pgTable('line_login_channels', {
  orgId: text('org_id').primaryKey().references(() => organizations.objectId, { onDelete: 'cascade' }),
  channelId: text('channel_id').notNull(),
  credentials: text('credentials').notNull(),
  liffId: text('liff_id'),
  liffName: text('liff_name'),
  ...timestamps,
});

/**
 * Who a broadcast reaches, snapshotted at its start, and how each went: the dispatcher claims
 * `pending` rows in batches. `sending` is written before a call without a retry key (Meta): found
 * after a crash it becomes `unknown`, never resent. `batch_id` and `retry_key` are written before a
 * LINE multicast, so a rerun repeats the same key.
 */
export const broadcastRecipients = pgTable('broadcast_recipients', {
  broadcastId: text('broadcast_id').notNull().references(() => broadcasts.objectId, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().references(() => customers.objectId, { onDelete: 'cascade' }),
  orgId: text('org_id').notNull(),
  platform: text('platform').$type<Platform>().notNull(),
  integrationId: text('integration_id'),
  platformCustomerId: text('platform_customer_id').notNull(),
  /** Whether the customer was inside Meta's 24-hour window at the snapshot (WhatsApp: what may go). */
  withinWindow: boolean('within_window').notNull().default(true),
  status: text('status').$type<RecipientStatus>().notNull().default('pending'),
  error: text('error'),
  batchId: text('batch_id'),
  retryKey: text('retry_key'),
  /** LINE's request id of the multicast that carried it (its insight: the open log). */
  platformRequestId: text('platform_request_id'),
  attempts: integer('attempts').notNull().default(0),
  /** A try of its LINE batch may have been accepted (no answer, a 5xx): the batch never ends as plainly failed. */
  ambiguous: boolean('ambiguous').notNull().default(false),
  /** Of the messages this recipient gets, how many the platform accepted (one call each on Meta): a resumed run goes on from there. */
  messagesSent: integer('messages_sent').notNull().default(0),
  /** Not before then (a LINE 429's Retry-After, a Meta rate limit). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
}, (table) => [
  primaryKey({ columns: [table.broadcastId, table.customerId] }),
  // The dispatcher's claims: the pending rows of one broadcast and platform, in customer order.
  index('broadcast_recipients_claim_idx').on(table.broadcastId, table.status, table.platform, table.integrationId, table.customerId),
  index('broadcast_recipients_batch_idx').on(table.broadcastId, table.batchId),
  index('broadcast_recipients_customer_idx').on(table.customerId),
]);
