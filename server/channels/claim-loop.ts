// A background worker of durable jobs: each pass claims due jobs (a claim holds them for a while, so a
// process that dies leaves them to be claimed again) and handles them one at a time, until none is due.
// A pass runs when woken (new work was stored) and on a poll (retries whose time has come, claims that
// ran out); a wake during a pass runs another after it.
import type { FastifyBaseLogger } from 'fastify';

export abstract class ClaimLoop<Job> {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  protected constructor(private readonly name: string, protected readonly log: FastifyBaseLogger, private readonly pollMs: number) {}

  /** Due jobs, claimed. */
  protected abstract claim(): Promise<Job[]>;
  /** Handles one claimed job; whatever it throws is logged and the job waits for its claim to run out. */
  protected abstract handle(job: Job): Promise<void>;

  /** Works what is due now (what a previous process left too), then on every poll. */
  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.wake();
  }

  /** New work was stored: a pass soon. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass().catch((error: unknown) => this.log.error({ err: error }, `${this.name}: the pass failed`)).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async pass(): Promise<void> {
    for (;;) {
      const jobs = await this.claim();
      if (jobs.length === 0 || this.stopped) return;
      // One at a time, in the order claimed: a customer's events and replies keep their order.
      for (const job of jobs) await this.handle(job);
    }
  }
}
