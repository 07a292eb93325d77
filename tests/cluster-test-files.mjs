// The server tests that touch realtime, tasks, rate limits and the channels' lanes across processes: tests/server-cluster.mjs runs them again
// on two server processes (PostgreSQL and Redis); tests/server-on-postgres.mjs leaves them to that run.
export const CLUSTER_TEST_FILES = [
  'server/cluster/',
  'server/channels/lanes/crash.test.ts',
  'server/auth-cache/',
  'server/realtime/',
  'server/tasks/runner.test.ts',
  'server/exports/customers.test.ts',
  'server/accounts/login-rate-limit.test.ts',
  'server/members/members.test.ts',
  'server/organizations/delete.test.ts',
  'server/messages/publish.test.ts',
  'server/notifications/notifications.test.ts',
  // Rules kept in memory per process, forgotten on a change over the cluster bus.
  'server/message-keywords/message-keywords.test.ts',
  // The bot's jobs, stored on one process and woken over the bus, answered in lanes on either.
  'server/message-bot/answering.test.ts',
];

/** The same files as globs for vitest's --exclude. */
export const clusterTestGlobs = () => CLUSTER_TEST_FILES.map((file) => (file.endsWith('/') ? `${file}**` : file));
