// Logging out — by choice, or because the server says the session is gone (01 §4, §8).
import { logOutOnServer } from '../api/accounts';
import { clearDraftJournal } from '../inbox/draft-journal';
import { clearCachedOrganizations } from '../org/organizations-cache';
import { storeSelectedOrgId } from '../org/selected-org';
import { readStoredUser, storeUser } from './session-store';

let running: Promise<void> | null = null;

/** Stop the sync worker and empty IndexedDB. Imported on demand: Dexie and comlink stay out of the start-up chunk. */
async function clearLocalSyncState(): Promise<void> {
  const [{ getSync }, { clearLocalData }] = await Promise.all([import('../data/sync-client'), import('../../local/queries')]);
  await getSync().stop().catch(() => undefined);
  await clearLocalData();
}

/** This browser stops taking the user's pushes; first, while the session may still tell the server. */
async function endPushSubscription(tellServer: boolean): Promise<void> {
  const user = readStoredUser();
  if (!user) return;
  const { disablePush } = await import('../pwa/push-subscription');
  await disablePush(user.objectId, { tellServer }).catch(() => undefined);
}

/**
 * Stop syncing, forget local data and the stored login. Clearing the user last makes the
 * route guards send the tab to /login once nothing of the old session is left to show.
 */
export function logOut({ notifyServer }: { notifyServer: boolean }): Promise<void> {
  // Several calls failing with an invalid session at once end in one logout.
  running ??= (async () => {
    await endPushSubscription(notifyServer);
    if (notifyServer) await logOutOnServer().catch(() => undefined);
    await clearLocalSyncState();
    clearDraftJournal();
    clearCachedOrganizations();
    storeSelectedOrgId(null);
    storeUser(null);
  })().finally(() => {
    running = null;
  });
  return running;
}
