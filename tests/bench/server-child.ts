// A server process (server/main.ts, as `npm run serve` starts it) for the memory and event-loop
// parts: on PGlite in its own DATA_DIR or on a PostgreSQL database, optionally with a module preloaded
// that answers the bench over the child process's IPC channel (no route of the server is involved).
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../server/testing/server-process';

export interface ServerChild {
  url: string;
  pid: number;
  /** Sends `message` to the preloaded module and resolves with its reply. */
  ask<T>(message: string): Promise<T>;
  /** SIGTERM, as an operator stops it; resolves once it has exited. */
  stop(): Promise<void>;
}


export async function startServerChild(options: { dataDir: string; databaseUrl?: string; preload?: string }): Promise<ServerChild> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...(options.preload ? ['--import', options.preload] : []), 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', LOG_REQUESTS: 'false',
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    if (await fetch(`${url}/health`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    ask: <T>(message: string) => new Promise<T>((resolve) => {
      child.once('message', (reply) => resolve(reply as T));
      child.send(message);
    }),
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
