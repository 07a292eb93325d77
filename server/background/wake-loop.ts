// Runs a background pass over durable work: when woken (new work was stored) and on a poll (retries
// whose time has come, claims that ran out elsewhere). Never two passes at once: a wake during a pass
// runs another right after it. The task runner and the channels' inbound and outbound workers share it.
interface Log { error(object: unknown, message: string): void }

export class WakeLoop {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly name: string,
    private readonly log: Log,
    private readonly pollMs: number,
    private readonly pass: () => Promise<void>,
  ) {}

  /** A pass now, then one on every poll. */
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

  /** No pass after this one; resolves when the running pass ends. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
