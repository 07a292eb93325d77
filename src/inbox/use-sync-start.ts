import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { syncSessionFor } from '../auth/sync-session';
import type { StoredUser } from '../auth/session-store';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';

/** Entering an organization's message center starts (or switches) the sync worker to it. */
export function useSyncStart(user: StoredUser, orgId: string): void {
  useEffect(() => {
    getSync()
      .start(syncSessionFor(user), orgId)
      .catch(() => showToast('error', t`Syncing could not start. Reload the page to try again.`, { refresh: true }));
  }, [user, orgId]);
}
