import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { connectionState } from '../../local/queries';

/** A socket that has not (re)connected within this time counts as offline; a brief reconnect does not flash. */
const SOCKET_GRACE_MS = 2000;

function subscribeNetwork(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True when the browser has no network, or the sync worker's socket has been down for a moment. */
export function useOffline(): boolean {
  const browserOnline = useSyncExternalStore(subscribeNetwork, () => navigator.onLine);
  const socketOnline = useLiveQuery(async () => (await connectionState()).online);
  // A fresh object for each stretch of time the socket is down; the timer confirms that stretch.
  const outage = useMemo(() => (socketOnline === false ? {} : null), [socketOnline]);
  const [confirmedOutage, setConfirmedOutage] = useState<object | null>(null);

  useEffect(() => {
    if (!outage) return;
    const timer = setTimeout(() => setConfirmedOutage(outage), SOCKET_GRACE_MS);
    return () => clearTimeout(timer);
  }, [outage]);

  return !browserOnline || (outage !== null && confirmedOutage === outage);
}
