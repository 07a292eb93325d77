import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { syncSessionFor } from '../auth/sync-session';
import type { StoredUser } from '../auth/session-store';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';

/** Entering an organization's message center starts (or switches) the sync worker to it. */
export function useSyncStart(user: StoredUser, orgId: string): void {
  // Started again only for another session or organization, not for every new user object: a
  // profile change (the language switch, the onboarding's dismissal) stores one, and a start with
  // another language made the worker close and reopen its socket ("connection lost", "connected").
  const { objectId, sessionToken } = user;
  useEffect(() => {
    getSync()
      .start(syncSessionFor({ objectId, sessionToken }), orgId)
      .catch(() => showToast('error', t`Syncing could not start. Reload the page to try again.`, { refresh: true }));
  }, [objectId, sessionToken, orgId]);
}
