// A platform's rate per account (LINE 2,000 requests a second per channel, Messenger 300 calls a second
// per Page, WhatsApp 80 messages a second per number), shared by every server process through the
// cluster bus (Redis when configured): each send reserves an evenly spaced slot of it first.
// Broadcasts take theirs only up to a share of the rate, so the agents' replies on the same account
// always find room: a broadcast never starves them (docs/scale-out.md, "Lanes").
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClusterBus } from '../../cluster/bus';

/** The part of an account's rate a broadcast may use; the rest is kept for the agents' replies. */
export const BROADCAST_RATE_SHARE = 0.8;
/** Of a platform's rate, what we use: clear of its limit by the jitter of the network and of clocks. */
const HEADROOM = 0.9;

/**
 * Waits for this call's slot of the account's rate: evenly spaced at 90% of `perSecond`, shared by
 * every process. A broadcast (`share`) first takes a slot of its own part, then one of the whole, so
 * together they never pass the platform's limit and the agents always find room.
 * `endpoint` names a limit the platform counts apart (LINE's multicast: 200 a second of its own).
 */
export async function takeSendSlot(bus: ClusterBus, integrationId: string, perSecond: number, { share = 1, endpoint = 'send' } = {}): Promise<void> {
  if (share < 1) await waitFor(await bus.slot(`${endpoint}-share:${integrationId}`, perSecond * share * HEADROOM));
  await waitFor(await bus.slot(`${endpoint}:${integrationId}`, perSecond * HEADROOM));
}

const waitFor = async (ms: number) => {
  if (ms > 0) await sleep(ms);
};
