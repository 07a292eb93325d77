// Database rows → the wire shapes of common/contracts/ (messages, customers).
import { parseDate, pointer } from '../../common/parse';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import type { customers, messages } from '../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    objectId: row.objectId,
    organization: pointer('Organization', row.orgId),
    customerId: row.platformCustomerId,
    platform: row.platform,
    // The connected account the customer writes to (its WhatsApp number's templates, for one).
    ...(row.integrationId ? { integrationId: row.integrationId } : {}),
    displayName: row.displayName,
    originalDisplayName: row.originalDisplayName,
    ...(row.picture ? { picture: row.picture } : {}),
    inbox: row.inbox,
    friendship: row.friendship,
    tags: row.tags,
    joinedAt: parseDate(row.joinedAt),
    ...(row.lastMessageAt ? { lastMessageAt: parseDate(row.lastMessageAt) } : {}),
    ...(row.lastInboundAt ? { lastInboundAt: parseDate(row.lastInboundAt) } : {}),
    ...(row.assignedAt ? { assignedAt: parseDate(row.assignedAt) } : {}),
    ...(row.assignee ? { assignee: row.assignee } : {}),
    isMonitoring: row.isMonitoring,
    ...(row.bindRoleId ? { bind: row.bindRoleId, bindName: row.bindName ?? '' } : {}),
    ...row.customFields,
    ...row.profile,
    ...(row.cellPhone ? { cellPhone: row.cellPhone } : {}),
    ...(row.email ? { email: row.email } : {}),
    conversation: { objectId: row.conversationId, ...(row.lastMessage ? { lastMessage: row.lastMessage } : {}) },
    lastRead: { badge: row.badge, ...(row.lastReadAt ? { lastReadAt: row.lastReadAt.toISOString() } : {}) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): Message {
  return {
    objectId: row.objectId,
    organization: pointer('Organization', row.orgId),
    conversation: pointer('Conversation', row.conversationId),
    customer: pointer('Customer', row.customerId),
    platform: row.platform,
    contentType: row.contentType,
    data: row.data,
    sendType: row.sendType,
    senderType: row.senderType,
    sender: { objectId: row.senderId, className: row.senderType },
    ...(row.profile ? { profile: row.profile } : {}),
    // Visitor messages are keyed by the page's clientId; receiptId is the console's own key.
    ...(row.receiptId && row.sendType === 'send' ? { receiptId: row.receiptId } : {}),
    ...(row.messageTag ? { messageTag: row.messageTag } : {}),
    ...(row.delivery ? { delivery: row.delivery } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
