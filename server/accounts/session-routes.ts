// The signed-in user's sessions (common/contracts/accounts.ts, docs/security.md): list them, end one, end all
// but the current. An ended session's sockets close at once, so its console goes to /login.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SessionRoutes, type SessionListResponse } from '../../common/contracts/accounts';
import { forgetUser } from '../auth-cache/invalidate';
import { requireUser } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { toSessionInfo } from './serialize';
import { listSessions, revokeUserSessions } from './sessions';

export async function sessionRoutes(fastify: FastifyInstance, { db, bus, config, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const list = async (request: FastifyRequest): Promise<SessionListResponse> => {
    const user = await requireUser(db, request);
    const currentHash = hashToken(request.envelope.sessionToken!);
    const rows = await listSessions(db, user.objectId, config.sessions);
    return { results: rows.map((row) => toSessionInfo(row, config.sessions, row.tokenHash === currentHash)) };
  };
  app.get('/sessions', { schema: SessionRoutes.list }, list);
  app.post('/sessions', { schema: SessionRoutes.list }, async (request) => {
    if (request.envelope.method !== 'GET') throw badRequest('_method must be GET');
    return list(request);
  });

  const end = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = await requireUser(db, request);
    const ended = await revokeUserSessions(db, user.objectId, { only: [request.params.id] });
    // Another user's session, an unknown id and one already ended all answer alike.
    if (ended.length === 0) throw notFound();
    await forgetUser(bus, user.objectId);
    realtime.endSessions(ended);
    return {};
  };
  app.delete('/sessions/:id', { schema: SessionRoutes.end }, end);
  app.post('/sessions/:id', { schema: SessionRoutes.end }, async (request) => {
    if (request.envelope.method !== 'DELETE') throw badRequest('_method must be DELETE');
    return end(request);
  });

  app.post('/functions/revokeOtherSessions', { schema: SessionRoutes.revokeOthers }, async (request) => {
    const user = await requireUser(db, request);
    const ended = await revokeUserSessions(db, user.objectId, { exceptToken: request.envelope.sessionToken });
    await forgetUser(bus, user.objectId);
    realtime.endSessions(ended);
    return { result: { revoked: ended.length } };
  });
}
