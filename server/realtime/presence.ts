// Agents seeing each other in a conversation (docs/presence.md): a console socket's `presence`
// signals, checked and passed on to the other sockets of the organization that announced themselves.
// Nothing is stored; what a process keeps here lives and dies with its socket.
import { and, eq } from 'drizzle-orm';
import type { Server, Socket } from 'socket.io';
import { Compile } from 'typebox/compile';
import { randomId } from '../../common/ids';
import { PRESENCE_EXPIRY_MS } from '../../common/presence';
import { PresenceSignal, type PresenceEvent } from '../../common/contracts/realtime';
import type { AuthCache } from '../auth-cache/auth-cache';
import type { Db } from '../db/client';
import { conversations } from '../db/schema';
import { textProblem } from '../http/hostile-input';
import { orgRoom, presenceRoom } from './emitter';

/** Who speaks: taken from the socket's session when it connected, never from a payload. */
export interface Speaker { userId: string; name: string; picture?: string }

const presenceSignal = Compile(PresenceSignal);
/**
 * A browser sends a heartbeat per open conversation every 4 s and typing at most every 2 s: 30
 * conversations open in its tabs, one being typed in, stay well below this.
 */
const SIGNALS_PER_WINDOW = 100;
const WINDOW_MS = 10_000;
/** Conversations one socket is seen in at once; more are ignored until some expire or are left. */
const MAX_CONVERSATIONS = 30;

function validSignal(payload: unknown): PresenceSignal | undefined {
  if (!presenceSignal.Check(payload)) return undefined;
  return textProblem(payload.orgId) === undefined && textProblem(payload.conversationId) === undefined ? payload : undefined;
}

export function servePresence(io: Server, socket: Socket, db: Db, authCache: AuthCache, speaker: Speaker): void {
  const source = randomId();
  /** The conversations this socket announced (for `left` on disconnect), with their organization and last signal. */
  const seen = new Map<string, { orgId: string; at: number }>();
  /** Leaves an organization's presence room when the socket stops announcing itself there. */
  const leases = new Map<string, ReturnType<typeof setTimeout>>();
  let windowStart = 0;
  let windowCount = 0;
  // One signal at a time, so a `left` never overtakes the `viewing` before it.
  let queue = Promise.resolve();

  const tell = (orgId: string, conversationId: string, state: PresenceSignal['state']) => {
    const event: PresenceEvent = { orgId, conversationId, state, userId: speaker.userId, name: speaker.name, source };
    if (speaker.picture) event.picture = speaker.picture;
    return event;
  };

  const leaveOrg = (orgId: string) => {
    clearTimeout(leases.get(orgId));
    leases.delete(orgId);
    void socket.leave(presenceRoom(orgId));
    for (const [conversationId, entry] of seen) if (entry.orgId === orgId) seen.delete(conversationId);
  };

  /** Receivers are the sockets that announced themselves in the last PRESENCE_EXPIRY_MS, each checked when it did. */
  const joinOrg = async (orgId: string) => {
    clearTimeout(leases.get(orgId));
    leases.set(orgId, setTimeout(() => leaveOrg(orgId), PRESENCE_EXPIRY_MS));
    await socket.join(presenceRoom(orgId));
  };

  /** A member (subscribed, not evicted since) who may open the message center, about a conversation of that organization. */
  const allowed = async ({ orgId, conversationId }: PresenceSignal): Promise<boolean> => {
    if (!socket.rooms.has(orgRoom(orgId))) return false;
    const access = await authCache.memberAccess(db, orgId, speaker.userId);
    if (!access?.access.allowed.includes('message-center')) return false;
    if (seen.get(conversationId)?.orgId === orgId) return true;
    const [row] = await db.select({ objectId: conversations.objectId }).from(conversations)
      .where(and(eq(conversations.objectId, conversationId), eq(conversations.orgId, orgId))).limit(1);
    return row !== undefined;
  };

  /** Whether the signal was passed on. */
  const handle = async (signal: PresenceSignal): Promise<boolean> => {
    const { orgId, conversationId, state } = signal;
    if (state === 'left') {
      if (seen.get(conversationId)?.orgId !== orgId) return false;
      seen.delete(conversationId);
      socket.to(presenceRoom(orgId)).emit('presence', tell(orgId, conversationId, 'left'));
      return true;
    }
    const now = Date.now();
    for (const [id, entry] of seen) if (now - entry.at > PRESENCE_EXPIRY_MS) seen.delete(id);
    if (!seen.has(conversationId) && seen.size >= MAX_CONVERSATIONS) return false;
    if (!(await allowed(signal))) {
      leaveOrg(orgId);
      return false;
    }
    // Gone while the checks ran: its `left` has been said already.
    if (socket.disconnected) return false;
    seen.set(conversationId, { orgId, at: now });
    await joinOrg(orgId);
    socket.to(presenceRoom(orgId)).emit('presence', tell(orgId, conversationId, state));
    return true;
  };

  socket.on('presence', (payload: unknown, ack: unknown) => {
    const answer = (passed: boolean) => { if (typeof ack === 'function') ack(passed); };
    const signal = validSignal(payload);
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      windowCount = 0;
    }
    if (!signal || ++windowCount > SIGNALS_PER_WINDOW) return answer(false);
    queue = queue.then(() => handle(signal)).then(answer, () => answer(false));
  });

  socket.on('disconnect', () => {
    for (const timer of leases.values()) clearTimeout(timer);
    leases.clear();
    // The socket has left every room by now: tell the rest of each organization it is gone.
    for (const [conversationId, { orgId }] of seen) io.to(presenceRoom(orgId)).emit('presence', tell(orgId, conversationId, 'left'));
    seen.clear();
  });
}
