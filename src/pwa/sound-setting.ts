// Whether the console plays its alert sounds: on unless the agent mutes them; kept in this browser.
import { useSyncExternalStore } from 'react';
import { storedKeyChanges } from '../ui/stored-key';

const STORAGE_KEY = 'parley.sound.muted';
const changes = storedKeyChanges(STORAGE_KEY);

export function isSoundMuted(): boolean {
  return localStorage.getItem(STORAGE_KEY) === 'true';
}

export function setSoundMuted(muted: boolean): void {
  if (muted) localStorage.setItem(STORAGE_KEY, 'true');
  else localStorage.removeItem(STORAGE_KEY);
  changes.notify();
}

/** The muted setting; re-renders when it changes (in any tab). */
export function useSoundMuted(): boolean {
  return useSyncExternalStore(changes.subscribe, isSoundMuted);
}
