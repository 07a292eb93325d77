// The pruning of finished work (./prune.ts) runs once an hour on every process: its deletions are by
// primary key, so two processes pruning at once only share the work.
import { WakeLoop } from '../background/wake-loop';
import type { Db } from '../db/client';
import { pruneFinishedWork } from './prune';

const EVERY_MS = 60 * 60 * 1000;

interface Log { error(object: unknown, message: string): void }

/** Starts the pruning (a pass now, then every hour); answers a function that stops it. */
export function schedulePruning(db: Db, log: Log): () => Promise<void> {
  const stopping = new AbortController();
  const loop = new WakeLoop('pruning finished work', log, EVERY_MS, async () => {
    await pruneFinishedWork(db, new Date(), stopping.signal);
  });
  loop.start();
  return () => {
    stopping.abort();
    return loop.stop();
  };
}
