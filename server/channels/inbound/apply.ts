// An inbound item stored as the inbox shows it, the same for every platform: the customer (made on
// first contact with the platform's profile), the message once per platform message id, the follow
// state, a message taken back. The consoles hear each change.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages } from '../../db/schema';
import { announceMessage } from '../../messages/announce';
import { applyMessageKeywords } from '../../message-keywords/apply';
import { triggerBot } from '../../message-bot/jobs';
import { toCustomer, type CustomerRow, type MessageRow } from '../../messages/serialize';
import { appendMessage, markMessageDeleted } from '../../messages/store';
import { toMessage } from '../../messages/serialize';
import type { Credentials } from '../../security/credentials';
import type { ChannelAdapter } from '../adapter';
import type { IntegrationRow } from '../integrations/serialize';
import type { ChannelServices } from '../services';
import { applyReceipt, confirmSent, markReplyUndelivered, replyByPlatformId } from '../outbound/store';
import { applyTemplateReview } from '../whatsapp/templates/store';
import { createChannelCustomer, findChannelCustomer, keepReplyToken, setFriendship } from './customers';
import type { EventProfile, InboundItem } from './items';
import { storeInboundMedia } from './media';

/** The message's receiptId: the platform's message id, so a redelivered message is stored once. */
const inboundReceiptId = (platform: string, messageId: string) => `${platform}:${messageId}`;

export interface ApplyContext {
  services: Pick<ChannelServices, 'db' | 'bus' | 'realtime' | 'push' | 'channels' | 'storage' | 'keywords'>;
  adapter: ChannelAdapter;
  integration: IntegrationRow;
  credentials: Credentials;
}

const customerKeyOf = (integration: IntegrationRow, platformCustomerId: string) =>
  ({ orgId: integration.orgId, integrationId: integration.objectId, platform: integration.platform, platformCustomerId });

/** The customer, made on first contact with the profile the event brought, else the platform's. */
async function customerOf(
  { services, adapter, integration, credentials }: ApplyContext, platformCustomerId: string, eventProfile?: EventProfile,
): Promise<CustomerRow> {
  const key = customerKeyOf(integration, platformCustomerId);
  const known = await findChannelCustomer(services.db, key);
  if (known) return known;
  const profile = eventProfile ?? await adapter.profileOf(credentials, platformCustomerId);
  const created = await createChannelCustomer(services.db, key, profile ?? { displayName: `${integration.platform.toUpperCase()} user ${platformCustomerId.slice(-4)}` });
  services.realtime.customer(created.orgId, toCustomer(created));
  return created;
}

async function messageByReceipt(db: Queryable, orgId: string, receiptId: string) {
  const [row] = await db.select().from(messages).where(and(eq(messages.orgId, orgId), eq(messages.receiptId, receiptId))).limit(1);
  return row;
}

/**
 * A message of the customer (`receive`), or one the account sent from the platform's own inbox
 * (`send`, the organization's): stored once per platform message id, its media fetched into our storage.
 * Answers the message and its customer, and whether it is new (a media message stored before: nothing).
 */
async function storePlatformMessage(
  context: ApplyContext, item: Extract<InboundItem, { kind: 'message' | 'echo' }>, sendType: 'send' | 'receive',
): Promise<{ message: MessageRow; customer: CustomerRow; created: boolean } | undefined> {
  const { services: { db }, integration } = context;
  const receiptId = inboundReceiptId(integration.platform, item.messageId);
  // Stored already (the same message in another event): no second copy of its media either. Other
  // content needs no look: storing it again stores nothing (appendMessage is idempotent by receiptId).
  if ('media' in item.content && await messageByReceipt(db, integration.orgId, receiptId)) return undefined;
  const customer = await customerOf(context, item.customerId, 'profile' in item ? item.profile : undefined);
  const content = 'media' in item.content
    ? { contentType: item.content.media.contentType, data: await storeInboundMedia(context.services, integration.orgId, integration.platform, context.adapter, context.credentials, item.content.media) }
    : item.content;
  const appended = await appendMessage(db, {
    customer,
    receiptId,
    contentType: content.contentType,
    data: content.data,
    sendType,
    ...(sendType === 'receive' ? { senderType: 'Customer', senderId: customer.objectId } : { senderType: 'Organization', senderId: integration.orgId }),
    // The platform's time: a late webhook must not reopen Meta's messaging window.
    sentAt: item.at,
  });
  if (!appended.created) return { message: appended.message, customer, created: false };
  await announceMessage(context.services, appended.message, appended.customer);
  // A customer's text meets the message keyword rules (server/message-keywords): their tags follow.
  if (sendType === 'receive') await applyMessageKeywords(context.services, appended.message, appended.customer);
  return { message: appended.message, customer: appended.customer, created: true };
}

