// The connected accounts as the webhooks and the inbound worker need them, read once and kept: every
// webhook of a busy account, and every claim of its events, would otherwise read the same row. An
// account connected again or disconnected on any server process is read anew (the cluster bus); what is
// kept is also read anew after a minute, so nothing stale outlives a missed signal for long.
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus } from '../../cluster/bus';
import type { Queryable } from '../../db/client';
import { onIntegrationChanged } from './changed';
import type { IntegrationRow } from './serialize';
import { integrationById } from './store';

const KEPT_MS = 60_000;

export class KnownAccounts {
  private readonly kept = new Map<string, { until: number; row: Promise<IntegrationRow | undefined> }>();

  constructor(private readonly db: Queryable, bus: ClusterBus, log: FastifyBaseLogger) {
    onIntegrationChanged(bus, (integrationId) => this.kept.delete(integrationId))
      .catch((error: unknown) => log.error({ err: error }, 'known accounts: not listening for account changes'));
  }

  /** The account, or undefined when there is none by this id. */
  byId(integrationId: string): Promise<IntegrationRow | undefined> {
    const now = Date.now();
    const known = this.kept.get(integrationId);
    if (known && known.until > now) return known.row;
    const row = integrationById(this.db, integrationId);
    this.kept.set(integrationId, { until: now + KEPT_MS, row });
    // A failed read is not kept.
    row.catch(() => this.kept.delete(integrationId));
    return row;
  }
}
