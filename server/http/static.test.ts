import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ParleyServer } from '../app';
import { loadConfig } from '../config';

describe('serving the built console', () => {
  let dir: string;
  let server: ParleyServer;
  let url: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'parley-static-'));
    const staticDir = path.join(dir, 'dist');
    await mkdir(staticDir);
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Parley console</title>');
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
});
