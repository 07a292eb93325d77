// Live broadcast changes on the open screens: the sync worker passes the socket's `event {type:
// 'broadcast'}` to every tab over a BroadcastChannel (broadcasts are not kept offline); a shown
// broadcast is replaced only when 03 §4's order lets the change win (`broadcastUpdateWins`).
import { useEffect, useRef } from 'react';
import { broadcastUpdateWins } from '../../common/broadcasts';
import type { Broadcast } from '../../common/contracts/broadcasts';
import { BROADCASTS_CHANNEL, type BroadcastSignal } from '../../local/channels';

/** The list with `next` in place of the broadcast of the same id, when its status wins; else the same list. */
export function applyBroadcastUpdate(list: Broadcast[], next: Broadcast): Broadcast[] {
  const index = list.findIndex((one) => one.objectId === next.objectId);
  if (index < 0 || !broadcastUpdateWins(list[index]!.status, next.status)) return list;
  return list.map((one, at) => (at === index ? next : one));
}

/** Calls `onChange` with each broadcast of the organization that changes while the screen is open. */
export function useBroadcastChanges(orgId: string, onChange: (broadcast: Broadcast) => void): void {
  const latest = useRef(onChange);
  useEffect(() => { latest.current = onChange; });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(BROADCASTS_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<BroadcastSignal>) => {
      if (event.data.orgId === orgId) latest.current(event.data.broadcast);
    });
    return () => channel.close();
  }, [orgId]);
}
