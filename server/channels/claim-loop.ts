// A background worker of durable jobs: each pass claims due jobs (a claim holds them for a while, so a
// process that dies leaves them to be claimed again) and handles them one at a time, until none is due.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { WakeLoop } from '../background/wake-loop';

export abstract class ClaimLoop<Job> {
  private readonly loop: WakeLoop;
  private stopped = false;

  protected constructor(name: string, protected readonly log: FastifyBaseLogger, pollMs: number) {
    this.loop = new WakeLoop(name, log, pollMs, () => this.pass());
  }

  /** Due jobs, claimed. */
  protected abstract claim(): Promise<Job[]>;
  /** Handles one claimed job; whatever it throws is logged and the job waits for its claim to run out. */
  protected abstract handle(job: Job): Promise<void>;

  /** Works what is due now (what a previous process left too), then on every poll. */
  start(): void {
    this.loop.start();
  }

  /** New work was stored: a pass soon. */
  wake(): void {
    this.loop.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop.stop();
  }

  private async pass(): Promise<void> {
    for (;;) {
      const jobs = await this.claim();
      if (jobs.length === 0 || this.stopped) return;
      // One at a time, in the order claimed: a customer's events and replies keep their order.
      for (const job of jobs) {
        await this.handle(job);
        // Back to the event loop between jobs: an embedded database (PGlite) answers in microtasks,
        // so a long backlog would otherwise keep every request (the webhooks too) waiting until it is done.
        await nextTurn();
      }
    }
  }
}
