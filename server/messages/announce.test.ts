// A broadcast's batch to the consoles: each customer's inbox row rides with its last new message.
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers';
import type { Message } from '../../common/contracts/messages';
import type { RealtimeEmitter } from '../realtime/emitter';
import { announceStoredMessages } from './announce';
import type { CustomerRow, MessageRow } from './serialize';

const at = new Date('2026-01-01T00:00:00.000Z');

function customerRow(objectId: string, lastMessageId: string): CustomerRow {
  return {
    objectId, orgId: 'org1', platformCustomerId: `visitor-${objectId}`, integrationId: null, replyToken: null, replyTokenAt: null, platform: 'livechat',
    conversationId: `conv-${objectId}`, displayName: objectId, originalDisplayName: objectId, picture: null, inbox: ['unassigned'], friendship: 'follow', tags: [],
    joinedAt: at, lastMessageAt: at, lastInboundAt: null, assignedAt: null, assignee: null,
    lastMessage: { objectId: lastMessageId, contentType: 'text', text: lastMessageId, senderType: '_User', createdAt: at.toISOString() },
    badge: 0, lastReadAt: null, cellPhone: null, email: null, isMonitoring: false, bindRoleId: null, bindName: null, customFields: {}, profile: {},
    seq: 10, deleted: false, createdAt: at, updatedAt: at,
  };
}

function messageRow(objectId: string, customerId: string, seq: number): MessageRow {
  return {
    objectId, orgId: 'org1', conversationId: `conv-${customerId}`, customerId, platform: 'livechat', contentType: 'text', data: { content: objectId },
    sendType: 'send', senderType: '_User', senderId: 'agent1', profile: null, receiptId: `r-${objectId}`, clientId: null, messageTag: null, delivery: null,
    seq, deleted: false, createdAt: at, updatedAt: at,
  };
}

/** What the consoles would hear: each `message` frame, with the customer it carried. */
function recorder(): { frames: { message: string; customer?: string }[]; realtime: RealtimeEmitter } {
  const frames: { message: string; customer?: string }[] = [];
  const record = (message: Message, customer?: Customer) => { frames.push({ message: message.objectId, ...(customer ? { customer: customer.objectId } : {}) }); };
  return { frames, realtime: { message: (_orgId: string, message: Message, customer?: Customer) => record(message, customer) } as RealtimeEmitter };
}

describe('announceStoredMessages', () => {
  it('sends each message once, the customer with its last new message only', () => {
    const { frames, realtime } = recorder();
    announceStoredMessages(realtime, {
      messages: [messageRow('a1', 'ann', 1), messageRow('b1', 'ben', 2), messageRow('a2', 'ann', 3)],
      customers: [customerRow('ann', 'a2'), customerRow('ben', 'b1')],
    });
    expect(frames).toEqual([{ message: 'a1' }, { message: 'b1', customer: 'ben' }, { message: 'a2', customer: 'ann' }]);
  });
});
