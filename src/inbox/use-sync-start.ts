import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { syncSessionFor } from '../auth/sync-session';
import type { StoredUser } from '../auth/session-store';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';
import { afterFirstScreen } from './first-screen';

/**
 * Entering an organization's message center starts (or switches) the sync worker to it, once the
 * page's first screen is up (./first-screen.ts).
 */
export function useSyncStart(user: StoredUser, orgId: string): void {
  // Started again only for another session or organization, not for every new user object: a
  // profile change (the language switch, the onboarding's dismissal) stores one, and a start with
  // another language made the worker close and reopen its socket ("connection lost", "connected").
  const { objectId, sessionToken } = user;
  useEffect(() => {
    let current = true;
    void afterFirstScreen().then(() => {
      if (!current) return;
      getSync()
        .start(syncSessionFor({ objectId, sessionToken }), orgId)
        .catch(() => showToast('error', t`Syncing could not start. Reload the page to try again.`, { refresh: true }));
    });
    return () => {
      current = false;
    };
  }, [objectId, sessionToken, orgId]);
}
