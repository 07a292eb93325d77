// Profile writes made while offline (the language switch, dismissing the onboarding) wait in
// localStorage and go to the server once it can be reached; the stored user shows them at once.
import type { ProfileLanguage } from '../../common/account-profile';
import { ApiError } from '../api/api-error';
import { readStoredUser, storeUser } from '../auth/session-store';
import { storeFreshUser, updateProfile, updateUser } from './account-api';

export interface ProfileChange {
  language?: ProfileLanguage;
  toturialDisabled?: true;
}

interface PendingProfile extends ProfileChange {
  userId: string;
}

const STORAGE_KEY = 'parley.pendingProfile';

export function readPendingProfile(userId: string): ProfileChange {
  try {
    const pending = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as PendingProfile | null;
    if (pending?.userId !== userId) return {};
    const { userId: _owner, ...change } = pending;
    return change;
  } catch {
    return {};
  }
}

function writePendingProfile(userId: string, change: ProfileChange): void {
  if (Object.keys(change).length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, ...change }));
}

/** Sends what waits now; forgets it once the server has it (or refused it), keeping anything queued meanwhile. */
async function sendPending(): Promise<void> {
  const user = readStoredUser();
  if (!user) return;
  const sent = readPendingProfile(user.objectId);
  try {
    if (sent.toturialDisabled) storeFreshUser(await updateUser(user.objectId, { toturialDisabled: true }));
    if (sent.language) storeFreshUser(await updateProfile(user.objectId, { language: sent.language }));
  } catch (cause) {
    // Offline or the server down: try again later. A refusal would repeat forever: forget it.
    if (cause instanceof ApiError && (cause.offline || cause.status >= 500)) return;
  }
  const now = readPendingProfile(user.objectId);
  writePendingProfile(user.objectId, {
    ...(now.language && now.language !== sent.language ? { language: now.language } : {}),
    ...(now.toturialDisabled && !sent.toturialDisabled ? { toturialDisabled: true } : {}),
  });
}

let queue: Promise<void> = Promise.resolve();

/** Sends the signed-in user's waiting changes, one flush after the other. */
export function flushPendingProfile(): Promise<void> {
  queue = queue.then(sendPending);
  return queue;
}

/** Applies a change to the signed-in user now and sends it to the server (now, or once online). */
export function saveProfileChange(change: ProfileChange): Promise<void> {
  const user = readStoredUser();
  if (!user) return Promise.resolve();
  storeUser({ ...user, ...change });
  writePendingProfile(user.objectId, { ...readPendingProfile(user.objectId), ...change });
  return flushPendingProfile();
}
