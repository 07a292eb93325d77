// A network link between one browser and the server that a test can cut and restore: a TCP proxy that,
// while cut, drops every open connection (pages, the service worker, the sync worker's socket) and
// refuses new ones. Other browsers reach the server directly, so it can be up for them meanwhile.
// (Playwright's setOffline does not reach a SharedWorker, which holds the console's socket.)
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface CutProxy {
  url: string;
  /** Where connections go (the server's base URL); may be set after start, before the first request. */
  target: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCutProxy(): Promise<CutProxy> {
  const open = new Set<Socket>();
  let isCut = false;

  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const target = new URL(proxy.target);
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      socket.once('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: CutProxy = {
    url: `http://localhost:${port}`,
    target: '',
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () => new Promise((resolve) => {
      proxy.cut();
      server.close(() => resolve());
    }),
  };
  return proxy;
}
