// Test harness: a real server on a free port with PGlite in a temporary DATA_DIR.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { SignUpResponse } from '../../common/contracts/accounts';
import type { Customer } from '../../common/contracts/customers';
import type { InboxesResult } from '../../common/contracts/inbox';
import type { VisitorSessionResponse } from '../../common/contracts/livechat';
import { buildServer, type ParleyServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { dataDirWithDatabase } from './data-template';
import { createTestDatabase } from './test-database';

export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface Agent {
  userId: string;
  token: string;
  orgId: string;
}

export interface TestServer {
  server: ParleyServer;
  url: string;
  /** The server's DATA_DIR (a temporary folder). */
  dataDir: string;
  /** POST with the Parse envelope (application id, key, optional session token) in the body. */
  call<T = any>(route: string, body?: Record<string, unknown>, token?: string): Promise<Answer<T>>;
  /** Plain JSON request without the envelope (live-chat API). */
  request<T = any>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<Answer<T>>;
  /** A call with the envelope in headers (GET has no body), as the console's service calls send it. */
  service<T = any>(method: 'GET' | 'PUT' | 'DELETE' | 'POST', route: string, token: string, body?: unknown): Promise<Answer<T>>;
  /** A new user with a new organization of which it is admin. */
  agentWithOrg(name: string): Promise<Agent>;
  /** A live-chat visitor of the agent's organization who has written once, and its customer. */
  visitorCustomer(agent: Agent, text?: string): Promise<{ visitorToken: string; customer: Customer }>;
  socket(auth: Record<string, string>): Socket;
  /**
   * Stops the server, as a process that dies after its last commit, and starts another on the same data
   * (database and DATA_DIR) and settings, with `overrides` on top; `server` and `url` are the new one's.
   * `whileDown` runs between the two, when nothing of the server runs.
   */
  restart(overrides?: TestServerOverrides, whileDown?: () => unknown): Promise<void>;
  close(): Promise<void>;
}

export type TestServerOverrides = Omit<Partial<ServerConfig>, 'channels'> & { channels?: Partial<ServerConfig['channels']> };

/** `overrides`: settings a test needs beyond the defaults (e.g. `socialLogin`; the platforms of `channels` it talks to). */
export async function startTestServer(overrides: TestServerOverrides = {}): Promise<TestServer> {
  const config = loadConfig({});
  const database = await createTestDatabase();
  // On PGlite, a copy of a migrated database: much faster than creating one per test server.
  const dataDir = database.databaseUrl
    ? await mkdtemp(path.join(tmpdir(), 'parley-test-'))
    : await dataDirWithDatabase('parley-test-');
  const settings = (more: TestServerOverrides): ServerConfig => ({
    ...config,
    databaseUrl: database.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir: path.join(dataDir, 'no-build'),
    vacuumIntervalMs: 0,
    logLevel: 'silent',
    logRequests: false,
    ...overrides,
    ...more,
    channels: { ...config.channels, ...overrides.channels, ...more.channels },
  });
  let server = await buildServer(settings({}));
  let url = await server.listen();
  const sockets: Socket[] = [];

  const request = async <T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(url + route, body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() as T };
  };

  const call = <T>(route: string, body: Record<string, unknown> = {}, token?: string) =>
    request<T>('POST', route, {
      _ApplicationId: config.appId,
      _JavaScriptKey: config.jsKey,
      ...(token ? { _SessionToken: token } : {}),
      ...body,
    });

  const service = async <T>(method: string, route: string, token: string, body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(url + route, {
      method,
      headers: {
        'X-Parse-Application-Id': config.appId,
        'X-Parse-Session-Token': token,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: await response.json() as T };
  };

  let users = 0;
  const agentWithOrg = async (name: string): Promise<Agent> => {
    const username = `${name}-${++users}`;
    const signUp = await call<SignUpResponse>('/users', { username, password: 'secret-pass', email: `${username}@example.com` });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const org = await call<{ objectId: string }>('/classes/Organization', { name: `${name} Inc` }, signUp.body.sessionToken);
    if (org.status !== 201) throw new Error(`organization failed: ${JSON.stringify(org.body)}`);
    return { userId: signUp.body.objectId, token: signUp.body.sessionToken, orgId: org.body.objectId };
  };

  const visitorCustomer = async (agent: Agent, text = 'Hello') => {
    const session = await request<VisitorSessionResponse>('POST', '/livechat/api/session', { orgId: agent.orgId });
    const { visitorToken, customerId: visitorId } = session.body;
    const sent = await request('POST', '/livechat/api/messages', { visitorToken, text, clientId: `first-${visitorId}` });
    if (sent.status !== 201) throw new Error(`visitor message failed: ${JSON.stringify(sent.body)}`);
    const inbox = await call<{ result: InboxesResult }>('/functions/inboxesV3', { orgId: agent.orgId, options: { limit: 100 } }, agent.token);
    const customer = inbox.body.result.customers.find((candidate) => candidate.customerId === visitorId);
    if (!customer) throw new Error(`no customer for visitor ${visitorId}`);
    return { visitorToken, customer };
  };

  const socket = (auth: Record<string, string>) => {
    const client = connectSocket(url, { path: '/im/', auth, transports: ['websocket'], reconnection: false });
    sockets.push(client);
    return client;
  };

  return {
    get server() { return server; },
    get url() { return url; },
    dataDir,
    call,
    request,
    service,
    agentWithOrg,
    visitorCustomer,
    socket,
    async restart(more = {}, whileDown = () => undefined) {
      await server.close();
      await whileDown();
      server = await buildServer(settings(more));
      url = await server.listen();
    },
    async close() {
      for (const client of sockets) client.disconnect();
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the first `event` the socket receives that satisfies `accept`. */
export function nextEvent<T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { socket.off(event, listener); reject(new Error(`no ${event} within ${timeoutMs} ms`)); }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Resolves when the socket connects, rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}
