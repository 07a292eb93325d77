// The signed-in user's custom org role in each organization (GET /org_roles/user/get): its feature
// flags shape the menu and guards (common/access roleFeature); the role and those under it fill the
// bind and subBind inboxes. Kept in localStorage per user and
// organization so they hold offline after a reload; read again once per page load and whenever the
// sync worker reports `orgRoleUpdated` (workers/sync/org-role-signal.ts), so menus follow live.
import { useEffect, useSyncExternalStore } from 'react';
import type { BindScope } from '../../common/customer-profile';
import type { UserOrgRoleResult } from '../../common/contracts/org-roles';
import { parseRoleFeature, type OrgRoleFeature } from '../../common/org-roles';
import { ORG_ROLE_CHANNEL, type OrgRoleSignal } from '../../local/channels';
import { readStoredUser } from '../auth/session-store';
import { serviceCall } from '../notifications/service-api';

const keyOf = (userId: string, orgId: string) => `parley.orgRole.${userId}.${orgId}`;
/** The user's role and the roles under it: which customers the bind and subBind inboxes hold. */
const scopeKeyOf = (userId: string, orgId: string) => `parley.orgRoleScope.${userId}.${orgId}`;
const NO_SCOPE: BindScope = { roleId: null, subRoleIds: [] };
const parsedScopes = new Map<string, { text: string; scope: BindScope }>();
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

/** The stored role scope of the user in the organization; no role until the server has said. */
export function readBindScope(orgId: string): BindScope {
  const userId = readStoredUser()?.objectId;
  const text = userId ? localStorage.getItem(scopeKeyOf(userId, orgId)) : null;
  if (!userId || !text) return NO_SCOPE;
  const key = scopeKeyOf(userId, orgId);
  const known = parsedScopes.get(key);
  if (known?.text === text) return known.scope;
  let scope = NO_SCOPE;
  try {
    const value = JSON.parse(text) as Partial<BindScope>;
    if ((typeof value.roleId === 'string' || value.roleId === null) && Array.isArray(value.subRoleIds)) {
      scope = { roleId: value.roleId, subRoleIds: value.subRoleIds.filter((id): id is string => typeof id === 'string') };
    }
  } catch {
    scope = NO_SCOPE;
  }
  parsedScopes.set(key, { text, scope });
  return scope;
}

const notify = () => { for (const listener of listeners) listener(); };

/** Reads the user's role in the organization from the server; a failure keeps what is stored. */
export async function refreshRoleFeature(orgId: string): Promise<void> {
  const userId = readStoredUser()?.objectId;
  if (!userId) return;
  const { feature, orgRole, subRoleIds } = await serviceCall<UserOrgRoleResult>('GET', '/org_roles/user/get', orgId, { query: { orgId } });
  localStorage.setItem(keyOf(userId, orgId), JSON.stringify(feature));
  const scope: BindScope = { roleId: orgRole?._id ?? null, subRoleIds };
  localStorage.setItem(scopeKeyOf(userId, orgId), JSON.stringify(scope));
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

/** Reads the user's role once per page load, and again whenever it is reported changed. */
function useRoleRefresh(orgId: string): void {
  useEffect(() => {
    watchRoleChanges();
    if (fetched.has(orgId)) return;
    fetched.add(orgId);
    refreshRoleFeature(orgId).catch(() => fetched.delete(orgId));
  }, [orgId]);
}

export function useRoleFeature(orgId: string): OrgRoleFeature | null {
  useRoleRefresh(orgId);
  return useSyncExternalStore(subscribe, () => readRoleFeature(orgId));
}

export function useBindScope(orgId: string): BindScope {
  useRoleRefresh(orgId);
  return useSyncExternalStore(subscribe, () => readBindScope(orgId));
}
