// Meta's app webhook, one URL for every connected Page (docs/channels.md, "Messenger"):
// GET /webhooks/meta answers the handshake for a verify token an admin connected with;
// POST /webhooks/meta routes each entry to the account that connected its id (entry.id: the Page or the
// Instagram account; WhatsApp's entry is split by phone number, adapter.entryAccountsOf), checks
// the body's X-Hub-Signature-256 with that account's app secret before anything is stored (one entry
// that fails: 401, nothing stored), stores the events once each and answers at once. Entries of ids
// no one connected are ignored (a Page disconnected here may still be subscribed at Meta).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CredentialPlatform } from '../../../common/contracts/integrations';
import { errorAnswers } from '../../../common/contracts/base';
import { badRequest, unauthorized } from '../../http/errors';
import type { InboundProcessor } from '../inbound/processor';
import { storeEvents } from '../inbound/store';
import type { IntegrationRow } from '../integrations/serialize';
import { integrationsByAccount, integrationsByParent, markWebhookReceived, verifyTokenKnown } from '../integrations/store';
import type { ChannelServices } from '../services';
import { verifyTokenHashOf } from './verify-token';
import { badSignature, jsonOf } from '../webhooks/body';

/** The platform of each webhook `object` Meta sends. */
const PLATFORM_OF_OBJECT: Record<string, CredentialPlatform> = { page: 'facebook', instagram: 'instagram', whatsapp_business_account: 'whatsapp' };
const META_PLATFORMS = Object.values(PLATFORM_OF_OBJECT);

const HandshakeRoute = {
  querystring: Type.Object({
    'hub.mode': Type.Optional(Type.String({ maxLength: 100 })),
    'hub.verify_token': Type.Optional(Type.String({ maxLength: 200 })),
    'hub.challenge': Type.Optional(Type.String({ maxLength: 200 })),
  }),
  response: { 200: Type.String(), ...errorAnswers },
};
const WebhookRoute = { response: { 200: Type.Object({}), ...errorAnswers } };

interface MetaBody {
  object?: unknown;
  entry?: unknown;
}

export function metaWebhookRoutes(fastify: FastifyInstance, services: ChannelServices & { inbound: InboundProcessor }): void {
  const { db, adapters, credentials, inbound } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/webhooks/meta', { schema: HandshakeRoute }, async (request, reply) => {
    const { 'hub.mode': mode, 'hub.verify_token': verifyToken, 'hub.challenge': challenge } = request.query;
    if (mode !== 'subscribe' || !verifyToken || challenge === undefined) throw unauthorized();
    if (!await verifyTokenKnown(db, META_PLATFORMS, verifyTokenHashOf(verifyToken))) {
      request.log.warn('Meta webhook handshake refused: unknown verify token');
      throw unauthorized();
    }
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  app.post('/webhooks/meta', { schema: WebhookRoute }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const body = jsonOf(rawBody) as MetaBody | undefined;
    const platform = typeof body?.object === 'string' ? PLATFORM_OF_OBJECT[body.object] : undefined;
    if (!platform) throw badRequest('object: not a webhook of a Meta platform Parley connects');
    if (!Array.isArray(body!.entry)) throw badRequest('entry: must be an array');
    const adapter = adapters[platform];

    // Every entry of a connected account is checked before anything of the body is stored.
    const accepted: { integration: IntegrationRow; events: { eventId: string; payload: unknown }[] }[] = [];
    for (const entry of body!.entry as { id?: unknown }[]) {
      if (typeof entry?.id !== 'string') throw badRequest('entry: each entry needs its id');
      const parts = adapter.entryAccountsOf ? adapter.entryAccountsOf(entry) : [{ account: entry.id, entry }];
      for (const part of parts) {
        const found = 'byParent' in part && part.byParent
          ? await integrationsByParent(db, platform, part.account) : await integrationsByAccount(db, [platform], part.account);
        for (const integration of found) {
          if (!adapter.verifySignature(credentials.open(integration.objectId, integration.credentials), rawBody, request.headers)) {
            request.log.warn({ integration: integration.objectId }, 'webhook refused: bad signature');
            throw badSignature();
          }
          const events = adapter.eventsOf(part.entry);
          if (events) accepted.push({ integration, events });
        }
      }
    }
    for (const { integration, events } of accepted) {
      await storeEvents(db, integration, adapter, events);
      await markWebhookReceived(db, integration);
    }
    if (accepted.length > 0) inbound.wake();
    return {};
  });
}
