// SharedWorker entry: one engine (one socket, one flush loop) for every tab of the browser.
import * as Comlink from 'comlink';
import { createBrowserEngine } from './browser-engine';
import { withUploads } from '../uploads/expose';
import { soleLeader } from './leader';

const engine = withUploads(createBrowserEngine(soleLeader));
const scope = self as unknown as SharedWorkerGlobalScope;

scope.addEventListener('connect', (event: MessageEvent) => {
  const port = event.ports[0];
  if (port) Comlink.expose(engine, port);
});
