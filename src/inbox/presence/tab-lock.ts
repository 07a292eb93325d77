// This tab's id for presence, held as a Web Lock for the tab's life: the sync worker knows a tab closed
// (or crashed) by the lock's release and says `left` for it (docs/presence.md).
import { randomId } from '../../../common/ids';
import { TAB_LOCK_PREFIX } from '../../../local/channels';

let held: Promise<string> | undefined;

/** Resolves once the lock is held, so the worker never sees the tab before its lock. */
export function presenceTab(): Promise<string> {
  held ??= new Promise((resolve) => {
    const tab = randomId();
    if (!navigator.locks) {
      resolve(tab);
      return;
    }
    void navigator.locks.request(`${TAB_LOCK_PREFIX}${tab}`, () => {
      resolve(tab);
      // Held until the tab goes.
      return new Promise<never>(() => {});
    });
  });
  return held;
}
