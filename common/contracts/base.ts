// The base types every contract uses: platforms, authorities, inbox categories, sender types,
// the request envelope and the cloud function answer.

export type Platform = 'line' | 'facebook' | 'instagram' | 'whatsapp' | 'livechat';
export type Authority = 'admin' | 'general' | 'private-only' | 'customer-readonly';
export type InboxCategory =
  | 'unassigned' | 'all' | 'self' | 'private' | 'done' | 'spam' | 'bot'
  | 'unfollow' | 'history' | 'department' | 'bind' | 'subBind';
export type SenderType = '_User' | 'Customer' | 'Organization' | 'Bot' | 'ForeignBot' | 'AddOn';

/** Every body the console sends to the main API carries these (01 §7). */
export interface Envelope {
  _ApplicationId: string;
  _JavaScriptKey: string;
  _SessionToken?: string;
  _method?: 'GET' | 'PUT' | 'DELETE';
}
/** Every cloud function answers `{ result }`. */
export interface FunctionResponse<T> { result: T }
/** GET /health — liveness and the number of open console sockets. */
export interface HealthResponse { status: 'ok'; agentSockets: number; visitorSockets: number }
