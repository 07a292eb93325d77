// Runs the server tests that touch realtime, tasks and rate limits again on two server processes
// (two servers on one PostgreSQL database and one Redis; server/testing/cluster.ts), when
// TEST_DATABASE_URL and TEST_REDIS_URL name them (npm test starts both: scripts/test.sh). Requests and sockets take
// turns between the two servers, so a socket on one hears what a request to the other did.
import { spawnSync } from 'node:child_process';
import { CLUSTER_TEST_FILES } from './cluster-test-files.mjs';

const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.log(`server tests on two processes: not run (${missing.join(' and ')} not set; npm test sets them)`);
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...CLUSTER_TEST_FILES], {
  stdio: 'inherit',
  env: { ...process.env, SERVER_TESTS_ON: 'cluster' },
});
process.exit(run.status ?? 1);