/** Our own reply coming back: it went (a lost answer is settled), and is never a second message. */
async function confirmOurs({ services: { db, realtime }, integration }: ApplyContext, ourMessageId: string, platformMessageId: string): Promise<void> {
  const confirmed = await confirmSent(db, integration.orgId, ourMessageId, platformMessageId, `${integration.platform}:unknown`);
  if (confirmed) realtime.message(integration.orgId, toMessage(confirmed));
}

/** Applies one event's item; `eventId` is the platform's id of the event (what makes its notice once). */
export async function applyInbound(context: ApplyContext, item: InboundItem, eventId: string): Promise<void> {
  const { services: { db, realtime }, integration } = context;
  switch (item.kind) {
    case 'ignored':
      return;
    case 'message': {
      const stored = await storePlatformMessage(context, item, 'receive');
      if (stored?.created && item.replyToken) await keepReplyToken(db, stored.customer.objectId, item.replyToken, item.at);
      // The bot answers after the reply token is kept, so its reply may use it; also when a try before stored the message.
      if (stored) await triggerBot(context.services, stored.message, stored.customer);
      return;
    }
    case 'ours':
      await confirmOurs(context, item.ourMessageId, item.messageId);
      return;
    case 'echo':
      // Ours whose echo came without its metadata is still known by the platform's id.
      if (await replyByPlatformId(db, integration.orgId, item.messageId)) return;
      await storePlatformMessage(context, item, 'send');
      return;
    case 'receipt': {
      const customer = await findChannelCustomer(db, customerKeyOf(integration, item.customerId));
      if (!customer) return;
      // Named by our id: a reply whose answer was lost went after all, under the platform's id.
      if (item.ourMessageId && item.messageIds[0]) await confirmOurs(context, item.ourMessageId, item.messageIds[0]);
      for (const row of await applyReceipt(db, integration.orgId, customer.objectId, item.state, item.messageIds, item.watermark)) {
        realtime.message(integration.orgId, toMessage(row));
      }
      return;
    }
    case 'undelivered': {
      const row = await markReplyUndelivered(db, integration.orgId, { ...(item.ourMessageId ? { ourMessageId: item.ourMessageId } : {}), platformMessageId: item.messageId },
        { state: 'failed', error: item.error, ...(item.detail ? { detail: item.detail } : {}) });
      if (row) realtime.message(integration.orgId, toMessage(row));
      return;
    }
    case 'templateStatus':
      // The template screens read the templates again when the organization changes.
      if (await applyTemplateReview(db, integration, item)) realtime.organizationChanged(integration.orgId);
      return;
    case 'reaction': {
      const customer = await customerOf(context, item.customerId);
      const target = await messageByReceipt(db, integration.orgId, inboundReceiptId(integration.platform, item.targetId))
        ?? await replyByPlatformId(db, integration.orgId, item.targetId);
      const appended = await appendMessage(db, {
        customer,
        receiptId: inboundReceiptId(integration.platform, `event:${eventId}`),
        contentType: item.removed ? 'unreact' : 'react',
        data: { targetId: target?.objectId ?? item.targetId, reaction: item.reaction },
        sendType: 'receive',
        senderType: 'Customer',
        senderId: customer.objectId,
      });
      if (appended.created) await announceMessage(context.services, appended.message, appended.customer);
      return;
    }
    case 'follow':
    case 'unfollow': {
      const customer = await customerOf(context, item.customerId);
      const changed = await setFriendship(db, customer, item.kind);
      if (changed !== customer) realtime.customer(changed.orgId, toCustomer(changed));
      // The conversation shows it as a line ("… blocked the account").
      const notice = await appendMessage(db, {
        customer: changed,
        receiptId: inboundReceiptId(integration.platform, `event:${eventId}`),
        contentType: 'notifyEvent',
        data: { event: item.kind === 'follow' ? 'follow' : 'block' },
        sendType: 'receive',
        senderType: 'Customer',
        senderId: customer.objectId,
      });
      if (notice.created) await announceMessage(context.services, notice.message, notice.customer);
      if (notice.created && item.replyToken) await keepReplyToken(db, customer.objectId, item.replyToken, item.at);
      // A new friend is welcomed by the bot (server/message-bot), once.
      if (item.kind === 'follow') await triggerBot(context.services, notice.message, changed, 'follow');
      return;
    }
    case 'unsend': {
      const message = await messageByReceipt(db, integration.orgId, inboundReceiptId(integration.platform, item.messageId));
      // A message never stored here (or taken back already) has nothing to take back.
      if (!message || message.contentType === 'delete' || message.deleted) return;
      realtime.message(integration.orgId, toMessage(await markMessageDeleted(db, integration.orgId, message.objectId)));
      return;
    }
  }
}
