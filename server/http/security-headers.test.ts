// The headers a browser gets on each kind of page the server serves (docs/security.md): what it
// will run, load and connect to, who may frame the page, what it sends as Referer.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

/** The Content-Security-Policy header as directive → sources; undefined when there is none. */
function cspOf(response: Response): Map<string, string[]> | undefined {
  const header = response.headers.get('content-security-policy');
  if (header === null) return undefined;
  return new Map(header.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name, ...sources] = part.split(/\s+/);
    return [name!.toLowerCase(), sources];
  }));
}

async function minimalBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-headers-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Parley console</title><script type="module" src="/assets/app.js"></script>');
  await writeFile(path.join(dir, 'livechat.html'), '<!doctype html><title>Live chat</title>');
  await writeFile(path.join(dir, 'shop.html'), '<!doctype html><title>Shop</title>');
  await writeFile(path.join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

/** The headers every answer carries, whatever its kind. */
function expectBaseline(response: Response, what: string): void {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  // Plain http here: no HSTS.
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
}

/** The console's strict policy: no inline script or style, no plugins, no framing, no foreign base or form target. */
function expectConsolePolicy(response: Response, what: string): void {
  expectBaseline(response, what);
  const csp = cspOf(response);
  expect(csp, what).toBeDefined();
  expect(csp!.get('default-src'), what).toEqual(["'self'"]);
  expect(csp!.get('script-src'), what).toEqual(["'self'"]);
  expect(csp!.get('style-src'), what).toEqual(["'self'"]);
  expect(csp!.get('worker-src'), what).toEqual(["'self'"]);
  expect(csp!.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp!.get('img-src'), what).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
  expect(csp!.get('object-src'), what).toEqual(["'none'"]);
  expect(csp!.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp!.get('form-action'), what).toEqual(["'self'"]);
  expect(csp!.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp!.has('upgrade-insecure-requests'), what).toBe(false);
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
}

describe('security headers on every page kind', () => {
  let build: string;
  let test: TestServer;
  let admin: Agent;

  beforeAll(async () => {
    build = await minimalBuild();
    test = await startTestServer({ staticDir: build });
    admin = await test.agentWithOrg('headers');
  });
  afterAll(async () => {
    await test.close();
    await rm(build, { recursive: true, force: true });
  });

  const open = (route: string) => fetch(test.url + route, { headers: { accept: 'text/html' } });
  const setWhitelist = async (whitelist: string[]) => {
    const answer = await test.call(`/classes/Organization/${admin.orgId}`, { _method: 'PUT', redirectOptions: { whitelist } }, admin.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it('the console (index.html and an SPA route) cannot be framed and runs nothing inline', async () => {
    for (const route of ['/', '/index.html', '/message-center/AbCdEfGhIj', '/login']) {
      const response = await open(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('Parley console');
      expectConsolePolicy(response, route);
    }
  });

  it('an asset (also a worker script, whose policy is its own answer) carries the policy and nosniff', async () => {
    const response = await fetch(`${test.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expectConsolePolicy(response, 'asset');
    // Other sites may not pull our files in as no-cors subresources.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('API answers, errors included, carry the same headers', async () => {
    const health = await fetch(`${test.url}/health`);
    expect(health.headers.get('content-type')).toContain('application/json');
    expectConsolePolicy(health, 'GET /health');
    const me = await test.call('/users/me', {}, admin.token);
    expect(me.status).toBe(200);
    const error = await fetch(`${test.url}/functions/noSuchFunction`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.status).toBeLessThan(500);
    expectConsolePolicy(error, 'an API error');
    expect(health.headers.get('x-powered-by')).toBeNull();
  });

  it('the live-chat page may be framed by any site while the whitelist holds no URL', async () => {
    await setWhitelist(['/message-center']);
    const response = await open(`/livechat/${admin.orgId}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Live chat');
    expectBaseline(response, 'live-chat page');
    const csp = cspOf(response)!;
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('frame-ancestors')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('the live-chat page may be framed only by the whitelisted URLs\' origins (and itself) when there are some', async () => {
    await setWhitelist(['https://shop.example.com/thanks', '/message-center', 'http://localhost:3000/cart', 'https://SHOP.example.com/other']);
    const response = await open(`/livechat/${admin.orgId}`);
    expect(response.status).toBe(200);
    const csp = cspOf(response)!;
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://shop.example.com', 'http://localhost:3000']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBeNull();
    await setWhitelist([]);
    expect(cspOf(await open(`/livechat/${admin.orgId}`))!.has('frame-ancestors')).toBe(false);
  });

  it('an unknown or malformed organization id still gets the page, never a 500', async () => {
    for (const id of ['ZZZZZZZZZZ', 'not-an-id', '%E2%80%AE', 'a'.repeat(300)]) {
      const response = await open(`/livechat/${id}`);
      expect(response.status, id).toBe(200);
      expectBaseline(response, id);
      expect(cspOf(response)!.get('script-src'), id).toEqual(["'self'"]);
    }
  });

  it("the customer's shop page (a signed chatPay link) runs nothing inline, cannot be framed and sends its link as no Referer", async () => {
    for (const route of ['/shop/p.AbCdEfGhIj.CustAAAAAA.ProdAAAAAA.c2lnbmF0dXJl', '/shop/p.AbCdEfGhIj.CustAAAAAA.ProdAAAAAA.c2lnbmF0dXJl?order=OrdrAAAAAA']) {
      const response = await open(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('<title>Shop</title>');
      expectConsolePolicy(response, route);
    }
  });

  it('the embed script may be loaded by other sites (<script src>), but not sniffed', async () => {
    const response = await fetch(`${test.url}/livechat/widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectBaseline(response, 'widget.js');
  });

  it('the dev mail page keeps the global defaults (nosniff, no Referer, no framing)', async () => {
    const response = await fetch(`${test.url}/dev/mail`);
    expect(response.status).toBeLessThan(500);
    expectBaseline(response, '/dev/mail');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('security headers behind https and with S3', () => {
  let test: TestServer;

  beforeAll(async () => {
    test = await startTestServer({
      publicUrl: 'https://parley.example.com',
      s3: { bucket: 'parley-files', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', publicUrl: 'https://cdn.example.com/files' },
    });
  });
  afterAll(() => test.close());

  it('sends HSTS and upgrade-insecure-requests when the console is served over https', async () => {
    const response = await fetch(`${test.url}/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(cspOf(response)!.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets the browser PUT to the bucket and load files from it and from S3_PUBLIC_URL', async () => {
    const csp = cspOf(await fetch(`${test.url}/health`))!;
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9000', 'https://cdn.example.com']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:9000', 'https://cdn.example.com']));
    expect(csp.get('media-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:9000', 'https://cdn.example.com']));
  });
});
