// Connected accounts in the database: created with their credentials sealed to the row, listed per
// organization, removed with the organization's integration list kept in step.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomId } from '../../../common/ids';
import type { CredentialPlatform } from '../../../common/contracts/integrations';
import type { Db, Queryable } from '../../db/client';
import { integrations } from '../../db/schema';
import { changeIntegrationList, hasIntegration } from '../../organizations/integrations';
import type { Credentials, CredentialsBox } from '../../security/credentials';
import type { PlatformAccount } from '../adapter';
import type { IntegrationRow } from './serialize';

export async function integrationById(db: Queryable, objectId: string): Promise<IntegrationRow | undefined> {
  const [row] = await db.select().from(integrations).where(eq(integrations.objectId, objectId)).limit(1);
  return row;
}

/** The account of this organization, or undefined (another organization's is as good as none). */
export async function organizationIntegration(db: Queryable, orgId: string, objectId: string): Promise<IntegrationRow | undefined> {
  const row = await integrationById(db, objectId);
  return row?.orgId === orgId ? row : undefined;
}

export function organizationIntegrations(db: Queryable, orgId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.orgId, orgId)).orderBy(asc(integrations.createdAt));
}

/** The platform account's connection, whichever organization has it. */
export async function connectedAccount(db: Queryable, platform: CredentialPlatform, account: string): Promise<IntegrationRow | undefined> {
  const [row] = await db.select().from(integrations)
    .where(and(eq(integrations.platform, platform), eq(integrations.account, account))).limit(1);
  return row;
}

/** An account whose token died, connected again: its new credentials sealed, "reconnect" cleared. */
export async function renewIntegration(
  db: Queryable, box: CredentialsBox, row: IntegrationRow, described: PlatformAccount, credentials: Credentials,
): Promise<IntegrationRow> {
  const [renewed] = await db.update(integrations).set({
    name: described.name,
    picture: described.picture ?? null,
    verifyTokenHash: described.verifyTokenHash ?? null,
    parentAccount: described.parentAccount ?? null,
    credentials: box.seal(row.objectId, credentials),
    reconnect: false,
    updatedAt: new Date(),
  }).where(eq(integrations.objectId, row.objectId)).returning();
  return renewed ?? row;
}

/**
 * Stores the account with its credentials sealed, and lists its platform among the organization's
 * integrations, together. Undefined when the account was connected meanwhile (by anyone).
 */
export function createIntegration(
  db: Db, box: CredentialsBox, orgId: string, platform: CredentialPlatform, described: PlatformAccount, credentials: Credentials,
): Promise<IntegrationRow | undefined> {
  return db.transaction(async (tx) => {
    const objectId = randomId();
    const [row] = await tx.insert(integrations).values({
      objectId,
      orgId,
      platform,
      account: described.account,
      botId: described.botId,
      parentAccount: described.parentAccount,
      name: described.name,
      picture: described.picture,
      verifyTokenHash: described.verifyTokenHash,
      credentials: box.seal(objectId, credentials),
    }).onConflictDoNothing().returning();
    if (!row) return undefined;
    await changeIntegrationList(tx, orgId, (current) => (hasIntegration(current, platform) ? current : [...current, { platform, alert: false }]));
    return row;
  });
}

/** Removes the account; its platform leaves the organization's list with its last account. */
export function deleteIntegration(db: Db, row: IntegrationRow): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.delete(integrations).where(eq(integrations.objectId, row.objectId));
    const [another] = await tx.select({ objectId: integrations.objectId }).from(integrations)
      .where(and(eq(integrations.orgId, row.orgId), eq(integrations.platform, row.platform))).limit(1);
    if (!another) await changeIntegrationList(tx, row.orgId, (current) => current.filter((integration) => integration.platform !== row.platform));
  });
}

export async function markWebhookSet(db: Queryable, objectId: string): Promise<IntegrationRow | undefined> {
  const [row] = await db.update(integrations).set({ webhookSetAt: new Date(), updatedAt: new Date() })
    .where(eq(integrations.objectId, objectId)).returning();
  return row;
}

/** The connected accounts of these platforms on a platform account (Meta: a Page id of a webhook entry). */
export function integrationsByAccount(db: Queryable, platforms: readonly CredentialPlatform[], account: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(and(inArray(integrations.platform, [...platforms]), eq(integrations.account, account)));
}

/** The connected accounts of a platform reached through this account (WhatsApp: the numbers of a Business Account). */
export function integrationsByParent(db: Queryable, platform: CredentialPlatform, parentAccount: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(and(eq(integrations.platform, platform), eq(integrations.parentAccount, parentAccount)));
}

/** Whether an account of these platforms was connected with this verify token (its SHA-256, hex). */
export async function verifyTokenKnown(db: Queryable, platforms: readonly CredentialPlatform[], verifyTokenHash: string): Promise<boolean> {
  const [row] = await db.select({ objectId: integrations.objectId }).from(integrations)
    .where(and(inArray(integrations.platform, [...platforms]), eq(integrations.verifyTokenHash, verifyTokenHash))).limit(1);
  return row !== undefined;
}

/** The platform said the account's token is dead: the console shows "reconnect" until it is connected again. */
export async function markReconnect(db: Queryable, objectId: string): Promise<IntegrationRow | undefined> {
  const [row] = await db.update(integrations).set({ reconnect: true, updatedAt: new Date() })
    .where(and(eq(integrations.objectId, objectId), eq(integrations.reconnect, false))).returning();
  return row;
}

/** How fresh "last received" is kept: a busy account's webhooks write it once in this time, not each. */
const WEBHOOK_MARK_EVERY_MS = 10_000;

/**
 * A webhook of the account came now ("last received" on its card), unless one was marked moments ago;
 * the row given (the one the webhooks keep, KnownAccounts) says so too.
 */
export async function markWebhookReceived(db: Queryable, integration: Pick<IntegrationRow, 'objectId' | 'lastWebhookAt'>): Promise<void> {
  const now = new Date();
  if (integration.lastWebhookAt && integration.lastWebhookAt.getTime() > now.getTime() - WEBHOOK_MARK_EVERY_MS) return;
  integration.lastWebhookAt = now;
  await db.update(integrations).set({ lastWebhookAt: now }).where(eq(integrations.objectId, integration.objectId));
}
