// The signed-in user's login sessions (common/sessions.ts; docs/accounts.md).
import type { RevokeOtherSessionsResult, SessionInfo, SessionListResponse } from '../../common/contracts/accounts';
import { post } from '../api/client';

/** POST /sessions with _method GET: the user's live sessions, newest activity first. */
export async function fetchSessions(): Promise<SessionInfo[]> {
  return (await post<SessionListResponse>('/sessions', { _method: 'GET' })).results;
}

/** POST /sessions/{id} with _method DELETE: ends one session (its sockets close at once). */
export async function endSession(sessionId: string): Promise<void> {
  await post<object>(`/sessions/${encodeURIComponent(sessionId)}`, { _method: 'DELETE' });
}

/** POST /functions/revokeOtherSessions: ends every session but this one; how many ended. */
export async function endOtherSessions(): Promise<number> {
  return (await post<{ result: RevokeOtherSessionsResult }>('/functions/revokeOtherSessions')).result.revoked;
}
