// Logging out — by choice, or because the server says the session is gone (01 §4, §8).
import { logOutOnServer } from '../api/accounts';
import { clearLocalData } from '../data/queries';
import { getSync } from '../data/sync-client';
import { clearDraftJournal } from '../inbox/draft-journal';
import { clearCachedOrganizations } from '../org/organizations-cache';
import { storeSelectedOrgId } from '../org/selected-org';
import { storeUser } from './session-store';

let running: Promise<void> | null = null;

/**
 * Stop syncing, forget local data and the stored login. Clearing the user last makes the
 * route guards send the tab to /login once nothing of the old session is left to show.
 */
export function logOut({ notifyServer }: { notifyServer: boolean }): Promise<void> {
  // Several calls failing with an invalid session at once end in one logout.
  running ??= (async () => {
    if (notifyServer) await logOutOnServer().catch(() => undefined);
    await getSync().stop().catch(() => undefined);
    await clearLocalData();
    clearDraftJournal();
    clearCachedOrganizations();
    storeSelectedOrgId(null);
    storeUser(null);
  })().finally(() => {
    running = null;
  });
  return running;
}
