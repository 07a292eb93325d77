import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { t } from '@lingui/core/macro';
import { connectionState } from '../../local/queries';
import { showToast } from '../ui/toast-store';

/** Socket state toasts of the message center (01 §4): warn on disconnect, confirm the reconnect. */
export function useConnectionToasts(): void {
  const online = useLiveQuery(async () => (await connectionState()).online);
  const previous = useRef<boolean | undefined>(undefined);
  const warned = useRef(false);

  useEffect(() => {
    if (online === undefined) return;
    if (previous.current === true && !online) {
      showToast('warning', t({ id: 'chat.connectError', message: 'Connection lost. Trying to reconnect…' }));
      warned.current = true;
    } else if (online && warned.current) {
      showToast('success', t({ id: 'chat.connected', message: 'Connected' }));
      warned.current = false;
    }
    previous.current = online;
  }, [online]);
}
