// The live-chat visitor API (same origin as the page); the visitor's identity is kept by ./visitor-token.
import type {
  VisitorHistoryResponse, VisitorMessage, VisitorProfileRequest, VisitorProfileResponse, VisitorSendRequest, VisitorSessionResponse,
} from '../../common/contracts/livechat';
import { LIVECHAT_DISCONNECTED } from '../../common/error-keys';
import { keepVisitorToken, readVisitorToken } from './visitor-token';

export class LivechatUnavailable extends Error {}
/** The organization has disconnected its live chat: visitors are refused until it connects again. */
export class LivechatDisconnected extends Error {}

/** The server refused what the visitor entered: 400 naming the field (`body/email must match format "email"`). */
export class LivechatFieldError extends Error {
  constructor(readonly field: 'name' | 'email') { super(`the server refused ${field}`); }
}

async function json<T>(response: Response): Promise<T> {
  if (response.status === 404) throw new LivechatUnavailable();
  if (response.status === 403 || response.status === 400) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    if (body?.error === LIVECHAT_DISCONNECTED) throw new LivechatDisconnected();
    const field = /^body\/(name|email)\b/.exec(body?.error ?? '')?.[1] as 'name' | 'email' | undefined;
    if (field) throw new LivechatFieldError(field);
  }
  if (!response.ok) throw new Error(`live chat request failed with ${response.status}`);
  return response.json() as Promise<T>;
}

function post<T>(path: string, body: unknown): Promise<T> {
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(json<T>);
}

/** Starts or resumes this browser's visitor session; the token survives reloads. */
export async function openSession(orgId: string): Promise<VisitorSessionResponse> {
  const session = await post<VisitorSessionResponse>('/livechat/api/session', { orgId, visitorToken: readVisitorToken(orgId) });
  keepVisitorToken(orgId, session.visitorToken);
  return session;
}

export async function loadHistory(visitorToken: string): Promise<VisitorMessage[]> {
  const response = await fetch(`/livechat/api/messages?visitorToken=${encodeURIComponent(visitorToken)}`);
  return (await json<VisitorHistoryResponse>(response)).messages;
}

export function sendMessage(request: VisitorSendRequest): Promise<VisitorMessage> {
  return post<VisitorMessage>('/livechat/api/messages', request);
}

/** The pre-chat form's answer. */
export function giveProfile(request: VisitorProfileRequest): Promise<VisitorProfileResponse> {
  return post<VisitorProfileResponse>('/livechat/api/profile', request);
}
