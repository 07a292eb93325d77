import { useEffect, useRef } from 'react';

/** Runs `onBack` when the console comes back online after being offline (to read what failed again). */
export function useBackOnline(offline: boolean, onBack: () => void): void {
  const wasOffline = useRef(offline);
  const latest = useRef(onBack);
  useEffect(() => { latest.current = onBack; });
  useEffect(() => {
    if (wasOffline.current && !offline) latest.current();
    wasOffline.current = offline;
  }, [offline]);
}
