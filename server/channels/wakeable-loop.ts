// A background pass that runs when woken (new work was stored) and on a poll (retries whose time has
// come, claims that ran out), one pass at a time: a wake during a pass runs another after it.
import type { FastifyBaseLogger } from 'fastify';

export class WakeableLoop {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  /** Runs a pass now, then on every poll. */
  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.wake();
  }

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

  get isStopped(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
