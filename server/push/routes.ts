// Web-push endpoints (docs/push.md): the VAPID public key, and the signed-in browser's subscription.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PushRoutes, type PushSubscriptionJson } from '../../common/contracts/push';
import { requireUser } from '../http/auth';
import { addressPolicy, type AddressPolicy } from '../link-preview/address-policy';
import { badRequest, invalidSession } from '../http/errors';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { isAllowedEndpoint } from './endpoint-guard';
import { removeSubscription, saveSubscription } from './subscriptions';

/** An https endpoint at a public address; RFC 8291 keys: an uncompressed P-256 point (65 bytes), a 16-byte auth secret. */
function checkSubscription({ endpoint, keys }: PushSubscriptionJson, policy: AddressPolicy): void {
  if (!URL.canParse(endpoint) || new URL(endpoint).protocol !== 'https:') {
    throw badRequest('body/subscription/endpoint must be an https URL');
  }
  if (!isAllowedEndpoint(new URL(endpoint), policy)) throw badRequest('body/subscription/endpoint must be a public push service');
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw badRequest('body/subscription/keys/p256dh must be an uncompressed P-256 public key');
  if (Buffer.from(keys.auth, 'base64url').length !== 16) throw badRequest('body/subscription/keys/auth must be 16 bytes');
}

/** The sha256 of the caller's session token: the subscription ends with that session. */
function sessionHashOf(request: FastifyRequest): string {
  const token = request.envelope.sessionToken;
  if (!token) throw invalidSession();
  return hashToken(token);
}

export async function pushRoutes(fastify: FastifyInstance, { db, config, push }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const policy = addressPolicy(config.push.allowHosts);
  const publicKey = async () => ({ publicKey: push.publicKey });
  app.get('/push/vapid-public-key', { schema: PushRoutes.publicKey }, publicKey);
  app.post('/push/vapid-public-key', { schema: PushRoutes.publicKeyByPost }, publicKey);

  app.post('/push/subscribe', { schema: PushRoutes.subscribe }, async (request) => {
    const user = await requireUser(db, request);
    const { subscription } = request.body;
    checkSubscription(subscription, policy);
    await saveSubscription(db, {
      endpoint: subscription.endpoint,
      userId: user.objectId,
      sessionHash: sessionHashOf(request),
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    return { endpoint: subscription.endpoint };
  });

  app.post('/push/unsubscribe', { schema: PushRoutes.unsubscribe }, async (request) => {
    const user = await requireUser(db, request);
    return { removed: await removeSubscription(db, user.objectId, request.body.endpoint) };
  });
}
