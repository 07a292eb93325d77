// Tells the console's pages that an organization's roles changed (socket `orgRoleUpdated`, or a
// reconnect after which one may have been missed), so menus and guards read the user's role again.
// A BroadcastChannel reaches every tab of the origin from the shared or dedicated worker.
import { ORG_ROLE_CHANNEL, type OrgRoleSignal } from './api';

export function signalOrgRoleUpdated(orgId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(ORG_ROLE_CHANNEL);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage({ orgId } satisfies OrgRoleSignal);
  channel.close();
}
