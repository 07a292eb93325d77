// A background worker of durable jobs: each pass claims due jobs (a claim holds them for a while, so a
// process that dies leaves them to be claimed again) and handles them one at a time, until none is due.
// With several server processes, one of them works at a time (a lease on the cluster bus): each handles
// its jobs in order, so two working side by side would let a customer's later reply or event overtake
// an earlier one. A wake on any process reaches the one working (docs/scale-out.md).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { WakeLoop } from '../background/wake-loop';
import type { ClusterBus } from '../cluster/bus';

/** How long the working process keeps the lease without claiming again; it renews it at every claim. */
const LEASE_MS = 10_000;

export abstract class ClaimLoop<Job> {
  private readonly loop: WakeLoop;
  private stopped = false;
  private readonly channel: string;

  protected constructor(private readonly name: string, private readonly bus: ClusterBus, protected readonly log: FastifyBaseLogger, pollMs: number) {
    this.loop = new WakeLoop(name, log, pollMs, () => this.pass());
    this.channel = `wake:${name}`;
    bus.subscribe(this.channel, () => this.loop.wake())
      .catch((error: unknown) => log.error({ err: error }, `${name}: not listening for work stored by other processes`));
  }

  /** Due jobs, claimed. */
  protected abstract claim(): Promise<Job[]>;
  /** Handles one claimed job; whatever it throws is logged and the job waits for its claim to run out. */
  protected abstract handle(job: Job): Promise<void>;

  /** Works what is due now (what a previous process left too), then on every poll. */
  start(): void {
    this.loop.start();
  }

  /** New work was stored: a pass soon, on the process that works (this one's listener runs at once). */
  wake(): void {
    this.bus.publish(this.channel, '').catch((error: unknown) => this.log.warn({ err: error }, `${this.name}: wake not passed on`));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop.stop();
  }

  private async pass(): Promise<void> {
    for (;;) {
      if (this.stopped || !await this.bus.lease(this.name, LEASE_MS)) return;
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
