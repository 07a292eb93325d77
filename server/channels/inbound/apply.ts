// An inbound item stored as the inbox shows it, the same for every platform: the customer (made on
// first contact with the platform's profile), the message once per platform message id, the follow
// state, a message taken back. The consoles hear each change.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages } from '../../db/schema';
import { deliverMessage } from '../../messages/deliver';
import { toCustomer, type CustomerRow } from '../../messages/serialize';
import { appendMessage, markMessageDeleted } from '../../messages/store';
import { toMessage } from '../../messages/serialize';
import type { Credentials } from '../../security/credentials';
import type { ChannelAdapter } from '../adapter';
import type { IntegrationRow } from '../integrations/serialize';
import type { ChannelServices } from '../services';
import { createChannelCustomer, findChannelCustomer, keepReplyToken, setFriendship } from './customers';
import type { InboundItem } from './items';

/** The message's receiptId: the platform's message id, so a redelivered message is stored once. */
export const inboundReceiptId = (platform: string, messageId: string) => `${platform}:${messageId}`;

/** Thrown for an item this server cannot store yet: the event stays failed, not lost, to be applied later. */
export class NotApplicable extends Error {}

interface ApplyContext {
  services: Pick<ChannelServices, 'db' | 'realtime'>;
  adapter: ChannelAdapter;
  integration: IntegrationRow;
  credentials: Credentials;
}

async function customerOf({ services, adapter, integration, credentials }: ApplyContext, platformCustomerId: string): Promise<CustomerRow> {
  const key = { orgId: integration.orgId, integrationId: integration.objectId, platform: integration.platform, platformCustomerId };
  const known = await findChannelCustomer(services.db, key);
  if (known) return known;
  const profile = await adapter.profileOf(credentials, platformCustomerId);
  const created = await createChannelCustomer(services.db, key, profile ?? { displayName: `${integration.platform.toUpperCase()} user ${platformCustomerId.slice(-4)}` });
  services.realtime.customer(created.orgId, toCustomer(created));
  return created;
}

async function messageByReceipt(db: Queryable, orgId: string, receiptId: string) {
  const [row] = await db.select().from(messages).where(and(eq(messages.orgId, orgId), eq(messages.receiptId, receiptId))).limit(1);
  return row;
}

export async function applyInbound(context: ApplyContext, item: InboundItem): Promise<void> {
  const { services: { db, realtime }, integration } = context;
  switch (item.kind) {
    case 'ignored':
      return;
    case 'message': {
      if ('media' in item.content) throw new NotApplicable(`inbound ${item.content.media.contentType} is not stored yet`);
      const customer = await customerOf(context, item.customerId);
      const appended = await appendMessage(db, {
        customer,
        receiptId: inboundReceiptId(integration.platform, item.messageId),
        contentType: item.content.contentType,
        data: item.content.data,
        sendType: 'receive',
        senderType: 'Customer',
        senderId: customer.objectId,
      });
      if (appended.created) deliverMessage(realtime, appended.message, appended.customer, { showAgent: false });
      if (item.replyToken) await keepReplyToken(db, customer.objectId, item.replyToken, item.at);
      return;
    }
    case 'follow':
    case 'unfollow': {
      const customer = await customerOf(context, item.customerId);
      const changed = await setFriendship(db, customer, item.kind);
      if (changed !== customer) realtime.customer(changed.orgId, toCustomer(changed));
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
