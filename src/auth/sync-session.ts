import { i18n } from '@lingui/core';
import type { SyncSession } from '../../workers/sync/api';
import type { StoredUser } from './session-store';

/** What the sync worker needs to talk to the server for this user. */
export function syncSessionFor(user: Pick<StoredUser, 'objectId' | 'sessionToken'>): SyncSession {
  return {
    serverUrl: '',
    appId: __PARLEY_APP_ID__,
    jsKey: __PARLEY_JS_KEY__,
    userId: user.objectId,
    sessionToken: user.sessionToken,
    language: i18n.locale,
  };
}
