// The flush loop of an outbox: claims due entries, sends them, applies each result (decisions in
// outbox.ts). One loop per outbox table: messages (pendingMessages) and actions (pendingActions).
import { liveQuery, type Subscription } from 'dexie';
import { sendFailureOf } from './http';
import { classifySendFailure, settle, type OutboxEntry } from '../../local/outbox/outbox';
import { SerialTask } from './serial-task';
import type { OutboxTable } from '../../local/stores/store-queue';

export interface FlushDeps<Entry extends OutboxEntry, Result> {
  table: OutboxTable<Entry>;
  key(entry: Entry): string;
  /** Sends one entry and answers the server's reply. */
  send(entry: Entry): Promise<Result>;
  /** Stores the reply and removes the entry, in one transaction. */
  confirm(entry: Entry, result: Result): Promise<void>;
  now(): number;
  random(): number;
  onSessionInvalid(): void;
}

export class OutboxFlusher<Entry extends OutboxEntry, Result> {
  private readonly task = new SerialTask(() => this.pass(), (error) => console.warn('[sync] outbox pass failed', error));
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private queuedWatch: Subscription | undefined;
  /** No pass before interrupted sends are requeued: the requeue would undo a fresh claim. */
  private recovered = false;
  private stopped = false;

  constructor(private readonly deps: FlushDeps<Entry, Result>) {}

  async start(): Promise<void> {
    await this.deps.table.requeueInterrupted();
    this.recovered = true;
    if (this.stopped) return;
    // Entries added or resent by any tab or worker reach this loop through Dexie's change propagation;
    // the first emission starts the first pass.
    this.queuedWatch = liveQuery(() => this.deps.table.queuedKeys())
      .subscribe({ next: () => this.request(), error: (error: unknown) => console.warn('[sync] outbox watch failed', error) });
  }

  request(): void {
    if (this.recovered && !this.stopped) this.task.request();
  }

  /** The connection is back: whatever backoff was running, queued entries go now (docs/sync.md). */
  retryNow(): void {
    if (this.stopped) return;
    this.deps.table.retryNow(this.deps.now()).then(
      () => this.request(),
      (error: unknown) => console.warn('[sync] outbox retry failed', error),
    );
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.wakeTimer);
    this.queuedWatch?.unsubscribe();
  }

  private async pass(): Promise<void> {
    if (this.stopped) return;
    const plan = await this.deps.table.claimDue(this.deps.now());
    clearTimeout(this.wakeTimer);
    if (plan.wakeAt !== undefined) {
      this.wakeTimer = setTimeout(() => this.request(), Math.max(0, plan.wakeAt - this.deps.now()));
    }
    for (const entry of plan.claimed) void this.sendOne(entry);
  }

  private async sendOne(entry: Entry): Promise<void> {
    const key = this.deps.key(entry);
    try {
      if (this.stopped) {
        // Claimed just as the loop stopped: hand it back as it was.
        await this.deps.table.applyStep(key, { kind: 'update', entry: { ...entry, status: 'queued' } });
        return;
      }
      let result: Result;
      try {
        result = await this.deps.send(entry);
      } catch (error) {
        const step = settle(entry, classifySendFailure(sendFailureOf(error)), this.deps.now(), this.deps.random);
        // Stop before the entry is requeued, so no pass picks it up again with the refused session.
        if (step.kind === 'stop') this.stopForInvalidSession();
        await this.deps.table.applyStep(key, step);
        return;
      }
      await this.deps.confirm(entry, result);
    } catch (error) {
      console.warn('[sync] could not store the result of a send', error);
    } finally {
      // The next entry of the lane may be due now.
      this.request();
    }
  }

  private stopForInvalidSession(): void {
    if (this.stopped) return;
    this.stop();
    this.deps.onSessionInvalid();
  }
}
