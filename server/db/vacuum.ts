// PGlite runs no autovacuum that helps, so the embedded database is vacuumed on a schedule.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** Starts the schedule (embedded database only); answers a function that stops it. */
export function scheduleVacuum(database: Database, intervalMs: number, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'pglite' || intervalMs <= 0) return () => {};
  const timer = setInterval(() => {
    database.vacuum().catch((error: unknown) => log.error({ err: error }, 'VACUUM ANALYZE failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
