import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { t } from '@lingui/core/macro';
import { connectionState } from '../../local/queries';
import { showToast } from '../ui/toast-store';

/**
 * How long the socket may be away before the message center says so. A reload or a server restart
 * drops it for a moment, and socket.io is back within about a second (workers/sync/socket.ts):
 * "connection lost" then "connected" for that would only startle. The top bar's Offline shows
 * at once whenever the browser itself is offline.
 */
export const SILENT_DISCONNECT_MS = 4000;

/**
 * Socket state toasts of the message center (01 §4): warn when the connection stays lost longer than
 * SILENT_DISCONNECT_MS, and confirm the reconnect after such a warning.
 */
export function useConnectionToasts(): void {
  const online = useLiveQuery(async () => (await connectionState()).online);
  const wasOnline = useRef(false);
  const warned = useRef(false);

  useEffect(() => {
    if (online === undefined) return;
    if (online) {
      if (warned.current) showToast('success', t({ id: 'chat.connected', message: 'Connected' }));
      warned.current = false;
      wasOnline.current = true;
      return;
    }
    // Never connected since the page opened: nothing was lost.
    if (!wasOnline.current) return;
    const timer = setTimeout(() => {
      showToast('warning', t({ id: 'chat.connectError', message: 'Connection lost. Trying to reconnect…' }));
      warned.current = true;
    }, SILENT_DISCONNECT_MS);
    return () => clearTimeout(timer);
  }, [online]);
}
