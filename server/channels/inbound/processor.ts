// Works the stored webhook events (channel_events) in the background, in lanes: a customer's events one
// at a time in the order stored, other customers and accounts side by side on every process
// (server/channels/lanes). A webhook wakes it after its durable write; at start it takes what a previous
// process left (a claim that ran out), so an event answered is applied even if the process died right
// after the answer. Tries back off (the lane waits); an event that cannot be applied stays stored as failed.
import type { FastifyBaseLogger } from 'fastify';
import type { CredentialPlatform } from '../../../common/contracts/integrations';
import type { ChannelServices } from '../services';
import { channelClaimMs } from '../config';
import { applyInbound, type ApplyContext } from './apply';
import { claimEvents, failEvent, finishEvents, type ChannelEventRow } from './store';
import type { ClaimRoom } from '../lanes/claim-room';
import { LaneWorker, type LaneLimits } from '../lanes/lane-worker';

/**
 * Events applied at once on one process, and of one account: applying one may wait on the platform
 * (a new customer's profile, media), so many go side by side; one account's slow platform fills only its share.
 */
const LIMITS: LaneLimits = { perProcess: 128, perAccount: 64 };
/** Waits before the 2nd, 3rd, … try of an event that failed (a platform down for a while). */
const RETRY_MS = [1_000, 10_000, 60_000, 300_000];

export class InboundProcessor extends LaneWorker<ChannelEventRow> {
  /**
   * Events applied since the last claim: the next claim marks them done in its transaction (a statement
   * per claim, not per event). Should the process die first, they are applied again: applying is idempotent.
   */
  private applied: string[] = [];

  constructor(private readonly services: ChannelServices, log: FastifyBaseLogger, pollMs = 1_000) {
    super('inbound events', services.bus, log, pollMs, LIMITS);
  }

  protected claim(room: ClaimRoom): Promise<ChannelEventRow[]> {
    const applied = this.applied.splice(0);
    return claimEvents(this.services.db, room, channelClaimMs(this.services.config.channels), applied).catch((error: unknown) => {
      // Not marked: kept for the next claim.
      this.applied.push(...applied);
      throw error;
    });
  }

  /** Claims no more; the events in flight are applied and marked done. */
  override async stop(): Promise<void> {
    await super.stop();
    await finishEvents(this.services.db, this.applied.splice(0));
  }

  protected accountOf(event: ChannelEventRow): string {
    return event.integrationId;
  }

  private async contextOf(integrationId: string): Promise<ApplyContext | undefined> {
    const integration = await this.services.accounts.byId(integrationId);
    if (!integration) return undefined;
    const adapter = this.services.adapters[integration.platform as CredentialPlatform];
    return { services: this.services, adapter, integration, credentials: this.services.credentials.open(integration.objectId, integration.credentials) };
  }

  protected async handle(event: ChannelEventRow): Promise<void> {
    const { db } = this.services;
    try {
      const context = await this.contextOf(event.integrationId);
      // The account was disconnected meanwhile (its events go with it by cascade): nothing to do.
      if (!context) return;
      await applyInbound(context, context.adapter.itemOf(event.payload), event.eventId);
      this.applied.push(event.objectId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryInMs = RETRY_MS[Math.min(event.attempts - 1, RETRY_MS.length - 1)]!;
      this.log.warn({ event: event.objectId, attempts: event.attempts, err: message }, 'inbound event not applied');
      await failEvent(db, event, message, retryInMs);
    }
  }
}
