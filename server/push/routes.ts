// Web-push endpoints (docs/push.md): the VAPID public key, and the signed-in browser's subscription.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  PushSubscribeRequest, PushUnsubscribeRequest, VapidPublicKeyResponse,
} from '../../common/push';
import { requireUser } from '../http/auth';
import { addressPolicy, type AddressPolicy } from '../link-preview/address-policy';
import { badRequest, invalidSession } from '../http/errors';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { isAllowedEndpoint } from './endpoint-guard';
import { removeSubscription, saveSubscription } from './subscriptions';

const ENDPOINT_MAX = 2000;
const base64url = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+=*$' };

const keySchema = { body: { type: 'object', properties: { _method: { const: 'GET' } } } };
const subscribeSchema = {
  body: {
    type: 'object',
    required: ['subscription'],
    properties: {
      subscription: {
        type: 'object',
        required: ['endpoint', 'keys'],
        properties: {
          endpoint: { type: 'string', minLength: 1, maxLength: ENDPOINT_MAX },
          expirationTime: { type: ['number', 'null'] },
          keys: {
            type: 'object',
            required: ['p256dh', 'auth'],
            properties: { p256dh: base64url, auth: base64url },
          },
        },
      },
    },
  },
};
const unsubscribeSchema = {
  body: {
    type: 'object',
    required: ['endpoint'],
    properties: { endpoint: { type: 'string', minLength: 1, maxLength: ENDPOINT_MAX } },
  },
};

/** An https endpoint at a public address; RFC 8291 keys: an uncompressed P-256 point (65 bytes), a 16-byte auth secret. */
function checkSubscription({ endpoint, keys }: PushSubscribeRequest['subscription'], policy: AddressPolicy): void {
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

export async function pushRoutes(app: FastifyInstance, { db, config, push }: Services): Promise<void> {
  const policy = addressPolicy(config.push.allowHosts);
  const publicKey = async (): Promise<VapidPublicKeyResponse> => ({ publicKey: push.publicKey });
  app.get('/push/vapid-public-key', publicKey);
  app.post('/push/vapid-public-key', { schema: keySchema }, publicKey);

  app.post<{ Body: PushSubscribeRequest }>('/push/subscribe', { schema: subscribeSchema }, async (request) => {
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

  app.post<{ Body: PushUnsubscribeRequest }>('/push/unsubscribe', { schema: unsubscribeSchema }, async (request) => {
    const user = await requireUser(db, request);
    return { removed: await removeSubscription(db, user.objectId, request.body.endpoint) };
  });
}
