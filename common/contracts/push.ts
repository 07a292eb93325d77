// Web push (docs/push.md; server/push): the endpoints' requests and answers as TypeBox schemas with
// their inferred types under the same names, and the routes' schemas (docs/contracts.md). The payload
// the service worker shows and its check stay in common/push.ts.
import { Type, type Static } from 'typebox';
import { Const } from './keywords';
import { errorAnswers } from './base';

/** Longest push service URL a subscription may name. */
const ENDPOINT_MAX = 2000;
const Endpoint = Type.String({ minLength: 1, maxLength: ENDPOINT_MAX });
/** A key of RFC 8291 in base64url (checked for its length by the handler). */
const Base64Url = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+=*$' });

/** GET /push/vapid-public-key */
export const VapidPublicKeyResponse = Type.Object({ publicKey: Type.String() });
export type VapidPublicKeyResponse = Static<typeof VapidPublicKeyResponse>;

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionJson = Type.Object({
  endpoint: Endpoint,
  expirationTime: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
  keys: Type.Object({ p256dh: Base64Url, auth: Base64Url }),
});
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>;

/** POST /push/subscribe: this browser, for the signed-in user and session. */
export const PushSubscribeRequest = Type.Object({ subscription: PushSubscriptionJson });
export type PushSubscribeRequest = Static<typeof PushSubscribeRequest>;
export const PushSubscribeResponse = Type.Object({ endpoint: Type.String() });
export type PushSubscribeResponse = Static<typeof PushSubscribeResponse>;
/** POST /push/unsubscribe */
export const PushUnsubscribeRequest = Type.Object({ endpoint: Endpoint });
export type PushUnsubscribeRequest = Static<typeof PushUnsubscribeRequest>;
/** `removed`: the subscription was the caller's and is gone. */
export const PushUnsubscribeResponse = Type.Object({ removed: Type.Boolean() });
export type PushUnsubscribeResponse = Static<typeof PushUnsubscribeResponse>;

/** The routes' schemas: what each validates and answers. */
export const PushRoutes = {
  publicKey: { response: { 200: VapidPublicKeyResponse, ...errorAnswers } },
  publicKeyByPost: { body: Type.Object({ _method: Type.Optional(Const('GET')) }), response: { 200: VapidPublicKeyResponse, ...errorAnswers } },
  subscribe: { body: PushSubscribeRequest, response: { 200: PushSubscribeResponse, ...errorAnswers } },
  unsubscribe: { body: PushUnsubscribeRequest, response: { 200: PushUnsubscribeResponse, ...errorAnswers } },
};
