// @vitest-environment node
// connectSocketIo against a real socket.io server speaking the /im/ contract.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireCustomer, wireMessage } from '../../local/test-fixtures';
import { connectSocketIo, type SocketHandlers, type SyncSocket } from './socket';

let httpServer: HttpServer;
let io: Server;
let url: string;
let client: SyncSocket | undefined;
/** Tokens the server refuses from now on (a session ended elsewhere). */
let revoked: Set<string>;

function recordingHandlers(): SocketHandlers & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    onConnect: () => seen.push('connect'),
    onDisconnect: () => seen.push('disconnect'),
    onReady: () => seen.push('ready'),
    onMessage: (message, customer) => seen.push(customer ? `message:${message.objectId}+customer:${customer.objectId}` : `message:${message.objectId}`),
    onCustomer: (customer) => seen.push(`customer:${customer.objectId}`),
    onTask: (task) => seen.push(`task:${task.objectId}`),
    onBroadcast: (broadcast) => seen.push(`broadcast:${broadcast.objectId}:${broadcast.status}`),
    onOrderNeedUpdate: (event) => seen.push(`orderNeedUpdate:${event.orgId}:${event.unhandledCount}`),
    onSystemEvent: (event) => seen.push(`system:${event.type}`),
    onOrgRoleUpdated: (event) => seen.push(`orgRole:${event.action}`),
    onOrganizationLost: (signal) => seen.push(`lost:${signal.orgId}:${signal.reason}`),
    onOrganizationChanged: (orgId) => seen.push(`changed:${orgId}`),
    onTyping: (event) => seen.push(`typing:${event.conversationId}`),
    onPresence: (event) => seen.push(`presence:${event.name}:${event.conversationId}:${event.state}`),
    onSessionInvalid: () => seen.push('sessionInvalid'),
  };
}

beforeEach(async () => {
  revoked = new Set();
  httpServer = createServer();
  io = new Server(httpServer, { path: '/im/' });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: string }).token;
    next(token === 'good' && !revoked.has(token) ? undefined : new Error('Invalid session token'));
  });
  io.on('connection', (socket) => {
    socket.on('subscribe', async ({ orgId }: { orgId: string }, ack: (ok: boolean) => void) => {
      await socket.join(orgId);
      ack(true);
      io.to(orgId).emit('message', wireMessage({ objectId: 'm1' }), wireCustomer({ objectId: 'c1' }));
      io.to(orgId).emit('message', wireMessage({ objectId: 'm2' }));
      io.to(orgId).emit('orgRoleUpdated', { orgId, action: 'assign', userId: 'u1' });
      io.to(orgId).emit('typing', { customerId: 'cust1', conversationId: 'conv1' });
      io.to(orgId).emit('event', { type: 'evict', orgId });
      io.to(orgId).emit('event', { type: 'organizationDeleted', orgId });
      io.to(orgId).emit('event', { type: 'organizationChanged', orgId });
      io.to(orgId).emit('event', { type: 'broadcast', broadcast: { objectId: 'bc1', status: 'dispatching' } });
      io.to(orgId).emit('event', { type: 'orderNeedUpdate', orgId, unhandledCount: 3, unhandledDelta: 1 });
    });
    // Another agent's browser saying the same as this one.
    socket.on('presence', (signal: { orgId: string; conversationId: string; state: string }) => {
      io.to(signal.orgId).emit('presence', { ...signal, userId: 'u2', name: 'Bob', source: 's2' });
    });
    socket.emit('ready');
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterEach(async () => {
  client?.close();
  client = undefined;
  await io.close();
});

describe('connectSocketIo', () => {
  it('connects at /im/ with {userId, token}, reports ready, subscribes with ack and delivers messages (a new one with its customer), role changes, typing, lost and changed organizations, broadcast changes, the unhandled shop orders', async () => {
    const handlers = recordingHandlers();
    client = connectSocketIo(url, { userId: 'u1', token: 'good' }, handlers);
    await vi.waitFor(() => expect(handlers.seen).toEqual(['connect', 'ready']));
    const acked = await new Promise<boolean>((resolve) => client!.subscribe('org1', resolve));
    expect(acked).toBe(true);
    await vi.waitFor(() => expect(handlers.seen).toContain('message:m1+customer:c1'));
    await vi.waitFor(() => expect(handlers.seen).toContain('message:m2'));
    await vi.waitFor(() => expect(handlers.seen).toContain('orgRole:assign'));
    await vi.waitFor(() => expect(handlers.seen).toContain('typing:conv1'));
    await vi.waitFor(() => expect(handlers.seen).toContain('lost:org1:evicted'));
    await vi.waitFor(() => expect(handlers.seen).toContain('lost:org1:deleted'));
    await vi.waitFor(() => expect(handlers.seen).toContain('changed:org1'));
    await vi.waitFor(() => expect(handlers.seen).toContain('broadcast:bc1:dispatching'));
    await vi.waitFor(() => expect(handlers.seen).toContain('orderNeedUpdate:org1:3'));
  });

  it('sends presence signals and delivers the other agents\' presence', async () => {
    const handlers = recordingHandlers();
    client = connectSocketIo(url, { userId: 'u1', token: 'good' }, handlers);
    await vi.waitFor(() => expect(handlers.seen).toEqual(['connect', 'ready']));
    await new Promise<boolean>((resolve) => client!.subscribe('org1', resolve));
    client.presence({ orgId: 'org1', conversationId: 'conv1', state: 'typing' });
    await vi.waitFor(() => expect(handlers.seen).toContain('presence:Bob:conv1:typing'));
  });

  it('reports a refused session', async () => {
    const handlers = recordingHandlers();
    client = connectSocketIo(url, { userId: 'u1', token: 'stale' }, handlers);
    await vi.waitFor(() => expect(handlers.seen).toEqual(['sessionInvalid']));
  });

  it('after the server closed the socket, reconnects at once and reports the session it no longer takes', async () => {
    const handlers = recordingHandlers();
    client = connectSocketIo(url, { userId: 'u1', token: 'good' }, handlers);
    await vi.waitFor(() => expect(handlers.seen).toEqual(['connect', 'ready']));
    revoked.add('good');
    io.disconnectSockets(true);
    await vi.waitFor(() => expect(handlers.seen).toEqual(['connect', 'ready', 'disconnect', 'sessionInvalid']), { timeout: 1000 });
  });

  it('after the server closed the socket of a session that still holds, is back at once', async () => {
    const handlers = recordingHandlers();
    client = connectSocketIo(url, { userId: 'u1', token: 'good' }, handlers);
    await vi.waitFor(() => expect(handlers.seen).toEqual(['connect', 'ready']));
    io.disconnectSockets(true);
    await vi.waitFor(() => expect(handlers.seen).toEqual(['connect', 'ready', 'disconnect', 'connect', 'ready']), { timeout: 1000 });
  });
});
