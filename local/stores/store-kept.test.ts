import { beforeEach, describe, expect, it } from 'vitest';
import type { KeptMessage } from '../../common/contracts/kept-templates';
import { pointer } from '../../common/parse';
import { db } from '../db';
import { messageRecordFrom } from '../mapping';
import { clearLocalData } from '../queries';
import { queueOne, wireMessage } from '../test-fixtures';
import { conversationKept, pendingKeeps } from '../kept-queries';
import { actionTable, confirmAction, discardAction } from './store-actions';
import { storeConversationKept } from './store-kept';

const T0 = Date.UTC(2024, 0, 1);
const message = (id: string) => messageRecordFrom(wireMessage({ objectId: id, conversationId: 'conv1', text: `text ${id}` }));
const serverKept = (objectId: string, messageId: string, createdAt = '2024-01-01T00:00:00.000Z'): KeptMessage => ({
  objectId, organization: pointer('Organization', 'org1'), conversation: pointer('Conversation', 'conv1'), message: pointer('Message', messageId),
  owner: pointer('_User', 'u2'), platform: 'livechat', contentType: 'text', data: { content: `text ${messageId}` }, labels: [], receipts: [],
  sender: { objectId: 'cust1', className: 'Customer' }, messageCreatedAt: '2023-12-31T00:00:00.000Z', createdAt,
});

beforeEach(() => clearLocalData());

describe('kept messages in Dexie', () => {
  it('a keep shows at once with its waiting action; keeping it again changes nothing', async () => {
    await queueOne({ kind: 'keep', message: message('m1') }, 'KeepAction0000000001', T0, 'u1');
    expect(await queueOne({ kind: 'keep', message: message('m1') }, 'KeepAction0000000002', T0 + 1, 'u1')).toBeUndefined();
    expect((await conversationKept('conv1')).map((kept) => kept.messageId)).toEqual(['m1']);
    expect([...(await pendingKeeps('conv1')).values()].map((action) => action.id)).toEqual(['KeepAction0000000001']);
  });

  it('the server\'s keep replaces the local copy and the action goes', async () => {
    await queueOne({ kind: 'keep', message: message('m1') }, 'KeepAction0000000001', T0, 'u1');
    await actionTable.claimDue(T0 + 1);
    await confirmAction('KeepAction0000000001', { kept: serverKept('ServerKept', 'm1') }, T0);
    expect(await db.keptMessages.get('m1')).toMatchObject({ objectId: 'ServerKept', ownerId: 'u2' });
    expect((await pendingKeeps('conv1')).size).toBe(0);
  });

  it('a list from the server keeps the waiting keeps and unkeeps on top', async () => {
    await storeConversationKept('conv1', [serverKept('K1', 'm1', '2024-01-01T00:00:00.000Z'), serverKept('K2', 'm2', '2024-01-02T00:00:00.000Z')], true);
    await queueOne({ kind: 'unkeep', kept: (await db.keptMessages.get('m1'))!, customerId: 'cust1' }, 'Unkeep00000000000001', T0);
    await queueOne({ kind: 'keep', message: message('m3') }, 'KeepAction0000000003', T0 + 1, 'u1');
    // A late page that still has m1 and lacks m3.
    await storeConversationKept('conv1', [serverKept('K1', 'm1'), serverKept('K2', 'm2', '2024-01-02T00:00:00.000Z')], true);
    // Newest kept first: m2 was kept on the 2nd, m3 (waiting) on the 1st.
    expect((await conversationKept('conv1')).map((kept) => kept.messageId)).toEqual(['m2', 'm3']);
  });

  it('discarding puts back what the agent gave up on', async () => {
    await storeConversationKept('conv1', [serverKept('K1', 'm1')], true);
    await queueOne({ kind: 'unkeep', kept: (await db.keptMessages.get('m1'))!, customerId: 'cust1' }, 'Unkeep00000000000001', T0);
    await queueOne({ kind: 'keep', message: message('m2') }, 'KeepAction0000000002', T0 + 1, 'u1');
    await discardAction('Unkeep00000000000001');
    await discardAction('KeepAction0000000002');
    expect((await conversationKept('conv1')).map((kept) => kept.objectId)).toEqual(['K1']);
  });
});
