import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { sessionInvalid } from '../../local/queries';
import { logOut } from './logout';

/** The sync worker marks the session invalid when the server refuses it: log out then (01 §8). */
export function InvalidSessionWatcher() {
  const invalid = useLiveQuery(sessionInvalid);
  useEffect(() => {
    if (invalid) void logOut({ notifyServer: false });
  }, [invalid]);
  return null;
}
