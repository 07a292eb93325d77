// What the bench parts share: figures taken with the load average, their median, a call to a bench
// server's API, and a server process's memory as Linux reports it.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Timed runs of each figure of the memory, export and event-loop parts (the median is printed). */
export const SERVER_RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** A figure with the machine's 1-minute load average when it was taken. */
export interface Figure { value: number; load: number }

export const figure = (value: number): Figure => ({ value, load: loadavg()[0]! });
export const median = (figures: readonly Figure[]): Figure => [...figures].sort((a, b) => a.value - b.value)[Math.floor(figures.length / 2)]!;

/** A field of /proc/{pid}/status in bytes: VmRSS (resident now) or VmHWM (peak resident). */
export function processMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/** Starts a new peak: VmHWM drops to the current resident size (Linux `clear_refs`, our own child process). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

