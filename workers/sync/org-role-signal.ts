// Tells the console's pages that an organization's roles changed (socket `orgRoleUpdated`, or a
// reconnect after which one may have been missed), so menus and guards read the user's role again;
// and that the user lost an organization, so the organization list is read again; and passes on
// broadcast changes to the broadcast screens (not kept offline).
// A BroadcastChannel reaches every tab of the origin from the shared or dedicated worker.
import type { Broadcast } from '../../common/contracts/broadcasts';
import {
  BROADCASTS_CHANNEL, ORDER_NEED_UPDATE_CHANNEL, ORG_ROLE_CHANNEL, ORGANIZATIONS_CHANNEL, type BroadcastSignal, type OrderNeedUpdateSignal,
  type OrganizationsSignal, type OrgRoleSignal,
} from '../../local/channels';

function broadcast(channelName: string, message: unknown): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage(message);
  channel.close();
}

export function signalOrgRoleUpdated(orgId: string): void {
  broadcast(ORG_ROLE_CHANNEL, { orgId } satisfies OrgRoleSignal);
}

/** The user lost an organization (socket `event` organizationDeleted, or evict): pages read their list again. */
export function signalOrganizationLost(signal: OrganizationsSignal): void {
  broadcast(ORGANIZATIONS_CHANNEL, signal);
}

/** An organization changed (socket `event` organizationChanged): pages read their list again, quietly. */
export function signalOrganizationChanged(orgId: string): void {
  broadcast(ORGANIZATIONS_CHANNEL, { orgId, reason: 'changed' } satisfies OrganizationsSignal);
}

/** A broadcast changed (socket `event` broadcast): open broadcast screens of the organization apply it (03 §4's order). */
export function signalBroadcastChanged(orgId: string, changed: Broadcast): void {
  broadcast(BROADCASTS_CHANNEL, { orgId, broadcast: changed } satisfies BroadcastSignal);
}

/** The unhandled shop orders changed (socket `event` orderNeedUpdate): the sidebar's chat-pay badge follows. */
export function signalOrderNeedUpdate(signal: OrderNeedUpdateSignal): void {
  broadcast(ORDER_NEED_UPDATE_CHANNEL, signal);
}
