// Works the stored webhook events (channel_events) in the background: a webhook wakes it after its
// durable write; at start it takes what a previous process left (a claim that ran out), so an event
// answered is applied even if the process died right after the answer. Tries back off; an event that
// cannot be applied stays stored as failed.
import type { FastifyBaseLogger } from 'fastify';
import type { CredentialPlatform } from '../../../common/contracts/integrations';
import { integrationById } from '../integrations/store';
import type { ChannelServices } from '../services';
import { applyInbound } from './apply';
import { claimEvents, failEvent, finishEvent, type ChannelEventRow } from './store';
import { ClaimLoop } from '../claim-loop';

const BATCH = 20;
/** How long a claim holds: far longer than applying one batch takes. */
const CLAIM_MS = 60_000;
/** Waits before the 2nd, 3rd, … try of an event that failed (a platform down for a while). */
const RETRY_MS = [1_000, 10_000, 60_000, 300_000];

export class InboundProcessor extends ClaimLoop<ChannelEventRow> {
  constructor(private readonly services: ChannelServices, log: FastifyBaseLogger, pollMs = 1_000) {
    super('inbound events', log, pollMs);
  }

  protected claim(): Promise<ChannelEventRow[]> {
    return claimEvents(this.services.db, BATCH, CLAIM_MS);
  }

  protected async handle(event: ChannelEventRow): Promise<void> {
    const { db, adapters, credentials } = this.services;
    try {
      const integration = await integrationById(db, event.integrationId);
      // The account was disconnected meanwhile (its events go with it by cascade): nothing to do.
      if (!integration) return;
      const adapter = adapters[integration.platform as CredentialPlatform];
      const context = { services: this.services, adapter, integration, credentials: credentials.open(integration.objectId, integration.credentials) };
      await applyInbound(context, adapter.itemOf(event.payload), event.eventId);
      await finishEvent(db, event.objectId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryInMs = RETRY_MS[Math.min(event.attempts - 1, RETRY_MS.length - 1)]!;
      this.log.warn({ event: event.objectId, attempts: event.attempts, err: message }, 'inbound event not applied');
      await failEvent(db, event, message, retryInMs);
    }
  }
}
