// Web push (docs/push.md): the payload the service worker shows (the endpoints' shapes:
// common/contracts/push.ts). Pure: no DOM or Node imports.

export type PushKind = 'message' | 'task' | 'notification';

/** What the server pushes: no more than the notification shows. */
export interface PushPayload {
  kind: PushKind;
  orgId: string;
  title: string;
  body: string;
  /** Console route the click opens (same origin), e.g. /message-center/{orgId}/conversation/…/customer/…. */
  url: string;
  /** One notification per tag: a new push of a conversation replaces its last one. */
  tag: string;
  /** Conversations of the organization with unread messages (message pushes): the app badge. */
  unread?: number;
}

/** Longest notification body: a message's text is cut here. */
export const PUSH_BODY_MAX = 120;

export function isPushPayload(value: unknown): value is PushPayload {
  const payload = value as Partial<PushPayload> | null;
  return typeof payload === 'object' && payload !== null
    && (payload.kind === 'message' || payload.kind === 'task' || payload.kind === 'notification')
    && typeof payload.orgId === 'string' && typeof payload.title === 'string' && typeof payload.body === 'string'
    && typeof payload.url === 'string' && payload.url.startsWith('/') && !payload.url.startsWith('//')
    && typeof payload.tag === 'string'
    && (payload.unread === undefined || (typeof payload.unread === 'number' && payload.unread >= 0));
}

export const conversationRoute = (orgId: string, conversationId: string, customerId: string) =>
  `/message-center/${orgId}/conversation/${conversationId}/customer/${customerId}`;
