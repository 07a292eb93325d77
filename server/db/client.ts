// Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite persisted under DATA_DIR)
// and brings it to the latest migration. Both drivers run the same SQL migrations. Each driver is
// loaded only when used: a server on PostgreSQL never loads PGlite, nor one on PGlite `pg`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as coreSchema from './schema';
import * as messageKeywordSchema from '../message-keywords/schema';
import * as messageBotSchema from '../message-bot/schema';
import * as chatPaySchema from '../chat-pay/schema';
import { isBackground } from './background-work';

/** Every table: server/db/schema.ts and the domains' schema files (drizzle.config.ts lists the same). */
const schema = { ...coreSchema, ...messageKeywordSchema, ...messageBotSchema, ...chatPaySchema };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: what query helpers accept. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `VACUUM ANALYZE` (PGlite only: PostgreSQL has its own autovacuum). */
  vacuum(): Promise<void>;
  /** Waits for the queries in flight to end (bounded: DRAIN_MS), then closes. */
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The folder of DATA_DIR that holds the embedded database. */
export const PGLITE_FOLDER = 'pglite';

/**
 * PGlite's memory (docs/server.md, "Memory, the event loop and shutdown"). Its WASM memory only
 * grows, and PostgreSQL's defaults size it for a server of its own: 128 MB of shared buffers, touched
 * as pages are read, stay resident for good. The operating system caches the files anyway, so a small
 * pool costs little.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB', 'work_mem=4MB', 'maintenance_work_mem=32MB', 'temp_buffers=2MB'];

/** How long close() waits for the queries in flight, and for how long none must run before it closes. */
const DRAIN_MS = 10_000;
const QUIET_MS = 100;

/**
 * Resolves once no query has run for QUIET_MS (work an answered request left running, such as a
 * push or a notification, often runs a second query just after its first), or after DRAIN_MS.
 */
async function drained(active: () => number): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (active() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({ connectionString: databaseUrl });
  // An idle connection that dies (a database restart, an administrator ending it) is reported here;
  // without a listener it would end the process. The pool opens a new connection when next needed.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    vacuum: async () => {},
    close: async () => {
      await drained(() => pool.totalCount - pool.idleCount + pool.waitingCount);
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  // PGlite does not create missing parent folders.
  await mkdir(dataDir, { recursive: true });
  if (!existsSync(path.join(dataDir, PGLITE_FOLDER))) await createPgliteApart(dataDir);
  const { client, db } = await migratedPglite(dataDir);
  withDrizzleParsersOnce(client);
  const active = yieldingAndCounted(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    vacuum: async () => { await client.exec('VACUUM ANALYZE'); },
    close: async () => {
      await drained(active);
      await client.close();
    },
  };
}

/** The embedded database under `dataDir`, created if missing, at the latest migration. */
export async function migratedPglite(dataDir: string) {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm: the trigram indexes of the message search (docs/search.md); PostgreSQL ships it in contrib.
  const client = await PGlite.create(path.join(dataDir, PGLITE_FOLDER), {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { client, db };
}

/**
 * A first start creates the database (initdb, in a WASM instance of its own) and applies every
 * migration in a process of its own that then ends: WASM memory never shrinks, and what these grew
 * would otherwise stay with the server for good (docs/server.md, "Memory"). The process runs
 * TypeScript through tsx, also when this one does not (vitest).
 */
async function createPgliteApart(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('./pglite-first-start.ts', import.meta.url)), dataDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [exitCode] = await once(child, 'exit') as [number | null];
  if (exitCode !== 0) throw new Error(`creating the database in ${dataDir} failed (exit code ${exitCode})`);
}

/**
 * drizzle passes the same few parsers with every query (dates and intervals as text: it maps them
 * itself), and PGlite then copies its table of some 300 parsers for each query: 11–15% of the CPU of
 * a busy server (docs/scale-out.md, "Lanes"). The parsers are set on the client once instead, and the
 * per-query copies dropped. Nothing else queries the client.
 */
const asText = (value: string) => value;

function withDrizzleParsersOnce(client: PGlite): void {
  // timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[]: drizzle's list.
  for (const oid of [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]) client.parsers[oid] = asText;
  type Options = { parsers?: unknown } | undefined;
  const withoutParsers = (options: Options) => {
    if (!options?.parsers) return options;
    const { parsers: _dropped, ...rest } = options;
    return rest;
  };
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Options) => query(text, params, withoutParsers(options) as never)) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: (tx: Transaction) => Promise<unknown>) => transaction((tx) => {
    const txQuery = tx.query.bind(tx);
    tx.query = ((text: string, params?: unknown[], options?: Options) => txQuery(text, params, withoutParsers(options) as never)) as Transaction['query'];
    return run(tx);
  })) as PGlite['transaction'];
}

/**
 * Wraps a PGlite client's query, exec and transaction (what drizzle calls): each call waits for an
 * event-loop turn of its own, and is counted while in flight. PGlite runs a query synchronously and
 * answers in a microtask, so without the turns the queries of every waiting request ran back to back
 * and held sockets and timers for hundreds of milliseconds under 50 writers (docs/server.md, "Memory,
 * the event loop and shutdown"). Calls of background work (server/db/background-work.ts) take their
 * turn only when no request's call waits: a webhook's answer never queues behind the workers' backlog.
 * The queries inside a transaction do not wait: it holds PGlite meanwhile, and waiting there halved the
 * messages sent per second. Answers the calls in flight.
 */
function yieldingAndCounted(client: PGlite): () => number {
  let active = 0;
  const waiting = { requests: [] as (() => void)[], background: [] as (() => void)[] };
  let turnPending = false;
  // One call let go per turn: immediates queued together would all run in the same turn.
  const nextTurnSoon = () => {
    if (turnPending) return;
    turnPending = true;
    setImmediate(() => {
      turnPending = false;
      (waiting.requests.shift() ?? waiting.background.shift())?.();
      if (waiting.requests.length > 0 || waiting.background.length > 0) nextTurnSoon();
    });
  };
  const turnFirst = <A extends unknown[], R>(run: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    await new Promise<void>((resolve) => {
      (isBackground() ? waiting.background : waiting.requests).push(resolve);
      nextTurnSoon();
    });
    return run(...args);
  };
  const counted = <A extends unknown[], R>(run: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    active++;
    try {
      return await run(...args);
    } finally {
      active--;
    }
  };
  client.query = counted(turnFirst(client.query.bind(client))) as PGlite['query'];
  client.exec = counted(turnFirst(client.exec.bind(client)));
  client.transaction = counted(turnFirst(client.transaction.bind(client))) as PGlite['transaction'];
  return () => active;
}
