// Walks every route in the server's route table with hostile values (NUL bytes, lone surrogates,
// numbers too large for any column, wrong types) in path ids, query strings and body fields, and
// fails on any 5xx or a server that stops answering. New routes are covered without editing this
// file: the field names come from each route's own schema, or a list of names many routes read.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

/** A NUL character, a lone surrogate, a number too large for any column written as text (query strings are text). */
const HOSTILE_STRINGS = ['a\u0000b', '\ud800x', '1e21'];
/** Beside those: numbers too large, negative or fractional where counts are read, and wrong types. */
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS, 1e21, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, 1.5, { $gt: 'a\u0000' }, ['\u0000'], true, null,
];
/** Names that many routes read without declaring them in a schema (the Parse class routes, cloud functions). */
const COMMON_FIELDS = [
  'where', 'skip', 'limit', 'since', 'order', 'keys', 'count', 'keyword', 'objectId', 'customerId', 'conversationId',
  'text', 'email', 'username', 'password', 'name', 'customFields', 'options', 'orgId', 'receiptId', 'tags', 'type',
];
/** Field paths inside objects that many routes read: a hostile value one level down. */
const NESTED_FIELDS = [
  ['where', 'name'], ['where', 'objectId'], ['where', 'createdAt'], ['customFields', 'field1'], ['options', 'skip'],
  ['options', 'since'], ['options', 'limit'], ['options', 'keyword'], ['data', 'text'],
];

type Json = Record<string, unknown>;

