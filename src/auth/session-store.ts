// The logged-in user (with its session token), kept in localStorage so a reload stays signed in.
import { useSyncExternalStore } from 'react';
import type { User } from '../../common/contracts/accounts';
import { storedKeyChanges } from '../ui/stored-key';

/** A signed-in user always has a session token. */
export type StoredUser = User & { sessionToken: string };

const STORAGE_KEY = 'parley.user';
// Another tab logging in or out changes the same key.
const changes = storedKeyChanges(STORAGE_KEY);
let cachedText: string | null = null;
let cachedUser: StoredUser | null = null;

export function readStoredUser(): StoredUser | null {
  const text = localStorage.getItem(STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedUser = text ? (JSON.parse(text) as StoredUser) : null;
  }
  return cachedUser;
}

export function storeUser(user: StoredUser | null): void {
  if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEY);
  changes.notify();
}

/** The signed-in user, or null; re-renders on login and logout (in any tab). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(changes.subscribe, readStoredUser);
}
