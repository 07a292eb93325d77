// Platform webhooks (docs/channels.md): POST /webhooks/{platform}/{integrationId}, and Meta's one URL
// for all its accounts (meta/webhook-routes.ts). The signature is checked on the raw body before
// anything is stored; the events are stored once each (a redelivery adds nothing) and answered at
// once; the inbound processor applies them after.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CredentialPlatform } from '../../../common/contracts/integrations';
import { errorAnswers, Id } from '../../../common/contracts/base';
import { badRequest, notFound } from '../../http/errors';
import { badSignature, jsonOf } from './body';
import type { InboundProcessor } from '../inbound/processor';
import { storeEvents } from '../inbound/store';
import { markWebhookReceived } from '../integrations/store';
import { sharedWebhookOf } from '../integrations/serialize';
import { metaWebhookRoutes } from '../meta/webhook-routes';
import type { ChannelServices } from '../services';

/** A platform's webhook body: LINE allows up to 1 MB per request, many events at once. */
const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;

const WebhookRoute = {
  params: Type.Object({ platform: CredentialPlatform, integrationId: Id }),
  response: { 200: Type.Object({}), ...errorAnswers },
};

export async function webhookRoutes(fastify: FastifyInstance, services: ChannelServices & { inbound: InboundProcessor }): Promise<void> {
  const { db, adapters, credentials, inbound, accounts } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The signature is over the bytes as sent: keep them (only in this plugin).
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/webhooks/:platform/:integrationId', { schema: WebhookRoute }, async (request) => {
    const { platform, integrationId } = request.params;
    const integration = await accounts.byId(integrationId);
    // An account of a platform with one webhook for all (Meta) never posts here.
    if (integration?.platform !== platform || sharedWebhookOf(platform)) throw notFound();
    const adapter = adapters[platform];
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!adapter.verifySignature(credentials.open(integration.objectId, integration.credentials), rawBody, request.headers)) {
      request.log.warn({ integration: integration.objectId }, 'webhook refused: bad signature');
      throw badSignature();
    }
    const events = adapter.eventsOf(jsonOf(rawBody));
    if (!events) throw badRequest('body: not a webhook of this platform');
    await storeEvents(db, integration, adapter, events);
    await markWebhookReceived(db, integration);
    inbound.wake();
    return {};
  });

  metaWebhookRoutes(app, services);
}
