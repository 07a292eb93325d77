// The server's web-push endpoints (docs/push.md), with the session's envelope.
import type { PushSubscriptionJson, VapidPublicKeyResponse } from '../../common/contracts/push';
import { post } from '../api/client';

export function fetchVapidPublicKey(): Promise<VapidPublicKeyResponse> {
  return post<VapidPublicKeyResponse>('/push/vapid-public-key', { _method: 'GET' });
}

export function registerPushSubscription(subscription: PushSubscriptionJson): Promise<unknown> {
  return post('/push/subscribe', { subscription });
}

export function unregisterPushSubscription(endpoint: string): Promise<unknown> {
  return post('/push/unsubscribe', { endpoint });
}
