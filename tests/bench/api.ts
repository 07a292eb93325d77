// The API hot path (issue 18): findCustomerV3 under load from a general member's session, 50,000
// customers of one organization, on PostgreSQL and on PGlite. Each query runs under autocannon with
// 50 connections; printed: req/s, p50/p99, answer bytes and, on PostgreSQL, database round trips per
// request (transactions counted by pg_stat_database over the run, divided by the requests answered).
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import autocannon from 'autocannon';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { randomId } from '../../common/ids';
import { openDatabase } from '../../server/db/client';
import { reserveSeq } from '../../server/db/sequence';
import { conversations, customers, memberships, users } from '../../server/db/schema';
import { launchServer } from '../../server/testing/server-process';
import { callServer } from '../../server/testing/call-server';
import type { Figure } from './figures';

export const API_CUSTOMERS = Number(process.env.BENCH_API_CUSTOMERS || 50_000);
/** Seconds of each autocannon run; each figure is the median of API_RUNS runs. */
const SECONDS = Number(process.env.BENCH_API_SECONDS || 10);
export const API_RUNS = Number(process.env.BENCH_API_RUNS || 3);
export const API_CONNECTIONS = 50;
const TAGS = 10;
const BATCH = 2000;
/** The bench's own database on the local cluster (BENCH_DATABASE_URL names another server's). */
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://parley:parley@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'parley_bench_api';

export const API_QUERIES = [
  { name: 'the 20 latest customers', where: {} },
  { name: 'the 20 latest with tag "tag-7"', where: { tags: { $in: ['tag-7'] } } },
  { name: 'name contains "ab", 20 latest', where: { nameSearch: 'ab' } },
] as const;

export interface QueryFigures { requestsPerSecond: Figure; p50Ms: number; p99Ms: number; answerBytes: number; roundTrips?: number; errors: number }
export type ApiFigures = Record<'postgres' | 'pglite', QueryFigures[]>;

