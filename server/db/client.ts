// Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite persisted under DATA_DIR)
// and brings it to the latest migration. Both drivers run the same SQL migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { Pool } from 'pg';
import * as schema from './schema';

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
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The folder of DATA_DIR that holds the embedded database. */
export const PGLITE_FOLDER = 'pglite';

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl });
    // An idle connection that dies (a database restart, an administrator ending it) is reported here;
    // without a listener it would end the process. The pool opens a new connection when next needed.
    pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', vacuum: async () => {}, close: () => pool.end() };
  }
  // PGlite does not create missing parent folders.
  await mkdir(options.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the message search (docs/search.md); PostgreSQL ships it in contrib.
  const client = await PGlite.create(path.join(options.dataDir, PGLITE_FOLDER), { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    vacuum: async () => { await client.exec('VACUUM ANALYZE'); },
    close: () => client.close(),
  };
}
