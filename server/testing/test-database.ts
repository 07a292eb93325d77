// Where a test server keeps its data: PGlite in its temporary folder by default, or, when
// TEST_DATABASE_URL names a PostgreSQL server, a database of its own created there for the test.
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

export async function createTestDatabase(adminUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
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
