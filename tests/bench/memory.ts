// Server memory (issue 18): resident memory of an idle server process on PostgreSQL and on the
// embedded PGlite, at a first start (empty DATA_DIR: initdb and every migration) and a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../server/testing/test-database';
import { figure, median, processMemory, SERVER_RUNS, type Figure } from './figures';
import { startServerChild } from './server-child';

/** How long the server idles before its memory is read: V8 gives back the start's garbage after about 30 s idle. */
export const MEMORY_IDLE_MS = Number(process.env.BENCH_MEMORY_IDLE_MS ?? 45_000);
/** The PostgreSQL server the part creates its database on (BENCH_POSTGRES_URL=off skips PostgreSQL). */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://parley:parley@127.0.0.1:5432/postgres';

export interface MemoryFigure {
  /** Resident memory after MEMORY_IDLE_MS idle. */
  idle: Figure;
  /** The highest resident memory since the process started (the start's peak). */
  peak: Figure;
}

export interface MemoryFigures {
  postgres?: MemoryFigure;
  pgliteFirst: MemoryFigure;
  pgliteRestart: MemoryFigure;
}

async function idleServer(dataDir: string, databaseUrl?: string): Promise<{ idle: Figure; peak: Figure }> {
  const server = await startServerChild({ dataDir, databaseUrl });
  try {
    await new Promise((resolve) => setTimeout(resolve, MEMORY_IDLE_MS));
    return { idle: figure(processMemory(server.pid, 'VmRSS')), peak: figure(processMemory(server.pid, 'VmHWM')) };
  } finally {
    await server.stop();
  }
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const medians = (runs: { idle: Figure; peak: Figure }[]): MemoryFigure => ({ idle: median(runs.map((run) => run.idle)), peak: median(runs.map((run) => run.peak)) });

export async function benchMemory(say: (line: string) => void): Promise<MemoryFigures> {
  const first: { idle: Figure; peak: Figure }[] = [];
  const restart: { idle: Figure; peak: Figure }[] = [];
  const postgres: { idle: Figure; peak: Figure }[] = [];
  for (let run = 0; run < SERVER_RUNS; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'parley-memory-'));
    try {
      first.push(await idleServer(dataDir));
      restart.push(await idleServer(dataDir));
      if (POSTGRES_URL !== 'off') {
        const database = await createTestDatabase(POSTGRES_URL);
        try {
          postgres.push(await idleServer(dataDir, database.databaseUrl));
        } finally {
          await database.drop();
        }
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    const pg = postgres.at(-1);
    say(`  (run ${run + 1}: PGlite first start ${mib(first.at(-1)!.idle.value)}, restart ${mib(restart.at(-1)!.idle.value)}${pg ? `, PostgreSQL ${mib(pg.idle.value)}` : ''}; load ${restart.at(-1)!.idle.load.toFixed(2)})`);
  }
  return {
    postgres: postgres.length > 0 ? medians(postgres) : undefined,
    pgliteFirst: medians(first),
    pgliteRestart: medians(restart),
  };
}
