// Accounts whose platform asked us to wait (a rate limit: 429 with Retry-After, Meta's codes 4, 613,
// 80007, 130429): their jobs of one worker (the replies; not the account's inbound events) are not
// claimed until then, on any process. A pause is told over the cluster bus, so every process hears it;
// each keeps the pauses it heard in memory.
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus } from '../../cluster/bus';

export class AccountPauses {
  private readonly until = new Map<string, number>();
  private readonly channel: string;

  /** The pauses of the worker named `worker`. */
  constructor(private readonly bus: ClusterBus, private readonly log: FastifyBaseLogger, worker: string) {
    this.channel = `account-paused:${worker}`;
    bus.subscribe(this.channel, (message) => {
      const [account, at] = message.split(' ');
      if (account) this.hold(account, Number(at));
    }).catch((error: unknown) => log.error({ err: error }, 'account pauses: not listening to other processes'));
  }

  /** The account's jobs wait until `untilMs` (epoch ms) on every process. */
  pause(account: string, untilMs: number): void {
    this.bus.publish(this.channel, `${account} ${untilMs}`)
      .catch((error: unknown) => this.log.warn({ err: error }, 'account pause not passed on'));
  }

  /** The accounts paused now. */
  paused(): string[] {
    const now = Date.now();
    const accounts: string[] = [];
    for (const [account, at] of this.until) {
      if (at > now) accounts.push(account);
      else this.until.delete(account);
    }
    return accounts;
  }

  private hold(account: string, untilMs: number): void {
    if (Number.isFinite(untilMs) && untilMs > (this.until.get(account) ?? 0)) this.until.set(account, untilMs);
  }
}
