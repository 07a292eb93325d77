// The share message's link and what the share page shares. A broadcast's share token is made once,
// when it is first sent (32 random bytes: not guessable, unlike ids); the share page reads the shared
// card by it, and only once the broadcast reached a LINE customer.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cardWithoutSizes } from '../../../common/broadcast-content';
import type { BroadcastCardData } from '../../../common/contracts/broadcasts';
import type { MessageContent } from '../../../common/contracts/message-data';
import type { Queryable } from '../../db/client';
import { broadcastRecipients, broadcasts } from '../../db/schema';
import { lineMessageOf } from '../line/outbound-messages';
import { withPublicMedia } from '../outbound/public-media';
import { isUnsupported } from '../outbound/unsupported';
import type { ChannelServices } from '../services';
import { liffIdOf } from './store';

export interface ShareLink { liffId: string; token: string }

const newShareToken = () => randomBytes(32).toString('base64url');

/** The broadcast's LIFF app and share token (made now if it has none); undefined when the organization has no LIFF app. */
export async function shareLinkOf(db: Queryable, broadcast: { objectId: string; orgId: string }): Promise<ShareLink | undefined> {
  const liffId = await liffIdOf(db, broadcast.orgId);
  if (!liffId) return undefined;
  // Kept if a run before this one made it: every customer's button carries the same token.
  const [row] = await db.update(broadcasts).set({ shareToken: sql`coalesce(${broadcasts.shareToken}, ${newShareToken()})` })
    .where(eq(broadcasts.objectId, broadcast.objectId)).returning({ token: broadcasts.shareToken });
  return row?.token ? { liffId, token: row.token } : undefined;
}

/**
 * What the share page shares for a token: the broadcast's share card (without its share button) as
 * LINE message objects, with the organization's LIFF id. Undefined for an unknown token, a deleted
 * broadcast, one no LINE customer got yet, or an organization without its LIFF app now.
 */
export async function sharedContentOf(services: Pick<ChannelServices, 'db' | 'config' | 'signer'>, token: string): Promise<{ liffId: string; messages: object[] } | undefined> {
  const { db, config, signer } = services;
  const [broadcast] = await db.select({ objectId: broadcasts.objectId, orgId: broadcasts.orgId, messages: broadcasts.messages })
    .from(broadcasts).where(and(eq(broadcasts.shareToken, token), eq(broadcasts.deleted, false))).limit(1);
  if (!broadcast) return undefined;
  const [sent] = await db.select({ customerId: broadcastRecipients.customerId }).from(broadcastRecipients)
    .where(and(eq(broadcastRecipients.broadcastId, broadcast.objectId), eq(broadcastRecipients.platform, 'line'), eq(broadcastRecipients.status, 'sent'))).limit(1);
  const share = broadcast.messages.find((message) => message.contentType === 'shareMessage');
  const liffId = await liffIdOf(db, broadcast.orgId);
  if (!sent || !share || !liffId) return undefined;
  const card: MessageContent = { contentType: 'template', data: cardWithoutSizes(share.data as BroadcastCardData) };
  const message = lineMessageOf(withPublicMedia(card, config.publicUrl, signer));
  return isUnsupported(message) ? undefined : { liffId, messages: [message] };
}
