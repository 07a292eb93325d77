// Change notices for one localStorage key, for useSyncExternalStore: writes in this tab call `notify`;
// writes in other tabs arrive as storage events (key null: the storage was cleared).
export interface StoredKeyChanges {
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function storedKeyChanges(key: string): StoredKeyChanges {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
