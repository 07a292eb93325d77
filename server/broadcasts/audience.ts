// Who a broadcast reaches (03 §3 query, §5, §9; docs/broadcasts.md "Audience"): one WHERE clause over
// the organization's customers, used to count (POST /broadcast/getCustomers), to list, and to
// snapshot the recipients at the start of a run (one INSERT … SELECT). Every condition given must hold;
// without one, nobody. The Facebook 24-hour policy and the LINE unfollow filter always apply.
import { and, arrayContains, arrayOverlaps, asc, count, eq, exists, gt, inArray, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import { audiencePlatforms, facebookTagFor, hasAudienceCondition, type BroadcastSendOptions } from '../../common/broadcasts';
import type { BroadcastQuery } from '../../common/contracts/broadcasts';
import { MESSAGING_WINDOW_MS } from '../../common/messaging-window';
import type { Db, Queryable } from '../db/client';
import { broadcastRecipients, broadcasts, customers, messages } from '../db/schema';
import type { CustomerRow } from '../messages/serialize';
import { inAudienceGroups, type AudienceGroups } from './audience-groups';

export interface AudienceInput {
  orgId: string;
  query: BroadcastQuery;
  options: BroadcastSendOptions;
  /** The WhatsApp numbers (integrations) whose template the broadcast carries: their customers are reachable past 24 hours. */
  whatsAppTemplateIntegrations: readonly string[];
  /** The groups `query.customerGroups` names, loaded (audience-groups.ts). */
  groups: AudienceGroups;
  now: Date;
}

const GENDER_UNKNOWN = 'unknown';

/** Inside Meta's 24-hour window (the customer wrote within the last 24 hours). */
const withinWindow = (cutoff: Date) => and(isNotNull(customers.lastInboundAt), gt(customers.lastInboundAt, cutoff))!;

/** The Facebook 24-hour policy (03 §9): who on Messenger, Instagram and WhatsApp may get the broadcast now. */
function windowPolicy(input: AudienceInput, cutoff: Date): SQL {
  const inside = withinWindow(cutoff);
  const outside: SQL[] = [];
  for (const platform of ['facebook', 'instagram'] as const) {
    // With a tag the platform takes, its customers past 24 hours are reached too.
    if (!facebookTagFor(platform, input.options.fbMessengerTag)) outside.push(and(eq(customers.platform, platform), not(inside))!);
  }
  const templateNumbers = input.whatsAppTemplateIntegrations;
  const whatsappReachable = templateNumbers.length > 0 ? or(inside, inArray(customers.integrationId, [...templateNumbers]))! : inside;
  outside.push(and(eq(customers.platform, 'whatsapp'), not(whatsappReachable))!);
  return not(or(...outside)!);
}

/** The conditions of the query (AND), or `false` without any (03 §5). */
export function audienceWhere(input: AudienceInput): SQL {
  const { orgId, query } = input;
  if (!hasAudienceCondition(query)) return sql`false`;
  const conditions: (SQL | undefined)[] = [
    eq(customers.orgId, orgId),
    eq(customers.deleted, false),
    inArray(customers.platform, audiencePlatforms(query.platforms)),
    // A customer of an account no longer connected cannot be reached (live chat needs no account).
    or(eq(customers.platform, 'livechat'), isNotNull(customers.integrationId)),
    // The LINE unfollow filter (03 §9): who blocked the account gets nothing.
    not(and(eq(customers.platform, 'line'), eq(customers.friendship, 'unfollow'))!),
    windowPolicy(input, new Date(input.now.getTime() - MESSAGING_WINDOW_MS)),
  ];
  const ids = query.customerObjectIds;
  if (ids?.$in?.length) conditions.push(inArray(customers.objectId, ids.$in));
  if (ids?.$nin?.length) conditions.push(not(inArray(customers.objectId, ids.$nin)));
  if (query.gender?.length) {
    const named = query.gender.filter((gender) => gender !== GENDER_UNKNOWN);
    const gender = sql`${customers.profile}->>'gender'`;
    conditions.push(or(
      named.length > 0 ? inArray(gender, named) : undefined,
      query.gender.includes(GENDER_UNKNOWN) ? sql`coalesce(${gender}, '') = ''` : undefined,
    ));
  }
  const tags = query.tagDensity;
  if (tags?.$in?.length) conditions.push(arrayOverlaps(customers.tags, tags.$in));
  if (tags?.$all?.length) conditions.push(arrayContains(customers.tags, tags.$all));
  if (tags?.$nin?.length) conditions.push(not(arrayOverlaps(customers.tags, tags.$nin)));
  if (query.inboxes?.length) conditions.push(arrayOverlaps(customers.inbox, query.inboxes));
  if (query.customerGroups?.length) conditions.push(inAudienceGroups(orgId, input.groups));
  if (query.recurring) conditions.push(recurringOptIn(query.recurring.topic));
  if (query.resendTaskId) conditions.push(failedIn(orgId, query.resendTaskId));
  return and(...conditions)!;
}

/**
 * Messenger's recurring notifications: the customer's latest opt-in or opt-out (of the topic, when
 * named) is an opt-in. The messages' `recurringNotificationStart` / `…Stop` rows are that record.
 */
function recurringOptIn(topic: string | undefined): SQL {
  const ofTopic = topic === undefined ? sql`` : sql` and ${messages.data}->>'title' = ${topic}`;
  return and(eq(customers.platform, 'facebook'), sql`(select ${messages.contentType} from ${messages}
    where ${messages.conversationId} = ${customers.conversationId} and ${messages.deleted} = false
    and ${messages.contentType} in ('recurringNotificationStart', 'recurringNotificationStop')${ofTopic}
    order by ${messages.createdAt} desc limit 1) = 'recurringNotificationStart'`)!;
}

/** The customers whose delivery failed in the organization's broadcast `broadcastId` (not the unknown ones: they may have it). */
function failedIn(orgId: string, broadcastId: string): SQL {
  return exists(sql`(select 1 from ${broadcastRecipients} inner join ${broadcasts} on ${broadcasts.objectId} = ${broadcastRecipients.broadcastId}
    where ${broadcastRecipients.broadcastId} = ${broadcastId} and ${broadcastRecipients.customerId} = ${customers.objectId}
    and ${broadcasts.orgId} = ${orgId} and ${broadcastRecipients.status} = 'failed')`);
}

export async function countAudience(db: Queryable, input: AudienceInput): Promise<number> {
  const [row] = await db.select({ total: count() }).from(customers).where(audienceWhere(input));
  return row?.total ?? 0;
}

export function audiencePage(db: Queryable, input: AudienceInput, skip: number, limit: number): Promise<CustomerRow[]> {
  return db.select().from(customers).where(audienceWhere(input)).orderBy(asc(customers.objectId)).offset(skip).limit(limit);
}

/**
 * Writes the audience as the broadcast's recipients in one statement. Idempotent: a customer already
 * a recipient is left as it is (ON CONFLICT DO NOTHING).
 */
export async function snapshotAudience(db: Db | Queryable, broadcastId: string, input: AudienceInput): Promise<void> {
  const cutoff = new Date(input.now.getTime() - MESSAGING_WINDOW_MS);
  await db.insert(broadcastRecipients).select(
    db.select({
      broadcastId: sql<string>`${broadcastId}`.as('broadcast_id'),
      customerId: customers.objectId,
      orgId: customers.orgId,
      platform: customers.platform,
      integrationId: customers.integrationId,
      platformCustomerId: customers.platformCustomerId,
      withinWindow: sql<boolean>`coalesce(${customers.lastInboundAt} > ${cutoff.toISOString()}::timestamptz, false)`.as('within_window'),
      status: sql<'pending'>`'pending'`.as('status'),
      error: sql<null>`null`.as('error'),
      batchId: sql<null>`null`.as('batch_id'),
      retryKey: sql<null>`null`.as('retry_key'),
      platformRequestId: sql<null>`null`.as('platform_request_id'),
      attempts: sql<number>`0`.as('attempts'),
      ambiguous: sql<boolean>`false`.as('ambiguous'),
      messagesSent: sql<number>`0`.as('messages_sent'),
      nextAttemptAt: sql<null>`null`.as('next_attempt_at'),
      createdAt: sql<Date>`now()`.as('created_at'),
      sentAt: sql<null>`null`.as('sent_at'),
    }).from(customers).where(audienceWhere(input)),
  ).onConflictDoNothing();
}
