// Seeds an organization with many live-chat customers straight into the server's database
// (with the server stopped: PGlite allows one process at a time).
import { openDatabase } from '../../server/db/client';
import { reserveSeq } from '../../server/db/sequence';
import { eq } from 'drizzle-orm';
import { conversations, customers, users } from '../../server/db/schema';
import { randomId } from '../../common/ids';

const BATCH = 1000;

export async function seedCustomers(dataDir: string, orgId: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  const start = Date.now() - count * 1000;
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, size);
      const rows = Array.from({ length: size }, (_, i) => {
        const n = offset + i;
        const at = new Date(start + n * 1000);
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
          lastMessage: { objectId: randomId(), contentType: 'text', text: `Question number ${n}`, senderType: 'Customer' as const, createdAt: at.toISOString() },
          badge: 1,
          seq: firstSeq + i,
        };
      });
      await tx.insert(customers).values(rows);
      await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
    });
  }
  await database.vacuum();
  await database.close();
}

/** The bench's agent skips the mailed verification link: it logs in straight to the message center. */
export async function markEmailVerified(dataDir: string, email: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  await database.close();
}
