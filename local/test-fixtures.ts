// Wire objects for unit tests of the data layer and the sync worker.
import { parseDate, pointer } from '../common/parse';
import type { Customer } from '../common/contracts/customers';
import type { Message } from '../common/contracts/messages';
import type { ActionIntent } from './outbox/kinds/registry';
import type { PendingActionRecord } from './records';
import { queueActions } from './stores/store-actions';

export function wireCustomer(fields: {
  objectId: string;
  orgId?: string;
  lastMessageAt?: string;
  displayName?: string;
  updatedAt?: string;
  inbox?: Customer['inbox'];
  assignee?: string;
  assignedAt?: string;
  lastInboundAt?: string;
  friendship?: Customer['friendship'];
  bind?: string;
}): Customer {
  return {
    objectId: fields.objectId,
    organization: pointer('Organization', fields.orgId ?? 'org1'),
    customerId: `visitor-${fields.objectId}`,
    platform: 'livechat',
    displayName: fields.displayName ?? `Customer ${fields.objectId}`,
    originalDisplayName: fields.displayName ?? `Customer ${fields.objectId}`,
    inbox: fields.inbox ?? ['unassigned'],
    friendship: fields.friendship ?? 'follow',
    tags: [],
    joinedAt: parseDate('2024-01-01T00:00:00.000Z'),
    ...(fields.lastMessageAt ? { lastMessageAt: parseDate(fields.lastMessageAt) } : {}),
    ...(fields.lastInboundAt ? { lastInboundAt: parseDate(fields.lastInboundAt) } : {}),
    ...(fields.assignedAt ? { assignedAt: parseDate(fields.assignedAt) } : {}),
    ...(fields.assignee ? { assignee: fields.assignee } : {}),
    ...(fields.bind ? { bind: fields.bind, bindName: `Role ${fields.bind}` } : {}),
    conversation: { objectId: `conv-${fields.objectId}` },
    lastRead: { badge: 0 },
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: fields.updatedAt ?? '2024-01-01T00:00:00.000Z',
  };
}

export function wireMessage(fields: {
  objectId: string;
  conversationId?: string;
  orgId?: string;
  text?: string;
  receiptId?: string;
  createdAt?: string;
  updatedAt?: string;
}): Message {
  const createdAt = fields.createdAt ?? '2024-01-01T00:00:00.000Z';
  return {
    objectId: fields.objectId,
    organization: pointer('Organization', fields.orgId ?? 'org1'),
    conversation: pointer('Conversation', fields.conversationId ?? 'conv1'),
    customer: pointer('Customer', 'cust1'),
    platform: 'livechat',
    contentType: 'text',
    data: { content: fields.text ?? `text of ${fields.objectId}` },
    sendType: fields.receiptId ? 'send' : 'receive',
    senderType: fields.receiptId ? '_User' : 'Customer',
    sender: fields.receiptId ? { objectId: 'user1', className: '_User' } : { objectId: 'cust1', className: 'Customer' },
    ...(fields.receiptId ? { receiptId: fields.receiptId } : {}),
    createdAt,
    updatedAt: fields.updatedAt ?? createdAt,
  };
}

/** Queues one intent as the sync worker does, by the agent `userId`: its action, or undefined when it changes nothing. */
export async function queueOne(intent: ActionIntent, id: string, now: number, userId = 'me'): Promise<PendingActionRecord | undefined> {
  return (await queueActions([intent], [id], now, userId))[0];
}
