// The two-process run of the server tests (`npm run test:cluster`, tests/server-cluster.mjs): with
// SERVER_TESTS_ON=cluster every test server is two servers on one PostgreSQL database (TEST_DATABASE_URL)
// and one Redis (TEST_REDIS_URL), as two processes of one deployment; the harness's requests and
// sockets take turns between them, so a socket hears what a request to the other process did.
import type { ServerConfig } from '../config';
import type { TestDatabase } from './test-database';

const onCluster = () => process.env.SERVER_TESTS_ON === 'cluster';

/** How many servers a test server is, and the settings that make them one deployment. */
export function testServerProcesses(database: TestDatabase): { count: number; settings: Partial<ServerConfig> } {
  if (!onCluster()) return { count: 1, settings: {} };
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!database.databaseUrl || !redisUrl) {
    throw new Error('SERVER_TESTS_ON=cluster needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis): two processes cannot share PGlite');
  }
  return { count: 2, settings: { redisUrl } };
}

/** The servers' URLs in turn, from `first` (-1: the last). */
export function takeTurns(urls: () => readonly string[], first: number): { next: () => string } {
  let turn = first;
  return {
    next: () => {
      const all = urls();
      const url = all.at(turn % all.length)!;
      turn++;
      return url;
    },
  };
}
