// Seeds an organization with many live-chat customers and messages straight into the server's database
// (with the server stopped: PGlite allows one process at a time).
import { openDatabase } from '../../server/db/client';
import { reserveSeq } from '../../server/db/sequence';
import { and, eq } from 'drizzle-orm';
import { conversations, customers, messages, users } from '../../server/db/schema';
import { randomId } from '../../common/ids';

const BATCH = 1000;
const MESSAGE_BATCH = 2000;

export interface SeededCustomer { objectId: string; conversationId: string }

export interface SeedPlan {
  /** Messages in all. */
  messages: number;
  /** Messages of the first customer, the newest conversation of the inbox; the rest are spread evenly. */
  messagesOfFirst: number;
}

/** Customers oldest first; the first one gets the newest last message, so it heads the inbox. `tagsOf` tags customer n (none without it). */
export async function seedCustomers(dataDir: string, orgId: string, count: number, tagsOf?: (n: number) => string[]): Promise<SeededCustomer[]> {
  const database = await openDatabase({ dataDir });
  const seeded: SeededCustomer[] = [];
  const start = Date.now() - count * 1000;
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, size);
      const rows = Array.from({ length: size }, (_, i) => {
        const n = offset + i;
        const at = new Date(n === 0 ? Date.now() : start + n * 1000);
        return {
          objectId: randomId(),
          orgId,
          platformCustomerId: `bench-${n}`,
          platform: 'livechat' as const,
          conversationId: randomId(),
          displayName: `Customer ${n}`,
          originalDisplayName: `Customer ${n}`,
          inbox: ['unassigned' as const],
          lastMessageAt: at,
          lastInboundAt: at,
          lastMessage: { objectId: randomId(), contentType: 'text' as const, text: `Question number ${n}`, senderType: 'Customer' as const, createdAt: at.toISOString() },
          badge: 1,
          ...(tagsOf ? { tags: tagsOf(n) } : {}),
          seq: firstSeq + i,
        };
      });
      await tx.insert(customers).values(rows);
      await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
      seeded.push(...rows.map(({ objectId, conversationId }) => ({ objectId, conversationId })));
    });
  }
  await database.vacuum();
  await database.close();
  return seeded;
}

/** Messages for the seeded customers: alternating customer questions and agent answers. */
export async function seedMessages(dataDir: string, orgId: string, seeded: readonly SeededCustomer[], plan: SeedPlan): Promise<{ count: number; lastSeq: number }> {
  const database = await openDatabase({ dataDir });
  const rows = function* () {
    const others = seeded.length - 1;
    const spread = plan.messages - plan.messagesOfFirst;
    for (const [n, customer] of seeded.entries()) {
      // Every other customer gets the even share; the first `spread % others` of them one more.
      const count = n === 0 ? plan.messagesOfFirst : Math.floor(spread / others) + (n <= spread % others ? 1 : 0);
      const start = Date.now() - count * 60_000;
      for (let i = 0; i < count; i++) {
        const inbound = i % 2 === 0;
        const at = new Date(start + i * 60_000);
        yield {
          objectId: randomId(),
          orgId,
          conversationId: customer.conversationId,
          customerId: customer.objectId,
          platform: 'livechat' as const,
          contentType: 'text' as const,
          data: { content: inbound ? `Customer ${n} asks question ${i}` : `Agent answer ${i} to customer ${n}` },
          sendType: inbound ? 'receive' as const : 'send' as const,
          senderType: inbound ? 'Customer' as const : '_User' as const,
          senderId: inbound ? customer.objectId : 'bench-agent',
          createdAt: at,
          updatedAt: at,
        };
      }
    }
  };
  let batch: ReturnType<typeof rows> extends Generator<infer Row> ? Row[] : never = [];
  let total = 0;
  let lastSeq = 0;
  const flush = async () => {
    const size = batch.length;
    const values = batch;
    batch = [];
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, size);
      await tx.insert(messages).values(values.map((row, i) => ({ ...row, seq: firstSeq + i })));
      lastSeq = firstSeq + size - 1;
    });
    total += size;
  };
  for (const row of rows()) {
    batch.push(row);
    if (batch.length === MESSAGE_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await database.vacuum();
  await database.close();
  return { count: total, lastSeq };
}

/** Edits `count` messages of the organization (new text, new change-feed entries). Answers the last seq. */
export async function changeMessages(dataDir: string, orgId: string, count: number): Promise<number> {
  const database = await openDatabase({ dataDir });
  const targets = await database.db.select({ objectId: messages.objectId }).from(messages)
    .where(eq(messages.orgId, orgId)).limit(count);
  let lastSeq = 0;
  for (let offset = 0; offset < targets.length; offset += MESSAGE_BATCH) {
    const ids = targets.slice(offset, offset + MESSAGE_BATCH).map((row) => row.objectId);
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, ids.length);
      for (const [i, objectId] of ids.entries()) {
        await tx.update(messages)
          .set({ data: { content: `Changed message ${offset + i}` }, seq: firstSeq + i, updatedAt: new Date() })
          .where(and(eq(messages.orgId, orgId), eq(messages.objectId, objectId)));
      }
      lastSeq = firstSeq + ids.length - 1;
    });
  }
  await database.close();
  return lastSeq;
}

/** The bench's agent skips the mailed verification link and the onboarding: it logs in straight to the message center. */
export async function prepareBenchAgent(dataDir: string, email: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.db.update(users).set({ emailVerified: true, tutorialDisabled: true }).where(eq(users.email, email));
  await database.close();
}
