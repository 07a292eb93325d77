// A form's work kept in this tab's sessionStorage as it changes, like the broadcast editor's
// (src/broadcast/editor/editor-draft.ts): leaving the page or reloading it loses nothing; a save clears it.
import { useCallback, useEffect, useState } from 'react';

function readDraft<T>(key: string): T | null {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}

export interface SessionDraft<T> {
  value: T;
  setValue: (change: (current: T) => T) => void;
  /** The value came back from an earlier visit, not from what is saved. */
  restored: boolean;
  /** After a save: nothing is kept any longer. */
  clear: () => void;
  /** Back to what is saved (`initial`), forgetting the kept work. */
  discard: () => void;
}

/** `initial()` unless this tab kept work under `key`; kept from the first change on. */
export function useSessionDraft<T>(key: string, initial: () => T): SessionDraft<T> {
  const [state, setState] = useState(() => {
    const kept = readDraft<T>(key);
    return { value: kept ?? initial(), restored: kept !== null, changed: false };
  });

  useEffect(() => {
    if (state.changed) sessionStorage.setItem(key, JSON.stringify(state.value));
  }, [key, state]);

  const setValue = useCallback((change: (current: T) => T) => setState((current) => ({ ...current, value: change(current.value), changed: true })), []);
  const clear = useCallback(() => {
    sessionStorage.removeItem(key);
    setState((current) => ({ ...current, restored: false, changed: false }));
  }, [key]);
  const discard = useCallback(() => {
    sessionStorage.removeItem(key);
    setState({ value: initial(), restored: false, changed: false });
  }, [key, initial]);
  return { value: state.value, setValue, restored: state.restored, clear, discard };
}
