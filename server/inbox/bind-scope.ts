// The roles the bind and subBind inboxes read for a user: their own role and every role under it.
import { subordinateRoleIds, type BindScope } from '../../common/customer-profile';
import type { InboxCategory } from '../../common/contracts/base';
import type { Queryable } from '../db/client';
import { listOrgRoles, memberOrgRole } from '../org-roles/store';

/** The scope of a category that reads bindings; undefined for the others (no query spent). */
export async function bindScopeOf(db: Queryable, orgId: string, userId: string, category: InboxCategory): Promise<BindScope | undefined> {
  if (category !== 'bind' && category !== 'subBind') return undefined;
  const role = await memberOrgRole(db, orgId, userId);
  if (!role) return { roleId: null, subRoleIds: [] };
  return { roleId: role._id, subRoleIds: subordinateRoleIds(await listOrgRoles(db, orgId), role._id) };
}
