// `npm run start:cluster`: SERVER_PROCESSES server processes (server/main.ts; the machine's cores by
// default) behind one port, with node:cluster: the primary holds the port and hands each new
// connection to the next process in turn. They are one server through PostgreSQL and Redis, which
// they therefore need (PGlite is one process's alone). SIGTERM or SIGINT stops them all, each
// finishing as `npm start` does. docs/scale-out.md.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from '../config';

const RESTART_DELAY_MS = 1_000;
/** How long the processes get to finish their work on SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 30_000;

function processCount(value: string | undefined): number {
  if (value === undefined || value === '') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`SERVER_PROCESSES must be a whole number ≥ 1, got "${value}"`);
  return count;
}

const config = loadConfig();
const missing = [config.databaseUrl ? '' : 'DATABASE_URL (PostgreSQL)', config.redisUrl ? '' : 'REDIS_URL (Redis)'].filter(Boolean);
if (missing.length > 0) {
  console.error(`start:cluster needs ${missing.join(' and ')}: several processes cannot share the embedded PGlite, `
    + 'and reach each other\'s sockets through Redis. Set them, or run one process with `npm start`.');
  process.exit(1);
}
const count = processCount(process.env.SERVER_PROCESSES);

cluster.setupPrimary({ exec: new URL('../main.ts', import.meta.url).pathname });
let stopping = false;

/** Starts one process; resolves once it listens, rejects if it exits first. */
function start(): Promise<Worker> {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve(worker));
    worker.once('exit', (code, signal) => reject(new Error(`server process ${worker.process.pid} exited before listening (${signal ?? code})`)));
  });
}

try {
  // The first alone: it migrates the database and writes DATA_DIR's keys, which the others then read.
  await start();
  await Promise.all(Array.from({ length: count - 1 }, start));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  process.exit(1);
}
console.log(`Parley: ${count} server processes on port ${config.port} (SERVER_PROCESSES; primary ${process.pid})`);

// A process that dies is replaced; the others carry on meanwhile.
cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  console.error(`server process ${worker.process.pid} exited (${signal ?? code}): starting another`);
  setTimeout(() => { if (!stopping) start().catch((error: unknown) => console.error(String(error))); }, RESTART_DELAY_MS);
});

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  console.log(`${signal}: stopping ${workers.length} server processes`);
  const killer = setTimeout(() => { for (const worker of workers) worker.process.kill('SIGKILL'); }, STOP_TIMEOUT_MS);
  await Promise.all(workers.map((worker) => new Promise<void>((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once('exit', () => resolve());
    worker.process.kill('SIGTERM');
  })));
  clearTimeout(killer);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
