// socket.io on the API's HTTP server at /im/. Console sockets authenticate with a session
// ({userId, token}) and subscribe to organizations they belong to; live-chat visitor sockets
// authenticate with their visitorToken and join their own room.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { Compile } from 'typebox/compile';
import { AgentSocketAuth, OrgSubscription, VisitorSocketAuth } from '../../common/contracts/realtime';
import { pictureUrl } from '../accounts/picture';
import type { SessionPolicy } from '../accounts/session-policy';
import { findSession } from '../accounts/sessions';
import type { AuthCache } from '../auth-cache/auth-cache';
import type { Db } from '../db/client';
import { authorityOf } from '../http/auth';
import { textProblem } from '../http/hostile-input';
import { findVisitor, findVisitorCustomer, type VisitorRow } from '../livechat/visitors';
import { TYPING_SIGNAL_INTERVAL_MS } from '../../common/constants';
import type { TypingEvent } from '../../common/contracts/realtime';
import { orgRoom, serverRoom, sessionRoom, visitorRoom } from './emitter';
import { servePresence, type Speaker } from './presence';

type AgentIdentity = { kind: 'agent'; userId: string; sessionId: string; speaker: Speaker };
type SocketIdentity = AgentIdentity | { kind: 'visitor'; visitor: VisitorRow };
type Ack = ((ok: boolean) => void) | undefined;

// What sockets send is checked against its contract once, here (the HTTP routes' schemas do the same).
const agentAuth = Compile(AgentSocketAuth);
const visitorAuth = Compile(VisitorSocketAuth);
const orgSubscription = Compile(OrgSubscription);

async function identify(db: Db, policy: SessionPolicy, handshake: Socket['handshake']): Promise<SocketIdentity | Error> {
  const auth: unknown = handshake.auth;
  if (visitorAuth.Check(auth)) {
    const visitor = await findVisitor(db, auth.visitorToken);
    return visitor ? { kind: 'visitor', visitor } : new Error('Invalid visitor token');
  }
  if (agentAuth.Check(auth)) {
    // Seen, but the address stays the HTTP requests' (they honour TRUST_PROXY; a handshake does not).
    const found = await findSession(db, auth.token, policy);
    if (found?.user.objectId === auth.userId) {
      const { user } = found;
      const speaker: Speaker = { userId: user.objectId, name: `${user.firstName} ${user.lastName}`.trim() || user.username };
      if (user.pictureFileId) speaker.picture = pictureUrl(user.pictureFileId);
      return { kind: 'agent', userId: user.objectId, sessionId: found.session.objectId, speaker };
    }
  }
  return new Error('Invalid session token');
}

/** The payload's orgId, unless it breaks the contract or is text no column can hold (the HTTP edge's rule, server/http/hostile-input.ts). */
function orgIdOf(payload: unknown): string | undefined {
  return orgSubscription.Check(payload) && textProblem(payload.orgId) === undefined ? payload.orgId : undefined;
}

function serveAgent(db: Db, authCache: AuthCache, io: Server, socket: Socket, { userId, sessionId, speaker }: AgentIdentity): void {
  // Ending the session closes this socket (RealtimeEmitter.endSessions); the server's room lets an
  // emit reach the other processes' sockets before this one's (emitter.ts, orgEmitter).
  void socket.join([sessionRoom(sessionId), serverRoom(io)]);
  socket.on('subscribe', async (payload: unknown, ack: Ack) => {
    const orgId = orgIdOf(payload);
    const member = orgId !== undefined && (await authorityOf(db, orgId, userId)) !== undefined;
    if (member) await socket.join(orgRoom(orgId));
    if (typeof ack === 'function') ack(member);
  });
  socket.on('unsubscribe', async (payload: unknown, ack: Ack) => {
    const orgId = orgIdOf(payload);
    if (orgId !== undefined) await socket.leave(orgRoom(orgId));
    if (typeof ack === 'function') ack(orgId !== undefined);
  });
  servePresence(io, socket, db, authCache, speaker);
  socket.emit('ready');
}

/** A visitor typing: tell the organization's consoles (once the visitor is a customer), at most twice per interval. */
function serveVisitor(db: Db, io: Server, socket: Socket, visitor: VisitorRow): void {
  void socket.join(visitorRoom(visitor.objectId));
  let lastSignal = 0;
  socket.on('typing', () => {
    const now = Date.now();
    if (now - lastSignal < TYPING_SIGNAL_INTERVAL_MS / 2) return;
    lastSignal = now;
    findVisitorCustomer(db, visitor).then((customer) => {
      if (!customer) return;
      const event: TypingEvent = { customerId: customer.objectId, conversationId: customer.conversationId };
      io.to(orgRoom(visitor.orgId)).emit('typing', event);
    }, () => { /* a lost typing signal is harmless: the next keystroke sends another */ });
  });
}

export function attachSockets(httpServer: HttpServer, db: Db, policy: SessionPolicy, authCache: AuthCache): Server {
  // WebSocket only, no HTTP long-polling: a socket is then one connection that stays on the process
  // it reached, so any process may take any client without sticky sessions (docs/scale-out.md).
  const io = new Server(httpServer, { path: '/im/', serveClient: false, transports: ['websocket'] });
  io.use((socket, next) => {
    identify(db, policy, socket.handshake).then((identity) => {
      if (identity instanceof Error) return next(identity);
      socket.data.identity = identity;
      next();
    }, (error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });
  io.on('connection', (socket) => {
    const identity = socket.data.identity as SocketIdentity;
    if (identity.kind === 'visitor') serveVisitor(db, io, socket, identity.visitor);
    else serveAgent(db, authCache, io, socket, identity);
  });
  return io;
}

/** Open sockets of this process by kind (for /health: each process answers for its own; docs/scale-out.md). */
export function countSockets(io: Server): { agentSockets: number; visitorSockets: number } {
  let agentSockets = 0;
  let visitorSockets = 0;
  for (const socket of io.of('/').sockets.values()) {
    if ((socket.data.identity as SocketIdentity).kind === 'agent') agentSockets++;
    else visitorSockets++;
  }
  return { agentSockets, visitorSockets };
}
