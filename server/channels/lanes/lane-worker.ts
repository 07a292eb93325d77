// A background worker of durable jobs in lanes (docs/scale-out.md, "Lanes"): a lane's jobs (one
// customer's events, one conversation's replies) run one at a time in the order stored, because the
// claim only takes a lane's oldest pending job; different lanes run side by side, on every server
// process at once. What is in flight is bounded per process and per account, so one account's slow or
// failing platform fills only its own share, and an account its platform asked to wait is not claimed.
// A claim holds its jobs for a while: a process that dies leaves them to be claimed again.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { WakeLoop } from '../../background/wake-loop';
import type { ClusterBus } from '../../cluster/bus';
import { inBackground } from '../../db/background-work';
import { AccountPauses } from './account-pauses';
import type { ClaimRoom } from './claim-room';

export interface LaneLimits {
  /** Jobs in flight on one process. */
  perProcess: number;
  /** Jobs of one account in flight on one process. */
  perAccount: number;
}

/** The bus channel that wakes a worker of this name on every process (work stored elsewhere publishes it too). */
export const wakeChannelOf = (name: string) => `wake:${name}`;

/** How long ended jobs wait for others before their slots are claimed again. */
const CLAIM_GATHER_MS = 10;

export abstract class LaneWorker<Job> {
  private readonly loop: WakeLoop;
  private stopped = false;
  private readonly wakeChannel: string;
  private readonly running = new Set<Promise<void>>();
  private readonly byAccount = new Map<string, number>();
  private gathering: ReturnType<typeof setTimeout> | undefined;
  protected readonly pauses: AccountPauses;

  protected constructor(
    private readonly name: string,
    private readonly bus: ClusterBus,
    protected readonly log: FastifyBaseLogger,
    pollMs: number,
    private readonly limits: LaneLimits,
  ) {
    this.loop = new WakeLoop(name, log, pollMs, () => this.pass());
    this.wakeChannel = wakeChannelOf(name);
    this.pauses = new AccountPauses(bus, log, name);
    bus.subscribe(this.wakeChannel, () => this.loop.wake())
      .catch((error: unknown) => log.error({ err: error }, `${name}: not listening for work stored by other processes`));
  }

  /** Lane heads that are due, claimed, within `room`. */
  protected abstract claim(room: ClaimRoom): Promise<Job[]>;
  /** The account a job goes through ('' for none). */
  protected abstract accountOf(job: Job): string;
  /** Works one claimed job; whatever it throws is logged and the job waits for its claim to run out. */
  protected abstract handle(job: Job): Promise<void>;

  /** Works what is due now (what a previous process left too), then on every poll. */
  start(): void {
    this.loop.start();
  }

  /** New work was stored: every process claims soon (this one's listener runs at once). */
  wake(): void {
    this.bus.publish(this.wakeChannel, '').catch((error: unknown) => this.log.warn({ err: error }, `${this.name}: wake not passed on`));
  }

  /** Claims no more; resolves when the jobs in flight are done. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.gathering);
    await this.loop.stop();
    await Promise.all(this.running);
  }

  private room(): ClaimRoom {
    const { perProcess, perAccount } = this.limits;
    const full = new Set(this.pauses.paused());
    for (const [account, count] of this.byAccount) if (count >= perAccount) full.add(account);
    return {
      limit: perProcess - this.running.size,
      full: [...full],
      roomOf: (account) => perAccount - (this.byAccount.get(account) ?? 0),
    };
  }

  private async pass(): Promise<void> {
    while (!this.stopped) {
      const room = this.room();
      if (room.limit <= 0) return;
      const jobs = await inBackground(() => this.claim(room));
      // Claimed jobs are worked even when stopping: stop() waits for them.
      for (const job of jobs) this.run(job);
      if (jobs.length === 0) return;
      // Back to the event loop between claims: an embedded database (PGlite) answers in microtasks,
      // so a long backlog would otherwise keep every request (the webhooks too) waiting.
      await nextTurn();
    }
  }

  /**
   * A claim shortly, not at once: jobs ending within CLAIM_GATHER_MS share one claim, so a busy process
   * claims a hundred times a second at most, not once per job (a claim is a transaction).
   */
  private claimSoon(): void {
    if (this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      this.loop.wake();
    }, CLAIM_GATHER_MS);
  }

  private run(job: Job): void {
    const account = this.accountOf(job);
    this.byAccount.set(account, (this.byAccount.get(account) ?? 0) + 1);
    const work: Promise<void> = inBackground(() => this.handle(job))
      .catch((error: unknown) => this.log.error({ err: error }, `${this.name}: a job failed`))
      .finally(() => {
        this.running.delete(work);
        const left = (this.byAccount.get(account) ?? 1) - 1;
        if (left > 0) this.byAccount.set(account, left);
        else this.byAccount.delete(account);
        // A slot is free, and the lane may have a next job now: claimed soon, with whatever else ends meanwhile.
        this.claimSoon();
      });
    this.running.add(work);
  }
}
