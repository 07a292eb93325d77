import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { addressPolicy } from './address-policy';

// The page server listens on every loopback address; only 127.0.0.2 is on the crawler's allow list,
// so 127.0.0.1 and localhost stand for the private addresses it must refuse.
const ALLOWED = '127.0.0.2';
let pages: http.Server;
let port: number;
let t: TestServer;
let agent: Agent;

const KIB = 1024;
const article = `<!doctype html><html><head><meta charset="utf-8">
  <title>Fallback title</title>
  <meta property="og:title" content="Spring &amp; tea sale">
  <meta property="og:description" content="  Every   green tea 20% off.  ">
  <meta property="og:image" content="/img/tea.png">
  <meta property="og:site_name" content="Tea House">
</head><body><p>Hello</p></body></html>`;

function servePages(request: http.IncomingMessage, response: http.ServerResponse) {
  const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => response.writeHead(200, { 'content-type': type }).end(body);
  switch (request.url) {
    case '/article': return html(article);
    case '/plain': return html('<html><head><title> Only a title </title><meta name="description" content="Plain description"></head></html>');
    case '/big': {
      // The title comes first; a description after 600 KiB is past the 512 KiB cut.
      const head = '<html><head><meta property="og:title" content="Big page">';
      return html(`${head}<!--${'x'.repeat(600 * KIB)}--><meta property="og:description" content="Too far"></head></html>`);
    }
    case '/slow':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head>');
      return; // never ends
    case '/to-loopback': return response.writeHead(302, { location: `http://127.0.0.1:${port}/article` }).end();
    case '/to-allowed': return response.writeHead(301, { location: `http://${ALLOWED}:${port}/article` }).end();
    case '/loop': return response.writeHead(302, { location: '/loop' }).end();
    case '/image': return html(Buffer.from([0x89, 0x50]), 'image/png');
    case '/missing': return response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
    default: return response.writeHead(404).end();
  }
}

beforeAll(async () => {
  pages = http.createServer(servePages);
  await new Promise<void>((resolve) => pages.listen(0, '0.0.0.0', resolve));
  port = (pages.address() as AddressInfo).port;
  t = await startTestServer({ linkPreviewAllowHosts: [ALLOWED] });
  agent = await t.agentWithOrg('links');
});
afterAll(async () => {
  pages.closeAllConnections();
  pages.close();
  await t?.close();
});

const page = (path: string, host = ALLOWED) => `http://${host}:${port}${path}`;
function metadata(url: string, who: { token?: string; orgId?: string } = agent): Promise<{ status: number; body: any }> {
  const query = new URLSearchParams({ url, ...(who.orgId ? { orgId: who.orgId } : {}) });
  return fetch(`${t.url}/link/metadata?${query}`, {
    headers: { 'x-parse-application-id': 'parley', ...(who.token ? { 'x-parse-session-token': who.token } : {}) },
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
}

describe('GET /link/metadata', () => {
  it('reads Open Graph tags, with entities decoded, whitespace collapsed and the image made absolute', async () => {
    const answer = await metadata(page('/article'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      url: page('/article'),
      title: 'Spring & tea sale',
      description: 'Every green tea 20% off.',
      image: page('/img/tea.png'),
      siteName: 'Tea House',
    });
  });

  it('falls back to <title>, the description meta tag and the host name', async () => {
    const answer = await metadata(page('/plain'));
    expect(answer.body).toEqual({ url: page('/plain'), title: 'Only a title', description: 'Plain description', siteName: ALLOWED });
  });

  it('answers the same to a POST with _method GET', async () => {
    const answer = await t.call('/link/metadata', { _method: 'GET', orgId: agent.orgId, url: page('/article') }, agent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('Spring & tea sale');
  });

  it('reads only the first 512 KiB of a page', async () => {
    const answer = await metadata(page('/big'));
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('Big page');
    expect(answer.body.description).toBeUndefined();
  });

  it('gives up on a page that does not answer within 5 s', async () => {
    const started = Date.now();
    const answer = await metadata(page('/slow'));
    expect(answer.status).toBe(504);
    expect(answer.body.error).toBe('the page did not answer within 5 s');
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);

  it('follows an allowed redirect but refuses one to a loopback address, and stops redirect loops', async () => {
    expect((await metadata(page('/to-allowed', ALLOWED))).body.url).toBe(page('/article'));
    const toLoopback = await metadata(page('/to-loopback'));
    expect(toLoopback.status).toBe(400);
    expect(toLoopback.body.error).toContain('private or reserved address (127.0.0.1');
    const loop = await metadata(page('/loop'));
    expect(loop.status).toBe(502);
    expect(loop.body.error).toBe('more than 3 redirects');
  });

  it('refuses a host name that resolves to a loopback address', async () => {
    const answer = await metadata(page('/article', 'localhost'));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/private or reserved address \(localhost is (127\.0\.0\.1|::1)\)/);
  });

  it('refuses private, loopback, link-local and unique-local addresses', async () => {
    const hosts = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0',
      '[::1]', '[fc00::1]', '[fd12:3456::1]', '[fe80::1]', '[::ffff:10.0.0.1]', '[::ffff:127.0.0.1]',
      // Other spellings of 127.0.0.1 that URL parsing turns into it.
      '2130706433', '0x7f.1'];
    for (const host of hosts) {
      const answer = await metadata(`http://${host}:${port}/article`);
      expect(answer.status, host).toBe(400);
      expect(answer.body.error, host).toContain('private or reserved address');
    }
  });

  it('refuses other schemes and non-URLs', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', 'not a url']) {
      const answer = await metadata(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.error, url).toMatch(/url must (use http or https|be an absolute URL)/);
    }
  });

  it('says why a page has no preview: not HTML, an error status', async () => {
    expect(await metadata(page('/image'))).toEqual({ status: 502, body: { code: 141, error: 'the page is not HTML (image/png)' } });
    expect(await metadata(page('/missing'))).toEqual({ status: 502, body: { code: 141, error: 'the page answered HTTP 404' } });
  });

  it('answers only members: no session 209, another organization 404', async () => {
    expect((await metadata(page('/article'), { orgId: agent.orgId })).body.code).toBe(209);
    const stranger = await t.agentWithOrg('stranger');
    expect((await metadata(page('/article'), { token: stranger.token, orgId: agent.orgId })).status).toBe(404);
    expect((await metadata(page('/article'), { token: stranger.token, orgId: stranger.orgId })).status).toBe(200);
  });
});

describe('addressPolicy', () => {
  it('allows public unicast addresses and listed ranges only', () => {
    const policy = addressPolicy(['127.0.0.2', '10.9.0.0/16']);
    expect(['93.184.216.34', '2606:2800:220:1::1', '127.0.0.2', '10.9.1.1'].filter((ip) => !policy.allows(ip))).toEqual([]);
    expect(['127.0.0.1', '10.8.0.1', '100.64.0.1', '224.0.0.1', '::', '2002:7f00:1::1', 'fc00::1', 'not-an-ip']
      .filter((ip) => policy.allows(ip))).toEqual([]);
  });
});
