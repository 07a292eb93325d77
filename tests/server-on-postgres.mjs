// Runs the server tests again on PostgreSQL when TEST_DATABASE_URL names one (CI starts it);
// each test server gets a database of its own there (server/testing/test-database.ts). With Redis too
// (TEST_REDIS_URL), the files that `npm run test:cluster` runs on two processes on PostgreSQL are left
// to that run rather than run on PostgreSQL twice.
import { spawnSync } from 'node:child_process';
import { clusterTestGlobs } from './cluster-test-files.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('server tests on PostgreSQL: not run (TEST_DATABASE_URL is not set; npm test sets it)');
  process.exit(0);
}
const leftToClusterRun = process.env.TEST_REDIS_URL ? clusterTestGlobs().flatMap((glob) => ['--exclude', glob]) : [];
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...leftToClusterRun], {
  stdio: 'inherit',
  env: { ...process.env, SERVER_TESTS_ON: 'postgres' },
});
process.exit(run.status ?? 1);
