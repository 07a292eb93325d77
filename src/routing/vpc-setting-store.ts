// The organizations' plan-feature settings (GET /vpc/setting/get), kept in localStorage so the menu
// and the guards work offline after a reload. Until one is known the free plan's setting stands in:
// it opens every module this console has built, and the server enforces the real one anyway.
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_PLAN, isVpcSetting, vpcSettingForPlan } from '../../common/access';
import type { VpcSetting } from '../../common/contracts/organizations';
import { post } from '../api/client';

const keyOf = (orgId: string) => `parley.vpcSetting.${orgId}`;
const fallback = vpcSettingForPlan(DEFAULT_PLAN);
const listeners = new Set<() => void>();
const fetched = new Set<string>();
const parsed = new Map<string, { text: string; setting: VpcSetting }>();

export function readVpcSetting(orgId: string): VpcSetting {
  const text = localStorage.getItem(keyOf(orgId));
  if (!text) return fallback;
  const known = parsed.get(orgId);
  if (known?.text === text) return known.setting;
  try {
    const value: unknown = JSON.parse(text);
    const setting = isVpcSetting(value) ? value : fallback;
    parsed.set(orgId, { text, setting });
    return setting;
  } catch {
    return fallback;
  }
}

/** Reads the organization's setting once per page load; a failure keeps what is stored. */
export async function refreshVpcSetting(orgId: string): Promise<void> {
  const setting = await post<unknown>('/vpc/setting/get', { orgId, _method: 'GET' });
  if (!isVpcSetting(setting)) return;
  localStorage.setItem(keyOf(orgId), JSON.stringify(setting));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVpcSetting(orgId: string): VpcSetting {
  useEffect(() => {
    if (fetched.has(orgId)) return;
    fetched.add(orgId);
    refreshVpcSetting(orgId).catch(() => fetched.delete(orgId));
  }, [orgId]);
  return useSyncExternalStore(subscribe, () => readVpcSetting(orgId));
}
