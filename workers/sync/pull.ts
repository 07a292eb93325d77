// Delta sync of one organization: pull the change feed from the stored cursor until it has no more.
import { CHANGES_PAGE_LIMIT } from '../../common/constants';
import type { ChangesRequest, ChangesResult } from '../../common/contracts/changes';
import type { ApiClient } from '../../local/api-client';
import { isSessionError } from './http';
import { backoffDelay } from '../../local/outbox/outbox';
import { SerialTask } from './serial-task';
import { directWrites } from '../../local/stores/direct-writes';
import { applyChangesPages } from '../../local/stores/store-incoming';
import { readCursor, recordFullPull } from '../../local/stores/store-meta';

/** Socket events arriving within this window share one pull. */
const EVENT_PULL_DELAY_MS = 200;
/**
 * Pages fetched ahead of the writes at most. While IndexedDB writes, the next pages keep coming; all
 * those that arrived are then written in one transaction (fewer, larger ones: the first sync's bulk).
 */
export const MAX_PAGES_AHEAD = 8;

interface FetchedPage {
  page: ChangesResult;
  /** directWrites' mark taken before it was fetched. */
  fetchedAt: number;
}

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
   * Pages are applied strictly in order, but the next pages are fetched while the current ones are
   * written (each page's cursor is known from the answer before it is written), so the network and
   * IndexedDB work at the same time; every page that has arrived by the time a write ends goes into
   * the next transaction.
   */
  private async pullToEnd(): Promise<void> {
    const { orgId } = this.deps;
    const arrived: FetchedPage[] = [];
    let fetchError: { error: unknown } | undefined;
    let wakeWriter: (() => void) | undefined;
    let wakeFetcher: (() => void) | undefined;
    // Shared by the fetcher and the writer, each waking the other; `writer` is set when the writes end
    // early (stopped, or a failed write), and the fetcher then stops too.
    const ended = { fetch: false, writer: false };
    const fetchAhead = async (since: number) => {
      try {
        for (;;) {
          while (arrived.length >= MAX_PAGES_AHEAD && !ended.writer) await new Promise<void>((resolve) => { wakeFetcher = resolve; });
          // A failed write ends this pull; pages fetched meanwhile are dropped with it.
          if (ended.writer || this.stopped) return;
          const fetchedAt = directWrites.mark();
          const page = await this.fetchPage(since);
          arrived.push({ page, fetchedAt });
          wakeWriter?.();
          if (!page.hasMore) return;
          since = page.cursor;
        }
      } catch (error) {
        fetchError = { error };
      } finally {
        ended.fetch = true;
        wakeWriter?.();
      }
    };
    void fetchAhead(await readCursor(orgId));
    try {
      for (;;) {
        while (arrived.length === 0 && !ended.fetch) await new Promise<void>((resolve) => { wakeWriter = resolve; });
        if (this.stopped) return;
        const batch = arrived.splice(0);
        wakeFetcher?.();
        if (batch.length > 0) {
          await applyChangesPages(orgId, batch.map(({ page }) => page));
          // Pages still to apply were fetched after these: they hold every write these held.
          directWrites.forgetBefore(batch.at(-1)!.fetchedAt);
          if (!batch.at(-1)!.page.hasMore) break;
        } else if (fetchError) {
          throw fetchError.error;
        } else {
          return;
        }
      }
    } finally {
      ended.writer = true;
      wakeFetcher?.();
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
