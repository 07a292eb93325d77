// The switched-on message keyword rules of each organization, as the inbound pipeline needs them: read
// once and kept, so an inbound text costs no query until a rule matches. A change to an organization's
// rules on any server process is heard over the cluster bus, and that organization's rules are read
// anew; what is kept is also read anew after a minute, so nothing stale outlives a missed signal for long.
import type { ClusterBus } from '../cluster/bus';
import type { Queryable } from '../db/client';
import type { MessageKeywordRow } from './serialize';
import { enabledRules } from './store';

const CHANNEL = 'message-keywords-changed';
const KEPT_MS = 60_000;
/** Organizations kept before the expired ones are swept. */
const SWEEP_ABOVE = 1_000;

export class MessageKeywordRules {
  private readonly kept = new Map<string, { until: number; rules: Promise<MessageKeywordRow[]> }>();
  private readonly listening: Promise<void>;

  constructor(private readonly db: Queryable, private readonly bus: ClusterBus) {
    this.listening = bus.subscribe(CHANNEL, (orgId) => this.kept.delete(orgId));
    // A bus that cannot subscribe leaves the minute's expiry; the failure is not the inbound pipeline's.
    this.listening.catch((error: unknown) => console.warn(`message keywords: not listening for rule changes: ${String(error)}`));
  }

  /** The organization's switched-on rules, oldest first. */
  of(orgId: string): Promise<MessageKeywordRow[]> {
    const now = Date.now();
    const known = this.kept.get(orgId);
    if (known && known.until > now) return known.rules;
    if (this.kept.size > SWEEP_ABOVE) for (const [other, entry] of this.kept) if (entry.until <= now) this.kept.delete(other);
    const rules = enabledRules(this.db, orgId);
    this.kept.set(orgId, { until: now + KEPT_MS, rules });
    // A failed read is not kept.
    rules.catch(() => { if (this.kept.get(orgId)?.rules === rules) this.kept.delete(orgId); });
    return rules;
  }

  /** Every process forgets the organization's rules (after a create, edit or delete committed). */
  changed(orgId: string): Promise<void> {
    return this.bus.deliver(CHANNEL, orgId);
  }
}
