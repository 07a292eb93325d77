/**
 * Runs an async job one at a time. A request while it runs schedules exactly one more run, so a change
 * that lands during a run is never skipped and bursts of requests do not pile up.
 */
export class SerialTask {
  private running = false;
  private again = false;

  constructor(
    private readonly job: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.runUntilSettled();
  }

  private async runUntilSettled(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.job();
      } catch (error) {
        this.onError(error);
      }
    } while (this.again);
    this.running = false;
  }
}
