// Runs the real server (server/main.ts) as a child process on its own port and data folder,
// so a test can stop it (the network is gone for the page and its service worker) and start it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dataDirWithDatabase } from './data-template';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** Process id of the running server (undefined while stopped). */
  readonly pid: number | undefined;
  /** What the running server has written to stdout and stderr (its log) since it started. */
  readonly output: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The operator token of every test server: the tests read the mail outbox as its operator. */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-for-the-mail-outbox-0000';

/**
 * `env`: settings beyond the test's own environment (e.g. OIDC_ISSUER pointing at a stand-in).
 * `dataDir`: another process's DATA_DIR, for a second process of one deployment (DATABASE_URL and
 * REDIS_URL in `env`; docs/scale-out.md); it stays when this one is disposed.
 */
export async function launchServer(env: NodeJS.ProcessEnv = {}, { dataDir: sharedDataDir }: { dataDir?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // A copy of a migrated database: much faster than letting every test server create its own.
  const dataDir = sharedDataDir ?? await dataDirWithDatabase('parley-e2e-');
  const url = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const handle: ServerProcess = {
    url,
    port,
    dataDir,
    get pid() { return child?.pid; },
    get output() { return log; },
    async start() {
      log = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, OPERATOR_TOKEN: E2E_OPERATOR_TOKEN, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
      child.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
      await waitForHealth(url, child, () => log);
    },
    async stop() {
      const running = child;
      child = undefined;
      // Exited already, or killed by a signal (a test's SIGKILL: no exit code then).
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const killTimer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
    },
    async dispose() {
      await handle.stop();
      if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await handle.start();
  return handle;
}
