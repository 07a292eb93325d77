// socket.io on the API's HTTP server at /im/. Console sockets authenticate with a session
// ({userId, token}) and subscribe to organizations they belong to; live-chat visitor sockets
// authenticate with their visitorToken and join their own room.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { AgentSocketAuth, VisitorSocketAuth } from '../../common/protocol';
import { findSessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { authorityOf } from '../http/auth';
import { findVisitor } from '../livechat/visitors';
import { orgRoom, visitorRoom } from './emitter';

type SocketIdentity = { kind: 'agent'; userId: string } | { kind: 'visitor'; visitorId: string };
type Ack = ((ok: boolean) => void) | undefined;

function isAgentAuth(auth: Record<string, unknown>): auth is Record<string, unknown> & AgentSocketAuth {
  return typeof auth.userId === 'string' && typeof auth.token === 'string';
}
function isVisitorAuth(auth: Record<string, unknown>): auth is Record<string, unknown> & VisitorSocketAuth {
  return typeof auth.visitorToken === 'string';
}

async function identify(db: Db, auth: Record<string, unknown>): Promise<SocketIdentity | Error> {
  if (isVisitorAuth(auth)) {
    const visitor = await findVisitor(db, auth.visitorToken);
    return visitor ? { kind: 'visitor', visitorId: visitor.objectId } : new Error('Invalid visitor token');
  }
  if (isAgentAuth(auth)) {
    const user = await findSessionUser(db, auth.token);
    if (user?.objectId === auth.userId) return { kind: 'agent', userId: user.objectId };
  }
  return new Error('Invalid session token');
}

function orgIdOf(payload: unknown): string | undefined {
  const orgId = (payload as { orgId?: unknown } | null)?.orgId;
  return typeof orgId === 'string' && orgId !== '' ? orgId : undefined;
}

function serveAgent(db: Db, socket: Socket, userId: string): void {
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
  socket.emit('ready');
}

export function attachSockets(httpServer: HttpServer, db: Db): Server {
  const io = new Server(httpServer, { path: '/im/', serveClient: false });
  io.use((socket, next) => {
    identify(db, socket.handshake.auth).then((identity) => {
      if (identity instanceof Error) return next(identity);
      socket.data.identity = identity;
      next();
    }, (error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });
  io.on('connection', (socket) => {
    const identity = socket.data.identity as SocketIdentity;
    if (identity.kind === 'visitor') void socket.join(visitorRoom(identity.visitorId));
    else serveAgent(db, socket, identity.userId);
  });
  return io;
}

/** Open sockets of this process by kind (for /health). */
export function countSockets(io: Server): { agentSockets: number; visitorSockets: number } {
  let agentSockets = 0;
  let visitorSockets = 0;
  for (const socket of io.of('/').sockets.values()) {
    if ((socket.data.identity as SocketIdentity).kind === 'agent') agentSockets++;
    else visitorSockets++;
  }
  return { agentSockets, visitorSockets };
}
