// All customers under a filter (issue 27): 100,000 customers of one organization (five platforms,
// tags, genders, join and last-message times) and 1,000,000 messages, on PostgreSQL and on PGlite.
// Timed through the real server's POST /functions/filterCustomers, one request at a time as a
// marketer's console asks: the first page of a three-condition filter (tags in, platform, last
// message range), then the same with its count.
import { randomId } from '../../common/ids';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import { openDatabase } from '../../server/db/client';
import { reserveSeq } from '../../server/db/sequence';
import { conversations, customers, messages } from '../../server/db/schema';
import { callServer } from '../../server/testing/call-server';
import { launchServer } from '../../server/testing/server-process';
import { createTestDatabase, type TestDatabase } from '../../server/testing/test-database';
import { figure, median, type Figure } from './figures';

export const FILTER_CUSTOMERS = Number(process.env.BENCH_FILTER_CUSTOMERS || 100_000);
export const FILTER_MESSAGES = Number(process.env.BENCH_FILTER_MESSAGES || 1_000_000);
export const FILTER_RUNS = Number(process.env.BENCH_FILTER_RUNS || 15);
const BATCH = 2000;
const PLATFORMS = ['line', 'facebook', 'instagram', 'whatsapp', 'livechat'] as const;
const GENDERS = ['male', 'female', 'other', undefined] as const;
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://parley:parley@127.0.0.1:5432/postgres';
const DAY = 86_400_000;

/** Tags any of, platform, last message in the last 30 days: about a tenth of the customers. */
export const THREE_CONDITIONS: CustomerFilterQuery = {
  tagDensity: { $in: ['tag-3', 'tag-7'] },
  platforms: ['line', 'whatsapp'],
  conversationDate: { type: 'after', start: new Date(Date.now() - 30 * DAY).toISOString() },
};

export interface FilterFigures { firstPageMs: Figure; withCountMs: Figure; matches: number; groupOfEveryoneMs: Figure }

async function seed(target: { databaseUrl?: string; dataDir: string }, orgId: string): Promise<void> {
  const database = await openDatabase(target);
  const now = Date.now();
  const perCustomer = Math.floor(FILTER_MESSAGES / FILTER_CUSTOMERS);
  for (let offset = 0; offset < FILTER_CUSTOMERS; offset += BATCH) {
    const size = Math.min(BATCH, FILTER_CUSTOMERS - offset);
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, size * (1 + perCustomer));
      const rows = Array.from({ length: size }, (_, i) => {
        const n = offset + i;
        const platform = PLATFORMS[n % PLATFORMS.length]!;
        const gender = GENDERS[n % GENDERS.length];
        // Joined over two years; the last message within a year of now.
        const joinedAt = new Date(now - 730 * DAY + (n * 631) % (700 * DAY));
        const lastMessageAt = new Date(now - ((n * 7919) % 365) * DAY - (n % 86_400) * 1000);
        return {
          objectId: randomId(), orgId, platformCustomerId: `filter-bench-${n}`, platform, conversationId: randomId(),
          displayName: `Customer ${n}`, originalDisplayName: `Customer ${n}`, inbox: ['unassigned' as const],
          tags: [...new Set([`tag-${n % 10}`, `tag-${(n * 3) % 10}`])], profile: gender ? { gender } : {},
          cellPhone: `+8869${String(n).padStart(8, '0')}`, email: `customer${n}@example.com`,
          joinedAt, lastMessageAt, lastInboundAt: lastMessageAt, seq: firstSeq + i,
        };
      });
      await tx.insert(customers).values(rows);
      await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
      const history = rows.flatMap((row, i) => Array.from({ length: perCustomer }, (_, m) => {
        const at = new Date(row.lastMessageAt.getTime() - (perCustomer - m) * 60_000);
        return {
          objectId: randomId(), orgId, conversationId: row.conversationId, customerId: row.objectId, platform: row.platform,
          contentType: 'text' as const, data: { content: `Message ${m} of customer ${offset + i}` },
          sendType: m % 2 === 0 ? 'receive' as const : 'send' as const, senderType: m % 2 === 0 ? 'Customer' as const : '_User' as const,
          senderId: m % 2 === 0 ? row.objectId : 'bench-agent', createdAt: at, updatedAt: at, seq: firstSeq + size + i * perCustomer + m,
        };
      }));
      for (let at = 0; at < history.length; at += BATCH) await tx.insert(messages).values(history.slice(at, at + BATCH));
    });
  }
  if (target.databaseUrl) await database.db.execute('VACUUM ANALYZE');
  else await database.vacuum();
  await database.close();
}

async function timed(run: () => Promise<unknown>): Promise<Figure> {
  const runs: Figure[] = [];
  await run();
  for (let i = 0; i < FILTER_RUNS; i++) {
    const started = performance.now();
    await run();
    runs.push(figure(performance.now() - started));
  }
  return median(runs);
}

async function benchOne(kind: 'postgres' | 'pglite', log: (line: string) => void): Promise<FilterFigures> {
  const database: TestDatabase | undefined = kind === 'postgres' ? await createTestDatabase(ADMIN_URL) : undefined;
  const databaseUrl = database?.databaseUrl;
  const server = await launchServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const call = <T>(path: string, body: Record<string, unknown>) => callServer<T>(server.url, path, body);
    const password = 'bench password 1';
    const admin = await call<{ sessionToken: string }>('/users', { username: 'filter-admin@example.com', email: 'filter-admin@example.com', password });
    const org = await call<{ objectId: string }>('/classes/Organization', { _SessionToken: admin.sessionToken, name: 'Filter bench', industry: 'retail' });
    await server.stop();
    log(`  seeding ${FILTER_CUSTOMERS.toLocaleString('en-US')} customers and ${FILTER_MESSAGES.toLocaleString('en-US')} messages on ${kind}…`);
    await seed({ databaseUrl, dataDir: server.dataDir }, org.objectId);
    await server.start();
    const { sessionToken } = await call<{ sessionToken: string }>('/login', { username: 'filter-admin@example.com', password });
    const filter = (returnCount: boolean) => call<{ result: { customers: unknown[]; count?: number } }>('/functions/filterCustomers', {
      _SessionToken: sessionToken, orgId: org.objectId, query: THREE_CONDITIONS, limit: 40, returnCount,
    });
    const sample = await filter(true);
    if (sample.result.customers.length !== 40) throw new Error(`filterCustomers answered ${sample.result.customers.length} customers`);
    const firstPageMs = await timed(() => filter(false));
    const withCountMs = await timed(() => filter(true));
    // A query group of every customer: asked → its task computed the members (status ready).
    const started = performance.now();
    await call('/customer_group/create', { _SessionToken: sessionToken, orgId: org.objectId, name: 'Everyone', query: {} });
    for (;;) {
      const { results } = await call<{ results: { name: string; status: string; count: number }[] }>('/classes/CustomerGroup', {
        _SessionToken: sessionToken, _method: 'GET', orgId: org.objectId, where: {}, limit: 10,
      });
      const group = results.find((one) => one.name === 'Everyone');
      if (group?.status === 'ready') {
        if (group.count !== FILTER_CUSTOMERS) throw new Error(`the group of everyone has ${group.count} members`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { firstPageMs, withCountMs, matches: sample.result.count ?? 0, groupOfEveryoneMs: figure(performance.now() - started) };
  } finally {
    await server.dispose();
    await database?.drop();
  }
}

export async function benchCustomerFilter(log: (line: string) => void): Promise<Record<'postgres' | 'pglite', FilterFigures>> {
  return { postgres: await benchOne('postgres', log), pglite: await benchOne('pglite', log) };
}
