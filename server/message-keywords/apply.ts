// Message keywords in the inbound pipeline: a customer's text, once stored, meets the organization's
// switched-on rules of its platform (kept in memory, server/message-keywords/rules-cache.ts); the rules
// it matches add and remove their tags on the customer in one transaction that takes a change-feed
// number (as POST /functions/tagging does, server/tags/tagging.ts), so every device and console hears
// the new tags; each rule counts the customer once, however often they write its keywords.
import { and, eq, sql } from 'drizzle-orm';
import type { Platform } from '../../common/contracts/base';
import { matchingRules, tagsAfterRules } from '../../common/message-keywords';
import { CUSTOMER_TAGS_MAX } from '../../common/notes-tags';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { reserveSeq } from '../db/sequence';
import { toCustomer, type CustomerRow, type MessageRow } from '../messages/serialize';
import type { RealtimeEmitter } from '../realtime/emitter';
import type { MessageKeywordRules } from './rules-cache';
import { messageKeywords, messageKeywordTagged } from './schema';
import type { MessageKeywordRow } from './serialize';

export interface KeywordServices {
  db: Db;
  realtime: Pick<RealtimeEmitter, 'customer'>;
  keywords: MessageKeywordRules;
}

/** The text a customer wrote, when the message is one: a text message received from the customer. */
function customerText(message: MessageRow): string | undefined {
  if (message.sendType !== 'receive' || message.senderType !== 'Customer' || message.contentType !== 'text') return undefined;
  const content = (message.data as { content?: unknown }).content;
  return typeof content === 'string' ? content : undefined;
}

/**
 * Applies the rules the stored message matches. Answers the customer row when its tags changed.
 * A failure is reported, not thrown: the message is stored, and the pipeline goes on.
 */
export async function applyMessageKeywords(services: KeywordServices, message: MessageRow, customer: CustomerRow): Promise<CustomerRow | undefined> {
  const text = customerText(message);
  if (text === undefined) return undefined;
  try {
    const rules = matchingRules(await services.keywords.of(customer.orgId), text, customer.platform as Platform);
    if (rules.length === 0) return undefined;
    const changed = await tagByRules(services.db, customer.orgId, customer.objectId, rules);
    if (changed) services.realtime.customer(changed.orgId, toCustomer(changed));
    return changed;
  } catch (error) {
    console.warn(`message keywords: not applied to message ${message.objectId}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/**
 * One transaction: the customer's tags after the rules (locked row, a change-feed number only when
 * they change), and each rule's count of customers, raised by those it had not counted yet.
 */
async function tagByRules(db: Db, orgId: string, customerId: string, rules: readonly MessageKeywordRow[]): Promise<CustomerRow | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ objectId: customers.objectId, tags: customers.tags }).from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.objectId, customerId), eq(customers.deleted, false)))
      .limit(1)
      .for('update');
    if (!found) return undefined;
    // The tags kept come first, then the new ones: a customer carries at most CUSTOMER_TAGS_MAX tags, and
    // the new ones beyond it are not added (the removals still apply).
    const after = tagsAfterRules(found.tags, rules);
    const keptCount = after.filter((tag) => found.tags.includes(tag)).length;
    const next = after.slice(0, Math.max(CUSTOMER_TAGS_MAX, keptCount));
    // Each rule counts the customer once: a new (rule, customer) pair raises its count. Only rules that
    // still exist and are on are counted (another process may have changed them a moment ago).
    const ruleIds = sql.join(rules.map((rule) => sql`${rule.objectId}`), sql`, `);
    await tx.execute(sql`
      with counted as (
        insert into ${messageKeywordTagged} (rule_id, customer_id)
        select object_id, ${customerId} from ${messageKeywords}
        where org_id = ${orgId} and enabled and object_id in (${ruleIds})
        on conflict do nothing
        returning rule_id)
      update ${messageKeywords} set tagged_count = tagged_count + 1
      where object_id in (select rule_id from counted)`);
    if (sameTags(found.tags, next)) return undefined;
    const seq = await reserveSeq(tx, orgId);
    const [updated] = await tx.update(customers)
      .set({ tags: next, seq, updatedAt: new Date() })
      .where(eq(customers.objectId, found.objectId))
      .returning();
    return updated;
  });
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag, index) => tag === b[index]);
