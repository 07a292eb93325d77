// What ends or changes a cached caller (./auth-cache.ts), told to every server process over the cluster
// bus. Each write that changes a session, a user, a membership, an org role or an organization calls
// one of these after its transaction commits and before it answers, so no process serves the old state
// to the next request: `deliver` runs this process's listeners at once and resolves once every other
// process's listeners ran too.
import type { ClusterBus } from '../cluster/bus';

export const AUTH_CACHE_CHANNEL = 'auth-cache';

export type Forget = { kind: 'user'; id: string } | { kind: 'org'; id: string };

/** A user's sessions ended or their account changed: every cached session and membership of theirs goes. */
export const forgetUser = (bus: ClusterBus, userId: string): Promise<void> => bus.deliver(AUTH_CACHE_CHANNEL, `user ${userId}`);

/**
 * A membership, an org role or the organization itself (plan, switches, integrations, search mode,
 * deletion) changed: every cached member of the organization goes.
 */
export const forgetOrganization = (bus: ClusterBus, orgId: string): Promise<void> => bus.deliver(AUTH_CACHE_CHANNEL, `org ${orgId}`);

export function parseForget(message: string): Forget | undefined {
  const [kind, id] = message.split(' ');
  return (kind === 'user' || kind === 'org') && id ? { kind, id } : undefined;
}
