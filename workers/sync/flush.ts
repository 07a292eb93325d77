// The outbox flush loop: claims due entries, sends them, applies each result (decisions in outbox.ts).
import { liveQuery, type Subscription } from 'dexie';
import { db } from '../../src/data/db';
import type { PendingMessageRecord } from '../../src/data/records';
import type { Message } from '../../common/protocol';
import { sendFailureOf } from './http';
import { classifySendFailure, settle } from './outbox';
import { SerialTask } from './serial-task';
import { confirmSent } from './store-incoming';
import { applyOutboxStep, claimDueEntries, requeueInterrupted } from './store-outbox';

export interface FlushDeps {
  /** Sends one entry (publishTemplate) and answers the stored message. */
  send(entry: PendingMessageRecord): Promise<Message>;
  now(): number;
  random(): number;
  onSessionInvalid(): void;
}

export class OutboxFlusher {
  private readonly task = new SerialTask(() => this.pass(), (error) => console.warn('[sync] outbox pass failed', error));
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private queuedWatch: Subscription | undefined;
  /** No pass before interrupted sends are requeued: the requeue would undo a fresh claim. */
  private recovered = false;
  private stopped = false;

  constructor(private readonly deps: FlushDeps) {}

  async start(): Promise<void> {
    await requeueInterrupted();
    this.recovered = true;
    if (this.stopped) return;
    // Entries added or resent by any tab or worker reach this loop through Dexie's change propagation;
    // the first emission starts the first pass.
    this.queuedWatch = liveQuery(() => db.pendingMessages.where('status').equals('queued').primaryKeys())
      .subscribe({ next: () => this.request(), error: (error: unknown) => console.warn('[sync] outbox watch failed', error) });
  }

  request(): void {
    if (this.recovered && !this.stopped) this.task.request();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.wakeTimer);
    this.queuedWatch?.unsubscribe();
  }

  private async pass(): Promise<void> {
    if (this.stopped) return;
    const plan = await claimDueEntries(this.deps.now());
    clearTimeout(this.wakeTimer);
    if (plan.wakeAt !== undefined) {
      this.wakeTimer = setTimeout(() => this.request(), Math.max(0, plan.wakeAt - this.deps.now()));
    }
    for (const entry of plan.claimed) void this.sendOne(entry);
  }

  private async sendOne(entry: PendingMessageRecord): Promise<void> {
    try {
      if (this.stopped) {
        // Claimed just as the loop stopped: hand it back as it was.
        await applyOutboxStep(entry.receiptId, { kind: 'update', entry: { ...entry, status: 'queued' } });
        return;
      }
      let message: Message;
      try {
        message = await this.deps.send(entry);
      } catch (error) {
        const step = settle(entry, classifySendFailure(sendFailureOf(error)), this.deps.now(), this.deps.random);
        // Stop before the entry is requeued, so no pass picks it up again with the refused session.
        if (step.kind === 'stop') this.stopForInvalidSession();
        await applyOutboxStep(entry.receiptId, step);
        return;
      }
      await confirmSent(entry.receiptId, message);
    } catch (error) {
      console.warn('[sync] could not store the result of a send', error);
    } finally {
      // The next entry of the conversation may be due now.
      this.request();
    }
  }

  private stopForInvalidSession(): void {
    if (this.stopped) return;
    this.stop();
    this.deps.onSessionInvalid();
  }
}
