// The signed-in user's login sessions (docs/security.md): listed under Account settings, each can
// be ended, or all but the current one.
//   POST /sessions {_method:'GET'}             → SessionListResponse (newest activity first)
//   POST /sessions/{objectId} {_method:'DELETE'} → {} ; 404 when it is not one of the caller's live sessions
//   POST /functions/revokeOtherSessions        → {result: RevokeOtherSessionsResult}
// Ending a session closes its sockets at once; its console then goes to /login.

export interface SessionInfo {
  objectId: string;
  /** When the user logged in (ISO). */
  createdAt: string;
  /** The session's last request (ISO; kept to the minute). */
  lastSeenAt: string;
  /** When it ends unless used again (ISO): the earlier of the idle timeout and the absolute lifetime. */
  expiresAt: string;
  /** The browser and its major version ("Chrome 156"), '' when the user agent does not say. */
  browser: string;
  /** The operating system ("Linux", "macOS", "Windows"), '' when unknown. */
  os: string;
  /** The client address of its last request, as the server sees it (behind TRUST_PROXY: the forwarded one). */
  ipAddress: string;
  /** The session of this very request. */
  current: boolean;
}

export interface SessionListResponse {
  results: SessionInfo[];
}

export interface RevokeOtherSessionsResult {
  /** How many sessions were ended. */
  revoked: number;
}
