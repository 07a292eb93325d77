// CORS (docs/security.md): preflights are answered, never 404; this origin, the console's
// PUBLIC_URL and CORS_ORIGINS may call the API with the Parse headers; any other origin gets no
// Access-Control-Allow-Origin, so the browser keeps the answer from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/harness';

const LISTED = 'https://app.example.com';
const CONSOLE = 'http://console.example.com:5173';
const PARSE_HEADERS = ['x-parse-application-id', 'x-parse-session-token', 'x-org-id', 'content-type', 'accept-language', 'x-parse-javascript-key'];

const allowedHeadersOf = (response: Response) =>
  (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',').map((name) => name.trim());

describe('CORS_ORIGINS', () => {
  it('reads comma-separated origins in their normal form', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://App.example.com , http://localhost:5173/,' }).corsOrigins)
      .toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('refuses an entry that is not an origin, naming it', () => {
    for (const entry of ['*', 'app.example.com', 'https://app.example.com/path', 'ftp://files.example.com', 'https://user:pw@app.example.com', 'https://app.example.com?x=1']) {
      expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example.com,${entry}` }), entry)
        .toThrow(`CORS_ORIGINS entry "${entry}" is not an origin (scheme://host[:port], e.g. https://app.example.com)`);
    }
  });
});

describe('CORS answers', () => {
  let test: TestServer;

  beforeAll(async () => {
    test = await startTestServer({ corsOrigins: [LISTED], publicUrl: CONSOLE });
  });
  afterAll(() => test.close());

  const preflight = (route: string, origin: string, method = 'POST') => fetch(test.url + route, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,x-parse-session-token,x-org-id' },
  });

  it('lets this origin, the console\'s PUBLIC_URL and a listed origin call with the Parse headers', async () => {
    for (const origin of [test.url, CONSOLE, LISTED]) {
      for (const [route, method] of [['/classes/Organization', 'POST'], ['/note/get', 'GET'], ['/user/update/AAAAAAAAAA', 'PUT'], ['/tag/AAAAAAAAAA', 'DELETE']] as const) {
        const response = await preflight(route, origin, method);
        expect(response.status, `${origin} ${method} ${route}`).toBe(204);
        expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin);
        expect(response.headers.get('access-control-allow-methods'), origin).toContain(method);
        expect(allowedHeadersOf(response), origin).toEqual(expect.arrayContaining(PARSE_HEADERS));
        // Nothing travels in cookies: credentials are never allowed.
        expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
      }
    }
  });

  it('answers a listed origin\'s call itself with its origin, so the browser hands over the answer', async () => {
    const response = await fetch(`${test.url}/health`, { headers: { origin: LISTED } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('gives another origin no Access-Control-Allow-Origin, on the preflight and on the call, but never a 404', async () => {
    const preflighted = await preflight('/classes/Organization', 'https://evil.example.net');
    expect(preflighted.status).toBe(204);
    expect(preflighted.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${test.url}/health`, { headers: { origin: 'https://evil.example.net' } });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    // A subdomain or another port of a listed origin is another origin.
    for (const origin of ['https://app.example.com:8443', 'https://evil.app.example.com', 'http://app.example.com']) {
      expect((await preflight('/health', origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('an OPTIONS that is not a preflight is a 400, not a 404', async () => {
    const response = await fetch(`${test.url}/classes/Organization`, { method: 'OPTIONS' });
    expect(response.status).toBe(400);
  });

  it('the live-chat widget page calls its visitor API on its own origin (it is an iframe of this server)', async () => {
    const agent = await test.agentWithOrg('cors');
    const preflighted = await preflight('/livechat/api/session', test.url);
    expect(preflighted.status).toBe(204);
    const session = await fetch(`${test.url}/livechat/api/session`, {
      method: 'POST', headers: { origin: test.url, 'content-type': 'application/json' }, body: JSON.stringify({ orgId: agent.orgId }),
    });
    expect(session.status).toBe(200);
    expect(session.headers.get('access-control-allow-origin')).toBe(test.url);
  });
});
