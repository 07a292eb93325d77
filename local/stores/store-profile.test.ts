import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { customerRecordFrom } from '../mapping';
import { clearLocalData } from '../queries';
import { queueOne, wireCustomer } from '../test-fixtures';
import { pendingProfileChanges } from '../profile-queries';
import { actionTable, confirmAction, discardAction } from './store-actions';
import { putCustomers } from './store-incoming';

const T0 = Date.UTC(2024, 0, 1);
const target = { orgId: 'org1', customerId: 'c1', conversationId: 'conv-c1' };
const later = '2024-01-02T00:00:00.000Z';

beforeEach(async () => {
  await clearLocalData();
  await db.customers.put({ ...customerRecordFrom(wireCustomer({ objectId: 'c1' })), customFields: { customField2: 'kept' } });
});

async function stored() {
  return (await db.customers.get('c1'))!;
}

describe('monitoring offline', () => {
  it('shows at once and waits; a second switch replaces the waiting one (the last one wins)', async () => {
    await queueOne({ kind: 'monitoring', ...target, isMonitoring: true }, 'm1', T0);
    expect((await stored()).isMonitoring).toBe(true);
    await queueOne({ kind: 'monitoring', ...target, isMonitoring: false }, 'm2', T0 + 1);
    expect((await stored()).isMonitoring).toBe(false);
    expect((await pendingProfileChanges('conv-c1', 'monitoring')).map((action) => action.id)).toEqual(['m2']);
  });

  it('stays on rows the server sends while it waits, and the server\'s answer confirms it', async () => {
    await queueOne({ kind: 'monitoring', ...target, isMonitoring: true }, 'm1', T0);
    // A new message arrives meanwhile: the server's newer row does not know the switch yet.
    await db.transaction('rw', [db.customers, db.pendingActions], () => putCustomers([wireCustomer({ objectId: 'c1', updatedAt: later })]));
    expect((await stored()).isMonitoring).toBe(true);
    await actionTable.claimDue(T0 + 1);
    await confirmAction('m1', { customer: { ...wireCustomer({ objectId: 'c1', updatedAt: '2024-01-03T00:00:00.000Z' }), isMonitoring: true } }, T0);
    expect(await db.pendingActions.count()).toBe(0);
    expect((await stored()).isMonitoring).toBe(true);
  });

  it('a discarded switch puts the flag back', async () => {
    await queueOne({ kind: 'monitoring', ...target, isMonitoring: true }, 'm1', T0);
    await discardAction('m1');
    expect((await stored()).isMonitoring).toBe(false);
    expect(await db.pendingActions.count()).toBe(0);
  });
});

describe('custom field values offline', () => {
  it('each edit shows at once and waits on its own, in order', async () => {
    await queueOne({ kind: 'customFields', ...target, fields: { customField1: ' A-123 ' } }, 'f1', T0);
    await queueOne({ kind: 'customFields', ...target, fields: { customField2: '' } }, 'f2', T0 + 1);
    expect((await stored()).customFields).toEqual({ customField1: 'A-123' });
    expect((await pendingProfileChanges('conv-c1', 'customFields')).map((action) => action.id)).toEqual(['f1', 'f2']);
  });

  it('the server\'s answer to the first edit keeps the second on top until it is answered too', async () => {
    await queueOne({ kind: 'customFields', ...target, fields: { customField1: 'A-123' } }, 'f1', T0);
    await queueOne({ kind: 'customFields', ...target, fields: { customField3: 'vip' } }, 'f2', T0 + 1);
    await actionTable.claimDue(T0 + 2);
    await confirmAction('f1', { customer: { ...wireCustomer({ objectId: 'c1', updatedAt: later }), customField1: 'A-123', customField2: 'kept' } }, T0);
    expect((await stored()).customFields).toEqual({ customField1: 'A-123', customField2: 'kept', customField3: 'vip' });
    expect((await pendingProfileChanges('conv-c1', 'customFields')).map((action) => action.id)).toEqual(['f2']);
  });

  it('a discarded edit puts the earlier values back', async () => {
    await queueOne({ kind: 'customFields', ...target, fields: { customField1: 'new', customField2: 'changed' } }, 'f1', T0);
    await discardAction('f1');
    expect((await stored()).customFields).toEqual({ customField2: 'kept' });
  });
});
