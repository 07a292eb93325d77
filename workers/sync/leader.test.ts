import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webLocksLeader } from './leader';

/** An exclusive Web Lock manager with a waiting queue and abortable requests, as browsers implement it. */
class FakeLockManager {
  private held = false;
  private waiting: (() => void)[] = [];

  request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held = true;
        callback().then(resolve, reject).finally(() => {
          this.held = false;
          this.waiting.shift()?.();
        });
      };
      if (!this.held) {
        grant();
        return;
      }
      this.waiting.push(grant);
      options.signal?.addEventListener('abort', () => {
        this.waiting = this.waiting.filter((waiter) => waiter !== grant);
        reject(new DOMException('The request was aborted', 'AbortError'));
      });
    });
  }
}

beforeEach(() => {
  Object.defineProperty(navigator, 'locks', { value: new FakeLockManager(), configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('webLocksLeader', () => {
  it('lets one worker lead and hands the lead over when it goes away', async () => {
    const first = webLocksLeader('parley-sync-leader');
    const second = webLocksLeader('parley-sync-leader');
    const led: string[] = [];
    first.acquire(() => led.push('first'));
    second.acquire(() => led.push('second'));
    await vi.waitFor(() => expect(led).toEqual(['first']));

    first.release();
    await vi.waitFor(() => expect(led).toEqual(['first', 'second']));
  });

  it('stops waiting for the lead on release', async () => {
    const leader = webLocksLeader('parley-sync-leader');
    const waiter = webLocksLeader('parley-sync-leader');
    const led: string[] = [];
    leader.acquire(() => led.push('leader'));
    waiter.acquire(() => led.push('waiter'));
    waiter.release();
    leader.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(led).toEqual(['leader']);
  });
});
