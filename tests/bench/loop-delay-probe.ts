// Preloaded into the server process by the event-loop part (node --import): the event loop's delay,
// measured inside the server and read by the bench over the child process's IPC channel. No route
// answers it; a server started without this module has no such channel.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Sampling step (ms): a block shorter than this may go unseen; longer ones are measured whole. */
const RESOLUTION_MS = 5;

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

export interface LoopDelay { maxMs: number; p99Ms: number; meanMs: number }

process.on('message', (message) => {
  if (message === 'loop-delay:reset') {
    histogram.reset();
    process.send?.('reset');
  } else if (message === 'loop-delay:read') {
    const delay: LoopDelay = { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, meanMs: histogram.mean / 1e6 };
    process.send?.(delay);
  }
});
// The IPC channel must not keep the server alive after its own shutdown.
process.channel?.unref();
