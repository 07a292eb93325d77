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
import { takeTurns, testServerProcesses } from './cluster';
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

export interface TestServer extends TestClient {
  server: ParleyServer;
  url: string;
  /** The server's DATA_DIR (a temporary folder). */
  dataDir: string;
  /** Server `index` (-1: the last) of the two-process run and helpers that use it alone; the one server else. */
  on(index: number): TestClient & { server: ParleyServer; url: string };
  /**
   * Stops the server, as a process that dies after its last commit, and starts another on the same data
   * (database and DATA_DIR) and settings, with `overrides` on top; `server` and `url` are the new one's.
   * `whileDown` runs between the two, when nothing of the server runs.
   */
  restart(overrides?: TestServerOverrides, whileDown?: () => unknown): Promise<void>;
  close(): Promise<void>;
}

/** Requests and sockets to the test server (in the two-process run, to either server: they take turns). */
export interface TestClient {
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
}

type ChannelsConfig = ServerConfig['channels'];
/** Each platform's settings a test gives, over the defaults (a stand-in's base URLs, a shorter time limit). */
type ChannelsOverrides = { line?: Partial<ChannelsConfig['line']>; meta?: Partial<ChannelsConfig['meta']> } & Pick<Partial<ChannelsConfig>, 'credentialsKey'>;
export type TestServerOverrides = Omit<Partial<ServerConfig>, 'channels'> & { channels?: ChannelsOverrides };

const channelsOf = (base: ChannelsConfig, ...overrides: (ChannelsOverrides | undefined)[]): ChannelsConfig => overrides.reduce<ChannelsConfig>(
  (config, more) => ({ ...config, ...more, line: { ...config.line, ...more?.line }, meta: { ...config.meta, ...more?.meta } }), base);

/**
 * `overrides`: settings a test needs beyond the defaults (e.g. `socialLogin`; the platforms of `channels` it talks to).
 * In the two-process run (SERVER_TESTS_ON=cluster, server/testing/cluster.ts) it starts two servers on one
 * database and one Redis, and the requests and sockets take turns between them: `server` and `url` are the first's.
 */
export async function startTestServer(overrides: TestServerOverrides = {}): Promise<TestServer> {
  const config = loadConfig({});
  const database = await createTestDatabase();
  const processes = testServerProcesses(database);
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
    ...processes.settings,
    ...overrides,
    ...more,
    channels: channelsOf(config.channels, overrides.channels, more.channels),
  });
  const startAll = async (more: TestServerOverrides) => {
    // One after the other: the first migrates the database and writes DATA_DIR's keys.
    const started: ParleyServer[] = [];
    for (let index = 0; index < processes.count; index++) started.push(await buildServer(settings(more)));
    return { started, urls: await Promise.all(started.map((one) => one.listen())) };
  };
  let { started: servers, urls } = await startAll({});
  const sockets: Socket[] = [];
  let users = 0;

  /** The helpers, sending requests to `requestUrl()` and sockets to `socketUrl()`. */
  const helpersOn = (requestUrl: () => string, socketUrl: () => string): TestClient => {
    const request = async <T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<Answer<T>> => {
      const response = await fetch(requestUrl() + route, body === undefined
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
      const response = await fetch(requestUrl() + route, {
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
      const client = connectSocket(socketUrl(), { path: '/im/', auth, transports: ['websocket'], reconnection: false });
      sockets.push(client);
      return client;
    };
    return { call, request, service, agentWithOrg, visitorCustomer, socket };
  };
  // Requests start on the first server, sockets on the last: with two, a socket hears what the other did.
  const requestTurns = takeTurns(() => urls, 0);
  const socketTurns = takeTurns(() => urls, -1);

  return {
    get server() { return servers[0]!; },
    get url() { return urls[0]!; },
    dataDir,
    ...helpersOn(requestTurns.next, socketTurns.next),
    on: (index) => ({ server: servers.at(index)!, url: urls.at(index)!, ...helpersOn(() => urls.at(index)!, () => urls.at(index)!) }),
    async restart(more = {}, whileDown = () => undefined) {
      for (const one of servers) await one.close();
      await whileDown();
      ({ started: servers, urls } = await startAll(more));
    },
    async close() {
      for (const client of sockets) client.disconnect();
      for (const one of servers) await one.close();
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
