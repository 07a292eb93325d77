// Custom organization roles (01 §3 OrgRole, §6, §7 /org_roles): the rules both the console and the
// server need — a role's feature flags, its superior chain, whom it restricts. The calls' shapes:
// common/contracts/org-roles.ts.
import { VPC_MODULE_KEYS, VPC_MODULES, type VpcData, type VpcModuleKey } from './access';
import type { Authority } from './contracts/base';

/** A role's feature flags, stored complete: every module of 01 §3 with `enabled` and each part `{enabled}`. */
export type OrgRoleFeature = VpcData;

export const ORG_ROLE_NAME_MAX = 50;

/** Socket event `orgRoleUpdated` to the organization's room: a role or a member's role changed. */
export interface OrgRoleUpdatedEvent {
  orgId: string;
  action: 'create' | 'update' | 'remove' | 'assign';
  roleId?: string;
  /** The member whose role or authority changed (action assign). */
  userId?: string;
}

/** Error keys (400, code 142) of the role endpoints and of evicting a member. */
export const OrgRoleError = {
  NAME_TAKEN: 'error/role-name-taken',
  SUPERIOR_CYCLE: 'error/role-superior-cycle',
  HAS_SUBORDINATES: 'error/role-has-subordinates',
  IN_USE: 'error/role-in-use',
  MEMBER_HAS_SUBORDINATES: 'error/member-has-subordinates',
} as const;

function flagValue(flag: unknown): boolean | undefined {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'object' && flag !== null && !Array.isArray(flag)) {
    const keys = Object.keys(flag);
    const enabled = (flag as { enabled?: unknown }).enabled;
    if (keys.every((key) => key === 'enabled') && (enabled === undefined || typeof enabled === 'boolean')) return enabled === true;
  }
  return undefined;
}

/** Every flag off. */
export function emptyRoleFeature(): OrgRoleFeature {
  return normalizeRoleFeature({});
}

/**
 * The complete flags of a (partial, checked) feature: a part is on when its flag is; a module is on
 * when its own flag or any of its parts is.
 */
function normalizeRoleFeature(feature: object): OrgRoleFeature {
  const modules = VPC_MODULE_KEYS.map((key) => {
    const given = ((feature as Partial<Record<string, Record<string, unknown>>>)[key]) ?? {};
    const parts = VPC_MODULES[key].map((part) => [part, { enabled: flagValue(given[part]) === true }] as const);
    const enabled = flagValue(given.enabled) === true || parts.some(([, flag]) => flag.enabled);
    return [key, { enabled, ...Object.fromEntries(parts) }];
  });
  return Object.fromEntries(modules) as OrgRoleFeature;
}

export type ParsedRoleFeature = { ok: true; feature: OrgRoleFeature } | { ok: false; error: string };

/**
 * Checks flags sent by a client: only the modules and parts of 01 §3 (common/access VPC_MODULES), each
 * flag a boolean or `{enabled: boolean}`. The error names the offending key as `feature/module/part`.
 */
export function parseRoleFeature(value: unknown): ParsedRoleFeature {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'feature must be an object' };
  for (const [key, module] of Object.entries(value)) {
    if (!(VPC_MODULE_KEYS as string[]).includes(key)) return { ok: false, error: `feature/${key} is not a module` };
    if (typeof module !== 'object' || module === null || Array.isArray(module)) return { ok: false, error: `feature/${key} must be an object` };
    const parts: readonly string[] = VPC_MODULES[key as VpcModuleKey];
    for (const [part, flag] of Object.entries(module)) {
      if (part !== 'enabled' && !parts.includes(part)) return { ok: false, error: `feature/${key}/${part} is not a part of ${key}` };
      if (flagValue(flag) === undefined) return { ok: false, error: `feature/${key}/${part} must be a boolean or {enabled: boolean}` };
    }
  }
  return { ok: true, feature: normalizeRoleFeature(value) };
}

/**
 * Turns a module (part undefined: with all its parts) or one part on or off; the module stays on
 * while any of its parts is.
 */
export function withFlag(feature: OrgRoleFeature, module: VpcModuleKey, part: string | undefined, on: boolean): OrgRoleFeature {
  const current: Record<string, { enabled: boolean } | boolean> = { ...feature[module] };
  const parts: readonly string[] = VPC_MODULES[module];
  if (part === undefined) {
    current.enabled = on;
    for (const name of parts) current[name] = { enabled: on };
  } else {
    current[part] = { enabled: on };
    current.enabled = parts.length > 0 ? false : on;
  }
  return normalizeRoleFeature({ ...feature, [module]: current });
}

/** True when making `superiorId` the superior of `roleId` would close a loop in the chain (itself included). */
export function createsSuperiorCycle(roles: readonly { _id: string; superiorId: string | null }[], roleId: string, superiorId: string): boolean {
  const superiorOf = new Map(roles.map((role) => [role._id, role.superiorId]));
  const seen = new Set<string>();
  for (let current: string | null | undefined = superiorId; current; current = superiorOf.get(current)) {
    if (current === roleId || seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

/**
 * The flags that restrict a member (docs/org-roles.md): a custom role shapes the menu of members who
 * are not admins; an admin's role only places them in the hierarchy, so no one can lock admins out.
 */
export function restrictingFeature(authority: Authority, feature: OrgRoleFeature | null | undefined): OrgRoleFeature | null {
  return authority === 'admin' || !feature ? null : feature;
}