const SYLLABLES = ['ka', 'ab', 'ri', 'to', 'mi', 'na', 'sa', 'be', 'lo', 'ru', 'el', 'yo'];
/** A made-up name of three syllables, the same for the same n (about a quarter of them contain "ab"). */
function nameOf(n: number): string {
  const parts = [n % 12, Math.floor(n / 12) % 12, Math.floor(n / 144) % 12].map((i) => SYLLABLES[i]!);
  const name = parts.join('');
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${n}`;
}

/** Customers with names and one or two of tag-0..tag-9, their conversations; the member joins as a general member. */
async function seed(target: { databaseUrl?: string; dataDir: string }, orgId: string, memberEmail: string): Promise<void> {
  const database = await openDatabase(target);
  const [member] = await database.db.update(users).set({ emailVerified: true, tutorialDisabled: true })
    .where(eq(users.email, memberEmail)).returning({ objectId: users.objectId });
  await database.db.insert(memberships).values({ orgId, userId: member!.objectId, authority: 'general' });
  const start = Date.now() - API_CUSTOMERS * 1000;
  for (let offset = 0; offset < API_CUSTOMERS; offset += BATCH) {
    const size = Math.min(BATCH, API_CUSTOMERS - offset);
    await database.db.transaction(async (tx) => {
      const firstSeq = await reserveSeq(tx, orgId, size);
      const rows = Array.from({ length: size }, (_, i) => {
        const n = offset + i;
        const at = new Date(start + n * 1000);
        const tags = n % 3 === 0 ? [`tag-${n % TAGS}`, `tag-${(n * 7) % TAGS}`] : [`tag-${n % TAGS}`];
        return {
          objectId: randomId(), orgId, platformCustomerId: `api-bench-${n}`, platform: 'livechat' as const, conversationId: randomId(),
          displayName: nameOf(n), originalDisplayName: nameOf(n), inbox: ['unassigned' as const], tags: [...new Set(tags)],
          lastMessageAt: at, lastInboundAt: at, badge: n % 4,
          lastMessage: { objectId: randomId(), contentType: 'text' as const, text: `Question number ${n}`, senderType: 'Customer' as const, createdAt: at.toISOString() },
          seq: firstSeq + i,
        };
      });
      await tx.insert(customers).values(rows);
      await tx.insert(conversations).values(rows.map((row) => ({ objectId: row.conversationId, orgId, customerId: row.objectId })));
    });
  }
  if (target.databaseUrl) await database.db.execute('VACUUM ANALYZE');
  else await database.vacuum();
  await database.close();
}

async function withAdmin<T>(use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Transactions committed and rolled back in the bench database so far (read from another database, so the reading is not counted). */
async function transactions(): Promise<number> {
  // A backend reports its counts at most once a second while busy, and the rest once idle for 10 s.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  return withAdmin(async (client) => {
    const { rows } = await client.query<{ total: string }>(
      'SELECT xact_commit + xact_rollback AS total FROM pg_stat_database WHERE datname = $1', [BENCH_DATABASE]);
    return Number(rows[0]!.total);
  });
}

const median = <T>(values: T[], key: (value: T) => number): T => [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)]!;

async function benchOne(kind: 'postgres' | 'pglite', log: (line: string) => void): Promise<QueryFigures[]> {
  const databaseUrl = kind === 'postgres' ? ADMIN_URL.replace(/\/[^/?]*(\?|$)/, `/${BENCH_DATABASE}$1`) : undefined;
  if (databaseUrl) {
    await withAdmin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    });
  }
  const server = await launchServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const call = <T>(path: string, body: Record<string, unknown>) => callServer<T>(server.url, path, body);
    const password = 'bench password 1';
    const admin = await call<{ sessionToken: string }>('/users', { username: 'api-admin@example.com', email: 'api-admin@example.com', password });
    const org = await call<{ objectId: string }>('/classes/Organization', { _SessionToken: admin.sessionToken, name: 'API bench', industry: 'retail' });
    await call('/users', { username: 'api-member@example.com', email: 'api-member@example.com', password });
    await server.stop();
    log(`  seeding ${API_CUSTOMERS.toLocaleString('en-US')} customers on ${kind}…`);
    await seed({ databaseUrl, dataDir: server.dataDir }, org.objectId, 'api-member@example.com');
    await server.start();
    const member = await call<{ sessionToken: string }>('/login', { username: 'api-member@example.com', password });

    const figures: QueryFigures[] = [];
    for (const query of API_QUERIES) {
      const body = JSON.stringify({
        _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, _SessionToken: member.sessionToken,
        orgId: org.objectId, where: query.where, options: { limit: 20 },
      });
      const url = `${server.url}/functions/findCustomerV3`;
      const sample = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      const answer = await sample.text();
      if (!sample.ok) throw new Error(`findCustomerV3: ${sample.status} ${answer}`);
      const found = (JSON.parse(answer) as { result: { customers: unknown[] } }).result.customers.length;
      const runs: (QueryFigures & { load: number })[] = [];
      for (let run = 0; run < API_RUNS; run++) {
        const before = databaseUrl ? await transactions() : 0;
        const result = await autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: API_CONNECTIONS, duration: SECONDS });
        const answered = result.requests.total;
        const roundTrips = databaseUrl ? (await transactions() - before) / answered : undefined;
        runs.push({
          requestsPerSecond: { value: result.requests.average, load: loadavg()[0]! }, load: loadavg()[0]!,
          p50Ms: result.latency.p50, p99Ms: result.latency.p99, answerBytes: Buffer.byteLength(answer),
          ...(roundTrips !== undefined ? { roundTrips } : {}), errors: result.errors + result.non2xx,
        });
      }
      const middle = median(runs, (run) => run.requestsPerSecond.value);
      log(`    ${query.name}: ${found} customers, runs ${runs.map((run) => run.requestsPerSecond.value.toFixed(0)).join(', ')} req/s`);
      figures.push(middle);
    }
    return figures;
  } finally {
    await server.dispose();
    if (databaseUrl) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`));
  }
}

export async function benchApi(log: (line: string) => void): Promise<ApiFigures> {
  return { postgres: await benchOne('postgres', log), pglite: await benchOne('pglite', log) };
}
