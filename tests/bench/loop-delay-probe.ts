// Preloaded into the server process by the event-loop part (node --import): the event loop's delay,
// measured inside the server and read by the bench over the child process's IPC channel. No route
// answers it; a server started without this module has no such channel.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** Sampling step (ms): a block shorter than this may go unseen; longer ones are measured whole. */
const RESOLUTION_MS = 5;

export interface LoopDelay {
  /** Longest and 99th percentile delay of the loop (ms): the server's own work, or the CPU taken by other processes. */
  maxMs: number;
  p99Ms: number;
  /**
   * The longest gap between two ticks counted in CPU time the process used meanwhile (ms): on a machine
   * whose other processes take the CPU, a gap the server did not spend working is not its block.
   */
  maxCpuMs: number;
  /** The loop's utilization over the run (0–1). */
  utilization: number;
}

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
let maxCpuMs = 0;
let last = { wall: performance.now(), cpu: process.cpuUsage() };
setInterval(() => {
  const now = { wall: performance.now(), cpu: process.cpuUsage() };
  const cpuMs = (now.cpu.user - last.cpu.user + now.cpu.system - last.cpu.system) / 1000;
  maxCpuMs = Math.max(maxCpuMs, Math.min(cpuMs, now.wall - last.wall));
  last = now;
}, RESOLUTION_MS).unref();
let since = performance.eventLoopUtilization();

process.on('message', (message) => {
  if (message === 'loop-delay:reset') {
    histogram.reset();
    maxCpuMs = 0;
    since = performance.eventLoopUtilization();
    process.send?.('reset');
  } else if (message === 'loop-delay:read') {
    const delay: LoopDelay = {
      maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, maxCpuMs,
      utilization: performance.eventLoopUtilization(since).utilization,
    };
    process.send?.(delay);
  }
});
// The IPC channel must not keep the server alive after its own shutdown.
process.channel?.unref();
