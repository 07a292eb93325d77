// Delta sync of one organization: pull the change feed from the stored cursor until it has no more.
import { CHANGES_PAGE_LIMIT } from '../../common/constants';
import type { ChangesRequest, ChangesResult } from '../../common/contracts/changes';
import type { ApiClient } from '../../local/api-client';
import { isSessionError } from './http';
import { backoffDelay } from '../../local/outbox/outbox';
import { SerialTask } from './serial-task';
import { directWrites } from '../../local/stores/direct-writes';
import { applyChangesPage } from '../../local/stores/store-incoming';
import { readCursor, recordFullPull } from '../../local/stores/store-meta';

/** Socket events arriving within this window share one pull. */
const EVENT_PULL_DELAY_MS = 200;

export interface PullDeps {
  api: ApiClient;
  orgId: string;
  now(): number;
  random(): number;
  onSessionInvalid(): void;
}

export class DeltaPuller {
  private readonly task = new SerialTask(() => this.pullToEnd(), (error) => this.onFailure(error));
  private eventTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private stopped = false;

  constructor(private readonly deps: PullDeps) {}

  /** Pull now (connect, reconnect, nudge). */
  request(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.task.request();
  }

  /** Pull shortly: after a socket event, so a burst of events costs one pull. */
  requestSoon(): void {
    if (this.stopped || this.eventTimer !== undefined) return;
    this.eventTimer = setTimeout(() => {
      this.eventTimer = undefined;
      this.request();
    }, EVENT_PULL_DELAY_MS);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.eventTimer);
    clearTimeout(this.retryTimer);
  }

  /**
   * Pages are applied strictly in order, but the next page is fetched while the current one is written:
   * its cursor is known from the answer, so the network and IndexedDB work at the same time.
   */
  private async pullToEnd(): Promise<void> {
    const { orgId } = this.deps;
    let fetchedAt = directWrites.mark();
    let next: Promise<ChangesResult> | undefined = this.fetchPage(await readCursor(orgId));
    while (next && !this.stopped) {
      const page: ChangesResult = await next;
      if (this.stopped) return;
      const applied = fetchedAt;
      if (page.hasMore) fetchedAt = directWrites.mark();
      next = page.hasMore ? this.fetchPage(page.cursor) : undefined;
      // A failed write ends this pull; the page fetched meanwhile is dropped with it, not reported twice.
      next?.catch(() => undefined);
      await applyChangesPage(orgId, page);
      // Pages still to apply were fetched after this one: they hold every write it held.
      directWrites.forgetBefore(applied);
    }
    if (this.stopped) return;
    this.failures = 0;
    await recordFullPull(orgId, new Date(this.deps.now()).toISOString());
  }

  private fetchPage(since: number): Promise<ChangesResult> {
    const request: ChangesRequest & { orgId: string } = { orgId: this.deps.orgId, since, limit: CHANGES_PAGE_LIMIT };
    return this.deps.api.call<ChangesResult>('changes', request);
  }

  private onFailure(error: unknown): void {
    if (isSessionError(error)) {
      this.stop();
      this.deps.onSessionInvalid();
      return;
    }
    console.warn('[sync] delta pull failed, retrying', error);
    this.retryTimer = setTimeout(() => this.request(), backoffDelay(this.failures, this.deps.random));
    this.failures += 1;
  }
}
