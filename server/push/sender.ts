// Sending pushes with web-push (RFC 8291 aes128gcm encryption, RFC 8292 VAPID) to every live
// subscription of the recipients. A subscription the push service calls gone (404/410), or whose
// session was revoked, is deleted. Failures are logged, never thrown: a push must not undo the
// action behind it.
import { readFile } from 'node:fs/promises';
import https from 'node:https';
import tls from 'node:tls';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '../../common/push';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { addressPolicy } from '../link-preview/address-policy';
import { guardedLookup, isAllowedEndpoint } from './endpoint-guard';
import { deleteSubscriptions, subscriptionsOf, type StoredSubscription } from './subscriptions';
import type { VapidIdentity } from './vapid';

export interface PushDelivery { userId: string; payload: PushPayload }

export interface PushSender {
  send(deliveries: readonly PushDelivery[]): Promise<void>;
}

interface Log { warn(object: unknown, message: string): void }

/** How long a push service keeps an undelivered push: a day-old message alert is of no use. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/** Connects to public addresses only (endpoint-guard.ts); trusts PUSH_CA_FILE's certificates too. */
async function agentFor(config: ServerConfig): Promise<https.Agent> {
  const extra = config.push.caFile ? await readFile(config.push.caFile, 'utf8') : undefined;
  return new https.Agent({
    keepAlive: true,
    lookup: guardedLookup(addressPolicy(config.push.allowHosts)),
    ...(extra ? { ca: [...tls.rootCertificates, extra] } : {}),
  });
}

const isGone = (error: unknown) => error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);

export async function createPushSender(db: Db, config: ServerConfig, identity: VapidIdentity, log: Log): Promise<PushSender> {
  const agent = await agentFor(config);
  const policy = addressPolicy(config.push.allowHosts);

  /** Answers whether the push service says the subscription is gone. */
  async function deliver(subscription: StoredSubscription, payload: PushPayload): Promise<boolean> {
    // Stored before the allowed addresses changed: of no use now.
    if (!isAllowedEndpoint(new URL(subscription.endpoint), policy)) return true;
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: identity,
          TTL: TTL_SECONDS,
          urgency: payload.kind === 'message' ? 'high' : 'normal',
          // The push service keeps only the newest undelivered push of a tag (tags are URL-safe, ≤ 32).
          topic: payload.tag,
          timeout: SEND_TIMEOUT_MS,
          agent,
        },
      );
      return false;
    } catch (error) {
      if (isGone(error)) return true;
      log.warn({ err: error, endpoint: new URL(subscription.endpoint).origin }, 'push not delivered');
      return false;
    }
  }

  return {
    async send(deliveries) {
      try {
        const subscriptions = await subscriptionsOf(db, [...new Set(deliveries.map((delivery) => delivery.userId))]);
        const gone = subscriptions.filter((subscription) => subscription.revoked).map((subscription) => subscription.endpoint);
        const sends = deliveries.flatMap(({ userId, payload }) => subscriptions
          .filter((subscription) => subscription.userId === userId && !subscription.revoked)
          .map(async (subscription) => { if (await deliver(subscription, payload)) gone.push(subscription.endpoint); }));
        await Promise.all(sends);
        await deleteSubscriptions(db, gone);
      } catch (error) {
        log.warn({ err: error }, 'push not sent');
      }
    },
  };
}
