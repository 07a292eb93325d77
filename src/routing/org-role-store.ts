// The signed-in user's custom org role in each organization (GET /org_roles/user/get): its feature
// flags shape the menu and guards (common/access roleFeature). Kept in localStorage per user and
// organization so they hold offline after a reload; read again once per page load and whenever the
// sync worker reports `orgRoleUpdated` (workers/sync/org-role-signal.ts), so menus follow live.
import { useEffect, useSyncExternalStore } from 'react';
import { parseRoleFeature, type OrgRoleFeature, type UserOrgRoleResult } from '../../common/org-roles';
import { ORG_ROLE_CHANNEL, type OrgRoleSignal } from '../../workers/sync/api';
import { readStoredUser } from '../auth/session-store';
import { serviceCall } from '../notifications/service-api';

const keyOf = (userId: string, orgId: string) => `parley.orgRole.${userId}.${orgId}`;
const listeners = new Set<() => void>();
const fetched = new Set<string>();
const parsed = new Map<string, { text: string; feature: OrgRoleFeature | null }>();

/** The stored flags that restrict the user in the organization; null: none (no role, or an admin). */
export function readRoleFeature(orgId: string): OrgRoleFeature | null {
  const userId = readStoredUser()?.objectId;
  if (!userId) return null;
  const key = keyOf(userId, orgId);
  const text = localStorage.getItem(key);
  if (!text) return null;
  const known = parsed.get(key);
  if (known?.text === text) return known.feature;
  let feature: OrgRoleFeature | null = null;
  try {
    const value: unknown = JSON.parse(text);
    const checked = value === null ? null : parseRoleFeature(value);
    feature = checked?.ok ? checked.feature : null;
  } catch {
    feature = null;
  }
  parsed.set(key, { text, feature });
  return feature;
}

const notify = () => { for (const listener of listeners) listener(); };

/** Reads the user's role in the organization from the server; a failure keeps what is stored. */
export async function refreshRoleFeature(orgId: string): Promise<void> {
  const userId = readStoredUser()?.objectId;
  if (!userId) return;
  const { feature } = await serviceCall<UserOrgRoleResult>('GET', '/org_roles/user/get', orgId, { query: { orgId } });
  localStorage.setItem(keyOf(userId, orgId), JSON.stringify(feature));
  notify();
}

/** Calls `listener` with the organization's id whenever the sync worker reports a role change. */
export function onOrgRoleUpdated(listener: (orgId: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(ORG_ROLE_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<OrgRoleSignal>) => listener(event.data.orgId));
  return () => channel.close();
}

let watching = false;
/** One channel per page: a reported change reads the user's role in that organization again. */
function watchRoleChanges(): void {
  if (watching) return;
  watching = true;
  onOrgRoleUpdated((orgId) => { refreshRoleFeature(orgId).catch(() => {}); });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRoleFeature(orgId: string): OrgRoleFeature | null {
  useEffect(() => {
    watchRoleChanges();
    if (fetched.has(orgId)) return;
    fetched.add(orgId);
    refreshRoleFeature(orgId).catch(() => fetched.delete(orgId));
  }, [orgId]);
  return useSyncExternalStore(subscribe, () => readRoleFeature(orgId));
}
