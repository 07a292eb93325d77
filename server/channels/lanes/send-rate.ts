// A platform's rate per account (LINE 2,000 requests a second per channel, Messenger 300 calls a second
// per Page, WhatsApp 80 messages a second per number), shared by every server process through the
// cluster bus (Redis when configured): each send takes a slot of the account's second first.
// Broadcasts take theirs only up to a share of the rate, so the agents' replies on the same account
// always find room: a broadcast never starves them (docs/scale-out.md, "Lanes").
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClusterBus } from '../../cluster/bus';

/** The part of an account's rate a broadcast may use; the rest is kept for the agents' replies. */
export const BROADCAST_RATE_SHARE = 0.8;

/**
 * Waits until the account's current second has a slot for this call (of `share` of `perSecond`).
 * `endpoint` names a limit the platform counts apart (LINE's multicast: 200 a second of its own).
 */
export async function takeSendSlot(bus: ClusterBus, integrationId: string, perSecond: number, { share = 1, endpoint = 'send' } = {}): Promise<void> {
  const limit = Math.max(1, Math.floor(perSecond * share));
  for (;;) {
    const wait = await bus.slot(`${endpoint}:${integrationId}`, limit, 1_000);
    if (wait === 0) return;
    await sleep(wait);
  }
}
