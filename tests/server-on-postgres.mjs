// Runs the server tests again on PostgreSQL when TEST_DATABASE_URL names one (CI starts it);
// each test server gets a database of its own there (server/testing/test-database.ts).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('server tests on PostgreSQL: not run (TEST_DATABASE_URL is not set; .ci/run sets it)');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, SERVER_TESTS_ON: 'postgres' },
});
process.exit(run.status ?? 1);
