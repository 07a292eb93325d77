// Page side of the sync worker: one comlink proxy per page, to the browser's SharedWorker when there is one.
import * as Comlink from 'comlink';
import type { SyncApi } from '../../workers/sync/api';

// This folder is also type-checked with the WebWorker lib, which has no SharedWorker: read it off
// globalThis under the same name, so the bundler still sees `new SharedWorker(new URL(...))`.
interface SharedWorkerHandle {
  readonly port: MessagePort;
}
const SharedWorker = (globalThis as { SharedWorker?: new (url: URL, options: WorkerOptions) => SharedWorkerHandle })
  .SharedWorker;

let sync: Comlink.Remote<SyncApi> | undefined;

function connect(): Comlink.Remote<SyncApi> {
  if (SharedWorker) {
    const worker = new SharedWorker(new URL('../../workers/sync/shared.worker.ts', import.meta.url), {
      type: 'module',
      name: 'parley-sync',
    });
    return Comlink.wrap<SyncApi>(worker.port);
  }
  const worker = new Worker(new URL('../../workers/sync/dedicated.worker.ts', import.meta.url), { type: 'module' });
  return Comlink.wrap<SyncApi>(worker);
}

/** The sync worker of this page (created on first use). */
export function getSync(): Comlink.Remote<SyncApi> {
  if (!sync) {
    const remote = connect();
    // Workers see `online` too, but not in every browser: the page passes it on.
    globalThis.addEventListener('online', () => void remote.nudge());
    sync = remote;
  }
  return sync;
}
