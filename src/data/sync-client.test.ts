import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('getSync', () => {
  it('opens one SharedWorker per page and passes the page\'s online events on as nudges', async () => {
    const nudge = vi.fn<() => Promise<void>>(async () => undefined);
    const created: { url: string; options: unknown }[] = [];
    class FakeSharedWorker {
      readonly port: MessagePort;
      constructor(url: URL, options: unknown) {
        created.push({ url: String(url), options });
        const channel = new MessageChannel();
        Comlink.expose({ nudge }, channel.port2);
        this.port = channel.port1;
      }
    }
    vi.stubGlobal('SharedWorker', FakeSharedWorker);
    const { getSync } = await import('./sync-client');

    expect(getSync()).toBe(getSync());
    expect(created).toHaveLength(1);
    expect(created[0]?.url).toMatch(/workers\/sync\/shared\.worker\.ts/);
    expect(created[0]?.options).toEqual({ type: 'module', name: 'parley-sync' });

    globalThis.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(nudge).toHaveBeenCalledTimes(1));
  });
});
