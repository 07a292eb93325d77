// Org roles in the database, always scoped by organization: an id of another one is not found.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomId } from '../../common/ids';
import type { OrgRole } from '../../common/contracts/org-roles';
import { createsSuperiorCycle, type OrgRoleFeature } from '../../common/org-roles';
import type { Queryable } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { memberships, orgRoles } from '../db/schema';
import { notFound } from '../http/errors';
import { roleHasSubordinates, roleInUse, roleNameTaken, superiorCycle } from './errors';

type OrgRoleRow = typeof orgRoles.$inferSelect;

export function toOrgRole(row: OrgRoleRow): OrgRole {
  return {
    _id: row.objectId,
    orgId: row.orgId,
    name: row.name,
    superiorId: row.superiorId,
    feature: row.feature,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organization's roles, oldest first. */
export async function listOrgRoles(db: Queryable, orgId: string): Promise<OrgRole[]> {
  const rows = await db.select().from(orgRoles).where(eq(orgRoles.orgId, orgId)).orderBy(asc(orgRoles.createdAt), asc(orgRoles.objectId));
  return rows.map(toOrgRole);
}

/** The role of a member, or null. */
export async function memberOrgRole(db: Queryable, orgId: string, userId: string): Promise<OrgRole | null> {
  const [row] = await db.select({ role: orgRoles }).from(memberships)
    .innerJoin(orgRoles, eq(orgRoles.objectId, memberships.orgRoleId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  return row ? toOrgRole(row.role) : null;
}

/**
 * Locks the organization's roles for the rest of the transaction, so two concurrent changes cannot
 * close a loop in the superior chain between them, and answers them.
 */
async function lockRoles(tx: Queryable, orgId: string): Promise<OrgRole[]> {
  const rows = await tx.select().from(orgRoles).where(eq(orgRoles.orgId, orgId)).for('update');
  return rows.map(toOrgRole);
}

/** The superior must be a role of the same organization (else 404) that does not lead back to `roleId`. */
function checkSuperior(roles: OrgRole[], roleId: string, superiorId: string | null | undefined): void {
  if (superiorId === null || superiorId === undefined) return;
  if (!roles.some((role) => role._id === superiorId)) throw notFound();
  if (createsSuperiorCycle(roles, roleId, superiorId)) throw superiorCycle();
}

/** Runs a write and answers a duplicate name as error/role-name-taken. */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'org_roles_org_name_idx') throw roleNameTaken();
    throw error;
  }
}

export interface NewOrgRole { name: string; superiorId: string | null; feature: OrgRoleFeature }

export function insertOrgRole(db: Queryable, orgId: string, values: NewOrgRole): Promise<OrgRole> {
  const objectId = randomId();
  return namedWrite(() => db.transaction(async (tx) => {
    checkSuperior(await lockRoles(tx, orgId), objectId, values.superiorId);
    const [row] = await tx.insert(orgRoles).values({ objectId, orgId, ...values }).returning();
    return toOrgRole(row!);
  }));
}

export function updateOrgRole(
  db: Queryable, orgId: string, id: string, values: Partial<NewOrgRole>,
): Promise<OrgRole> {
  return namedWrite(() => db.transaction(async (tx) => {
    const roles = await lockRoles(tx, orgId);
    if (!roles.some((role) => role._id === id)) throw notFound();
    checkSuperior(roles, id, values.superiorId);
    const [row] = await tx.update(orgRoles).set({ ...values, updatedAt: new Date() })
      .where(and(eq(orgRoles.orgId, orgId), eq(orgRoles.objectId, id))).returning();
    return toOrgRole(row!);
  }));
}

/** Removes a role that is nobody's superior and no member's role. */
export function deleteOrgRole(db: Queryable, orgId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const roles = await lockRoles(tx, orgId);
    if (!roles.some((role) => role._id === id)) throw notFound();
    if (roles.some((role) => role.superiorId === id)) throw roleHasSubordinates();
    // Locked like the roles: a member cannot be given the role while it goes.
    const holders = await tx.select({ userId: memberships.userId }).from(memberships)
      .where(and(eq(memberships.orgId, orgId), eq(memberships.orgRoleId, id))).limit(1).for('update');
    if (holders.length > 0) throw roleInUse();
    await tx.delete(orgRoles).where(and(eq(orgRoles.orgId, orgId), eq(orgRoles.objectId, id)));
  });
}

/**
 * The members among `userIds` who have subordinates (01 §6): another member's role has their role as
 * its superior. Members in `userIds` themselves do not count as anyone's subordinates.
 */
export async function membersWithSubordinates(db: Queryable, orgId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const boss = alias(memberships, 'boss');
  const subordinate = alias(memberships, 'subordinate');
  const rows = await db.selectDistinct({ userId: boss.userId }).from(boss)
    .innerJoin(orgRoles, and(eq(orgRoles.orgId, orgId), eq(orgRoles.superiorId, boss.orgRoleId)))
    .innerJoin(subordinate, and(eq(subordinate.orgId, orgId), eq(subordinate.orgRoleId, orgRoles.objectId)))
    .where(and(eq(boss.orgId, orgId), inArray(boss.userId, userIds), notInArray(subordinate.userId, userIds)));
  return rows.map((row) => row.userId);
}

/** Sets or clears a member's role (the role must be the organization's: else 404). */
export async function assignOrgRole(tx: Queryable, orgId: string, userId: string, orgRoleId: string | null): Promise<void> {
  if (orgRoleId !== null) {
    const [role] = await tx.select({ id: orgRoles.objectId }).from(orgRoles)
      .where(and(eq(orgRoles.orgId, orgId), eq(orgRoles.objectId, orgRoleId))).for('share');
    if (!role) throw notFound();
  }
  await tx.update(memberships).set({ orgRoleId }).where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}
