// Wire objects (common/contracts/) to the rows kept in IndexedDB (records.ts).
import type { Customer } from '../common/contracts/customers';
import type { Message } from '../common/contracts/messages';
import type { KeptMessage } from '../common/contracts/kept-templates';
import type { Note } from '../common/contracts/notes-tags';
import { CUSTOM_FIELD_KEYS, PROFILE_FIELD_KEYS } from '../common/customer-profile';
import { boxOf } from '../common/inbox-rules';
import { isoOf } from '../common/parse';
import type { CustomerRecord, KeptMessageRecord, MessageRecord, NoteRecord } from './records';

export function customerRecordFrom(customer: Customer): CustomerRecord {
  return {
    objectId: customer.objectId,
    orgId: customer.organization.objectId,
    customerId: customer.customerId,
    platform: customer.platform,
    displayName: customer.displayName,
    originalDisplayName: customer.originalDisplayName,
    picture: customer.picture,
    inbox: customer.inbox,
    friendship: customer.friendship,
    tags: customer.tags,
    conversationId: customer.conversation.objectId,
    lastMessage: customer.conversation.lastMessage,
    lastMessageAt: isoOf(customer.lastMessageAt) ?? '',
    lastInboundAt: isoOf(customer.lastInboundAt),
    assignedAt: isoOf(customer.assignedAt) ?? '',
    assignee: customer.assignee ?? '',
    box: boxOf(customer),
    badge: customer.lastRead.badge,
    joinedAt: isoOf(customer.joinedAt),
    isMonitoring: customer.isMonitoring ?? false,
    ...(customer.integrationId ? { integrationId: customer.integrationId } : {}),
    ...(customer.bind ? { bind: customer.bind, bindName: customer.bindName ?? '' } : {}),
    customFields: pickFields(customer, CUSTOM_FIELD_KEYS),
    profile: pickFields(customer, RECORD_PROFILE_KEYS),
    updatedAt: customer.updatedAt,
  };
}

const RECORD_PROFILE_KEYS = PROFILE_FIELD_KEYS.filter((key) => key !== 'originalDisplayName');

/** The fields of `keys` the customer has a value for. */
function pickFields<Key extends keyof Customer>(customer: Customer, keys: readonly Key[]): Partial<Record<Key, string>> {
  const picked: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = customer[key];
    if (typeof value === 'string' && value !== '') picked[key] = value;
  }
  return picked;
}

export function messageRecordFrom(message: Message): MessageRecord {
  return {
    objectId: message.objectId,
    orgId: message.organization.objectId,
    conversationId: message.conversation.objectId,
    customerId: message.customer.objectId,
    platform: message.platform,
    contentType: message.contentType,
    data: message.data,
    sendType: message.sendType,
    senderType: message.senderType,
    senderId: message.sender.objectId,
    senderName: message.profile?.displayName ?? message.profile?.firstName,
    receiptId: message.receiptId,
    error: message.error,
    ...(message.delivery ? { delivery: message.delivery } : {}),
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
  };
}

export function noteRecordFrom(note: Note): NoteRecord {
  return {
    objectId: note.objectId,
    orgId: note.organization.objectId,
    customerId: note.customer.objectId,
    note: note.note,
    authorId: note.author.objectId,
    authorName: note.author.displayName,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
  };
}

/** The server's kept message as this browser stores it. */
export function keptRecordFrom(kept: KeptMessage): KeptMessageRecord {
  return {
    objectId: kept.objectId,
    orgId: kept.organization.objectId,
    conversationId: kept.conversation.objectId,
    messageId: kept.message.objectId,
    ownerId: kept.owner.objectId,
    platform: kept.platform,
    contentType: kept.contentType,
    data: kept.data,
    senderType: kept.sender.className,
    ...(kept.sender.name ? { senderName: kept.sender.name } : {}),
    messageCreatedAt: kept.messageCreatedAt,
    createdAt: kept.createdAt,
  };
}
