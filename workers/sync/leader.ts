// Which sync worker of the browser owns the socket and the flush loop.

export interface Leadership {
  /** Calls onLead once this worker leads (now, or when the current leader goes away). */
  acquire(onLead: () => void): void;
  /** Gives the lead up, or stops waiting for it. */
  release(): void;
}

/** A SharedWorker is the only sync worker of the browser: it always leads. */
export const soleLeader: Leadership = {
  acquire: (onLead) => onLead(),
  release: () => undefined,
};

/**
 * Dedicated workers (one per tab) elect a leader with a Web Lock: the lock is held for as long as the
 * worker leads, and the browser hands it to a waiting worker when the leader's tab closes.
 */
export function webLocksLeader(lockName: string): Leadership {
  let waiting: AbortController | undefined;
  let endLead: (() => void) | undefined;
  return {
    acquire(onLead) {
      // Browsers too old for Web Locks (Safari before 15.4) have no SharedWorker either: each tab leads.
      if (!('locks' in navigator)) {
        onLead();
        return;
      }
      waiting = new AbortController();
      navigator.locks
        .request(lockName, { signal: waiting.signal }, () => new Promise<void>((resolve) => {
          endLead = resolve;
          onLead();
        }))
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('[sync] leader lock failed', error);
        });
    },
    release() {
      waiting?.abort();
      endLead?.();
      waiting = undefined;
      endLead = undefined;
    },
  };
}
