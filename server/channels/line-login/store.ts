// LINE Login channels in the database: one per organization, its secret sealed to the organization
// (the credentials box), with the LIFF app made on it. Every query is by the caller's organization.
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lineLoginChannels } from '../../db/schema';
import type { CredentialsBox } from '../../security/credentials';
import type { LoginChannelSecrets } from './liff-api';
import type { LineLoginRow } from './serialize';

/** What the sealed value is bound to: the organization's LINE Login channel (not another row's). */
const sealOwner = (orgId: string) => `line-login:${orgId}`;

export async function loginChannelOf(db: Queryable, orgId: string): Promise<LineLoginRow | undefined> {
  const [row] = await db.select().from(lineLoginChannels).where(eq(lineLoginChannels.orgId, orgId)).limit(1);
  return row;
}

export function loginSecretsOf(box: CredentialsBox, row: LineLoginRow): LoginChannelSecrets {
  const { channelSecret } = box.open(sealOwner(row.orgId), row.credentials);
  return { channelId: row.channelId, channelSecret: channelSecret ?? '' };
}

/** Connects (or connects again) the organization's channel; its LIFF app stays with the same channel only. */
export async function saveLoginChannel(db: Queryable, box: CredentialsBox, orgId: string, secrets: LoginChannelSecrets): Promise<LineLoginRow> {
  const credentials = box.seal(sealOwner(orgId), { channelSecret: secrets.channelSecret });
  const [row] = await db.insert(lineLoginChannels).values({ orgId, channelId: secrets.channelId, credentials })
    .onConflictDoUpdate({ target: lineLoginChannels.orgId, set: { channelId: secrets.channelId, credentials, updatedAt: new Date() } })
    .returning();
  return row!;
}

/**
 * Records the LIFF app (or its new name); null: the app was deleted. `onlyIfNone`: only when the
 * organization has none (undefined if another admin's got there first).
 */
export async function setLiffApp(
  db: Queryable, orgId: string, app: { liffId: string; liffName: string } | null, { onlyIfNone = false } = {},
): Promise<LineLoginRow | undefined> {
  const [row] = await db.update(lineLoginChannels).set({ liffId: app?.liffId ?? null, liffName: app?.liffName ?? null, updatedAt: new Date() })
    .where(and(eq(lineLoginChannels.orgId, orgId), onlyIfNone ? isNull(lineLoginChannels.liffId) : undefined)).returning();
  return row;
}

/** The organization's LIFF id, if it has an app set up. */
export async function liffIdOf(db: Queryable, orgId: string): Promise<string | undefined> {
  const [row] = await db.select({ liffId: lineLoginChannels.liffId }).from(lineLoginChannels).where(eq(lineLoginChannels.orgId, orgId)).limit(1);
  return row?.liffId ?? undefined;
}
