// Where a test server keeps its data: PGlite in its temporary folder by default, or, in the PostgreSQL
// run (`npm run test:postgres` sets SERVER_TESTS_ON=postgres), a database of its own created on the
// server TEST_DATABASE_URL names. The plain run stays on PGlite even when TEST_DATABASE_URL is set.
import { Client } from 'pg';
import { randomId } from '../../common/ids';

export interface TestDatabase {
  /** DATABASE_URL for the server, undefined for the embedded PGlite. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function onAdminConnection(adminUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// The two-process run (server/testing/cluster.ts) is on PostgreSQL too.
const postgresAdminUrl = () => (['postgres', 'cluster'].includes(process.env.SERVER_TESTS_ON ?? '') ? process.env.TEST_DATABASE_URL : undefined);

export async function createTestDatabase(adminUrl = postgresAdminUrl()): Promise<TestDatabase> {
  if (!adminUrl) return { drop: async () => {} };
  const name = `parley_test_${randomId().toLowerCase()}`;
  await onAdminConnection(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => onAdminConnection(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
