import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ParleyServer } from '../app';
import { loadConfig } from '../config';

/** A file of the build and its .br and .gz siblings, as vite-plugin-compression2 writes them (strongest settings). */
async function writeBuilt(file: string, text: string): Promise<{ plain: Buffer; br: Buffer; gz: Buffer }> {
  const plain = Buffer.from(text);
  const br = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(plain, { level: 9 });
  await writeFile(file, plain);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  return { plain, br, gz };
}

interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A GET or HEAD whose answer's body is read as it came over the wire (fetch would decode it). */
function raw(url: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }));
    }).once('error', reject).end();
  });
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

describe('serving the built console', () => {
  let dir: string;
  let server: ParleyServer;
  let url: string;
  let index: Awaited<ReturnType<typeof writeBuilt>>;
  let script: Awaited<ReturnType<typeof writeBuilt>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parley-static-'));
    const staticDir = path.join(dir, 'dist');
    await mkdir(staticDir);
    await mkdir(path.join(staticDir, 'assets'));
    index = await writeBuilt(path.join(staticDir, 'index.html'), `<!doctype html><title>Parley console</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}`);
    script = await writeBuilt(path.join(staticDir, 'assets', 'index-AbCd1234.js'), `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];`);
    // Written by vite-plugin-pwa after the compression step: no siblings.
    await writeFile(path.join(staticDir, 'sw.js'), `self.precache = [${Array.from({ length: 100 }, (_, i) => `"assets/chunk-${i}.js"`).join(',')}];`);
    server = await buildServer({
      ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir: path.join(dir, 'data'), staticDir,
      vacuumIntervalMs: 0, logLevel: 'silent', logRequests: false,
    });
    url = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const open = (route: string) => fetch(url + route, { headers: { accept: 'text/html' } });

  it('answers a browser opening a console route, /login included, with the console', async () => {
    for (const route of ['/login', '/signup', '/message-center/AbCdEfGhIj']) {
      const response = await open(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('Parley console');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
    }
  });

  it('keeps API paths as API errors, never the console', async () => {
    const response = await open('/functions/inboxesV3');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: -1 });
  });

  it('sends a built script as its precompressed file, as the browser accepts, kept a year', async () => {
    const route = '/assets/index-AbCd1234.js';
    for (const [accepted, encoding, bytes] of [[BROWSER_ENCODINGS, 'br', script.br], ['gzip', 'gzip', script.gz], ['identity', undefined, script.plain]] as const) {
      const answer = await raw(url + route, { 'accept-encoding': accepted });
      expect(answer.status, accepted).toBe(200);
      expect(answer.headers['content-encoding'], accepted).toBe(encoding);
      expect(answer.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type'], accepted).toMatch(/^(?:text|application)\/javascript/);
      expect(answer.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      // The build's own file, byte for byte (not compressed again as it is sent).
      expect(answer.body.equals(bytes), accepted).toBe(true);
    }
  });

  it('answers a revalidation with 304 and HEAD with the headers alone', async () => {
    const route = '/assets/index-AbCd1234.js';
    const first = await raw(url + route, { 'accept-encoding': BROWSER_ENCODINGS });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await raw(url + route, { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw(url + route, { 'accept-encoding': BROWSER_ENCODINGS }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(script.br.length));
    expect(head.body.length).toBe(0);
  });

  it('sends the console page of a console route precompressed, never cached without a check', async () => {
    const answer = await raw(`${url}/message-center/AbCdEfGhIj`, { accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.equals(index.br)).toBe(true);
  });

  it('compresses as it sends a file the build left without siblings (the service worker)', async () => {
    const answer = await raw(`${url}/sw.js`, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toMatch(/^self\.precache = \["assets\/chunk-0\.js"/);
  });
});
