// The console's workers as the bench sees them through the Chrome DevTools Protocol. Playwright's page
// events miss a SharedWorker (it belongs to no page), so the browser's own CDP session discovers the
// workers' targets: their script URLs (for the critical-path JS) and their JS heaps (for the tab's memory).
import type { Browser, CDPSession } from '@playwright/test';

const WORKER_TYPES = new Set(['shared_worker', 'worker']);

interface TargetInfo { targetId: string; type: string; url: string }

export interface WorkerTargets {
  /** Starts a window: `scriptUrls()` then gives the workers alive at its start or started since, once each. */
  window(): { scriptUrls(): string[] };
  /** Used JS heap of each live worker, after a garbage collection in it. */
  heapBytes(): Promise<number>;
  close(): Promise<void>;
}

export async function watchWorkers(browser: Browser): Promise<WorkerTargets> {
  const session = await browser.newBrowserCDPSession();
  const live = new Map<string, TargetInfo>();
  const windows = new Set<Map<string, TargetInfo>>();
  const remember = ({ targetInfo }: { targetInfo: TargetInfo }) => {
    if (!WORKER_TYPES.has(targetInfo.type)) return;
    live.set(targetInfo.targetId, targetInfo);
    for (const seen of windows) seen.set(targetInfo.targetId, targetInfo);
  };
  session.on('Target.targetCreated', remember);
  session.on('Target.targetInfoChanged', remember);
  session.on('Target.targetDestroyed', ({ targetId }: { targetId: string }) => live.delete(targetId));
  await session.send('Target.setDiscoverTargets', { discover: true });
  return {
    window() {
      const seen = new Map(live);
      windows.add(seen);
      return {
        scriptUrls() {
          windows.delete(seen);
          return [...new Set([...seen.values()].map((target) => target.url).filter(Boolean))];
        },
      };
    },
    async heapBytes() {
      let total = 0;
      for (const target of live.values()) total += await workerHeap(session, target.targetId);
      return total;
    },
    close: () => session.detach(),
  };
}

/**
 * Attaches to a worker target without the flattened protocol (a Playwright CDPSession cannot address
 * a child session), collects its garbage and reads its heap, then detaches.
 */
async function workerHeap(session: CDPSession, targetId: string): Promise<number> {
  const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
  let nextId = 1;
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  const onMessage = ({ sessionId: from, message }: { sessionId: string; message: string }) => {
    if (from !== sessionId) return;
    const answer = JSON.parse(message) as { id?: number; result?: unknown; error?: { message: string } };
    const call = answer.id === undefined ? undefined : waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id!);
    if (answer.error) call.reject(new Error(answer.error.message));
    else call.resolve(answer.result);
  };
  const send = <T>(method: string, params: Record<string, unknown> = {}) => new Promise<T>((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
    session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
  });
  session.on('Target.receivedMessageFromTarget', onMessage);
  try {
    await send('HeapProfiler.collectGarbage');
    const { usedSize } = await send<{ usedSize: number }>('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    session.off('Target.receivedMessageFromTarget', onMessage);
    await session.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
  }
}

/** Static imports of a built module: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** What a worker loads before it runs: its script and, transitively, the script's static imports, fetched as served. */
export async function workerScripts(scriptUrl: string): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>();
  const pending = [scriptUrl];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (scripts.has(url)) continue;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    scripts.set(url, body);
    for (const [, specifier] of body.toString('utf8').matchAll(STATIC_IMPORT)) pending.push(new URL(specifier!, url).href);
  }
  return scripts;
}