/** `where` nested 100,000 levels deep, as text: JSON.stringify itself runs out of stack on it. */
const DEEP_WHERE = `"where":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;

/** The field paths a JSON schema names, down to `depth` levels of nested objects. */
function schemaPaths(schema: unknown, depth = 3, prefix: string[] = []): string[][] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!properties || depth === 0) return [];
  return Object.entries(properties).flatMap(([name, child]) => [[...prefix, name], ...schemaPaths(child, depth - 1, [...prefix, name])]);
}

function withValue(fieldPath: string[], value: unknown): Json {
  return fieldPath.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Json;
}

/**
 * The field paths to try: a part with a schema (body, querystring) is tried on the fields it names
 * (and orgId, the envelope's), a part without one on the names many routes read.
 */
function fieldPathsOf(route: RegisteredRoute, part: 'body' | 'querystring'): string[][] {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  const paths = schema ? [...schemaPaths(schema), ['orgId']] : [...COMMON_FIELDS.map((name) => [name]), ...NESTED_FIELDS];
  const seen = new Set<string>();
  return paths.filter((one) => !seen.has(one.join('.')) && seen.add(one.join('.')));
}

function encodeQuery(value: unknown): string {
  if (typeof value !== 'string') return encodeURIComponent(JSON.stringify(value));
  // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a hostile client would.
  return [...value].map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

let server: TestServer;
let agent: Agent;

beforeAll(async () => {
  server = await startTestServer();
  // A minimal build, so the static file routes and the live-chat page are in the route table too.
  const built = path.join(server.dataDir, 'hostile-build');
  await mkdir(path.join(built, 'assets'), { recursive: true });
  await writeFile(path.join(built, 'index.html'), '<!doctype html><title>Parley</title>');
  await writeFile(path.join(built, 'livechat.html'), '<!doctype html><title>Live chat</title>');
  await writeFile(path.join(built, 'assets', 'app.js'), 'export {};');
  await server.close();
  server = await startTestServer({ staticDir: built });
  agent = await server.agentWithOrg('hostile');
}, 60_000);
afterAll(() => server.close());

/** A session and organization that work: a route may have logged out or deleted them. */
async function freshAgentIfGone(): Promise<void> {
  const me = await server.call('/users/me', { orgId: agent.orgId }, agent.token);
  const orgs = me.status === 200 ? await server.call(`/classes/Organization/${agent.orgId}`, { _method: 'GET' }, agent.token) : undefined;
  if (me.status !== 200 || orgs?.status !== 200) agent = await server.agentWithOrg('hostile');
}

function pathFor(route: RegisteredRoute, hostile?: { param: string; value: string }): string {
  return route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (match, param: string | undefined) => {
    if (hostile && (param ?? '*') === hostile.param) return encodeQuery(hostile.value);
    if (match === '*') return 'x.js';
    if (/org/i.test(param!)) return agent.orgId;
    if (/user/i.test(param!)) return agent.userId;
    return 'AAAAAAAAAA';
  });
}

/** `body` beside the envelope; `rawField`: one more field written as JSON text (`"name":value`). */
async function send(route: RegisteredRoute, url: string, body?: Json, rawField?: string): Promise<{ status: number; text: string }> {
  const envelope = { _ApplicationId: 'parley', _JavaScriptKey: 'parley-js-key', _SessionToken: agent.token, orgId: agent.orgId };
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const json = JSON.stringify({ ...envelope, ...body });
  const answer = await server.server.app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      'x-parse-application-id': 'parley', 'x-parse-session-token': agent.token, 'x-org-id': agent.orgId, accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: rawField ? `${json.slice(0, -1)},${rawField}}` : json } : {}),
  });
  return { status: answer.statusCode, text: answer.body.slice(0, 200) };
}

describe('every route with hostile input', () => {
  it('answers 4xx, never 5xx, and the server keeps answering', async () => {
    const routes = server.server.routes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/im/'));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const note = (route: RegisteredRoute, what: string, answer: { status: number; text: string }) => {
      if (answer.status >= 500) failures.push(`${route.method} ${route.url} ${what} → ${answer.status} ${answer.text}`);
    };
    for (const route of routes) {
      await freshAgentIfGone();
      const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
      for (const param of params) {
        for (const value of HOSTILE_STRINGS) {
          const url = pathFor(route, { param, value });
          note(route, `path ${param}=${JSON.stringify(value)}`, await send(route, url, {}));
        }
      }
      const url = pathFor(route);
      if (route.method === 'GET' || route.method === 'DELETE') {
        for (const field of fieldPathsOf(route, 'querystring')) {
          for (const value of HOSTILE_VALUES) {
            const query = field.length === 1 ? `${field[0]}=${encodeQuery(value)}` : `${field[0]}=${encodeQuery(withValue(field.slice(1), value))}`;
            note(route, `query ${field.join('.')}=${JSON.stringify(value)}`, await send(route, `${url}?${query}`));
          }
        }
      }
      if (route.method !== 'GET') {
        note(route, 'body where nested 100,000 levels deep', await send(route, url, {}, DEEP_WHERE));
        for (const field of fieldPathsOf(route, 'body')) {
          for (const value of HOSTILE_VALUES) {
            note(route, `body ${field.join('.')}=${JSON.stringify(value)}`, await send(route, url, withValue(field, value)));
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await server.server.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 600_000);
});

describe('the answer names the field', () => {
  it('on routes that need no login', async () => {
    const login = await server.request('POST', '/login', { _ApplicationId: 'parley', username: 'ada\u0000', password: 'x' });
    expect(login).toEqual({ status: 400, body: { code: 142, error: 'username must not contain a NUL character' } });
    const session = await server.request('POST', '/livechat/api/session', { orgId: '\ud800x' });
    expect(session).toEqual({ status: 400, body: { code: 142, error: 'orgId must be well-formed Unicode (it has a lone surrogate)' } });
  });

  it('deep in a body, in a query string and in a path id', async () => {
    await freshAgentIfGone();
    const custom = await server.call('/functions/changes', { orgId: agent.orgId, since: 1e21 }, agent.token);
    expect(custom.body).toEqual({ code: 142, error: `since is too large (at most ${Number.MAX_SAFE_INTEGER} either way)` });
    const nested = await server.call('/functions/findCustomerV3', { orgId: agent.orgId, where: { tags: { $in: ['ok', 'x\u0000'] } } }, agent.token);
    expect(nested.body).toEqual({ code: 142, error: 'where.tags.$in[1] must not contain a NUL character' });
    const query = await server.service('GET', `/note/get?customerId=a%00b`, agent.token);
    expect(query).toEqual({ status: 400, body: { code: 142, error: 'customerId must not contain a NUL character' } });
    const coerced = await server.call('/classes/KeptMessage', { orgId: agent.orgId, _method: 'GET', skip: '1e21' }, agent.token);
    expect(coerced.body.error).toBe(`skip is too large (at most ${Number.MAX_SAFE_INTEGER} either way)`);
  });

  it('for a body nested deeper than any request of ours, on every route alike', async () => {
    await freshAgentIfGone();
    for (const url of ['/users', '/login', '/functions/publishTemplate', '/functions/changes']) {
      const answer = await send({ method: 'POST', url } as RegisteredRoute, url, {}, DEEP_WHERE);
      expect(JSON.parse(answer.text.length < 200 ? answer.text : '{}'), url).toEqual({ code: 142, error: 'where is nested too deeply (at most 64 levels)' });
      expect(answer.status).toBe(400);
    }
    // 64 levels, the body counted, are let through.
    const deepest = await send({ method: 'POST', url: '/functions/findCustomerV3' } as RegisteredRoute, '/functions/findCustomerV3', {}, `"where":${'{"a":'.repeat(63)}1${'}'.repeat(63)}`);
    expect(deepest.text).not.toContain('nested too deeply');
  });
});
