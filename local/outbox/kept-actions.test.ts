import { describe, expect, it } from 'vitest';
import { messageRecordFrom } from '../mapping';
import type { CustomerRecord, PendingActionRecord } from '../records';
import { wireMessage } from '../test-fixtures';
import { applyAction, supersededBy } from './actions';
import { applyKeepAction, createKeepAction, keptLane, withPendingKeeps } from './kept-actions';

const T0 = Date.UTC(2024, 0, 1);
const message = messageRecordFrom(wireMessage({ objectId: 'm1', conversationId: 'conv1', text: 'Where is my parcel?' }));
const keep = (id: string, now = T0) => createKeepAction({ kind: 'keep', message, ownerId: 'u1' }, id, now);

describe('keep and unkeep actions', () => {
  it('a keep goes in the conversation\'s kept lane with a copy of the message and the client id of the keep', () => {
    const action = keep('KeepId0001xxxxxxxxxx');
    expect(action).toMatchObject({ kind: 'keep', orgId: 'org1', target: keptLane('conv1'), status: 'queued' });
    if (action.kind !== 'keep') throw new Error('not a keep');
    expect(action.payload.kept).toMatchObject({
      objectId: 'KeepId0001', messageId: 'm1', conversationId: 'conv1', ownerId: 'u1', data: { content: 'Where is my parcel?' },
      createdAt: new Date(T0).toISOString(),
    });
  });

  it('an unkeep names the keep on the server and keeps what to put back', () => {
    const kept = (keep('KeepId0001xxxxxxxxxx') as Extract<PendingActionRecord, { kind: 'keep' }>).payload.kept;
    const action = createKeepAction({ kind: 'unkeep', kept, customerId: 'cust1' }, 'u-action', T0 + 1);
    expect(action).toMatchObject({ kind: 'unkeep', target: keptLane('conv1'), payload: { keptId: 'KeepId0001', messageId: 'm1', before: kept } });
  });

  it('shows waiting keeps and unkeeps over the server\'s list, in order, once per message', () => {
    const first = keep('a'.repeat(20), T0);
    const again = keep('b'.repeat(20), T0 + 1);
    expect(applyKeepAction([], first).map((record) => record.messageId)).toEqual(['m1']);
    expect(withPendingKeeps([], [again, first])).toHaveLength(1);
    const kept = (first as Extract<PendingActionRecord, { kind: 'keep' }>).payload.kept;
    const unkeep = createKeepAction({ kind: 'unkeep', kept, customerId: 'cust1' }, 'c'.repeat(20), T0 + 2);
    expect(withPendingKeeps([], [unkeep, first])).toEqual([]);
    // A refused action no longer shows.
    expect(withPendingKeeps([kept], [{ ...unkeep, status: 'needResend' }])).toEqual([kept]);
  });

  it('leaves customer rows alone and is never replaced by a later action', () => {
    const row = { objectId: 'cust1', badge: 3 } as CustomerRecord;
    expect(applyAction(row, keep('d'.repeat(20)))).toBe(row);
    expect(supersededBy([keep('e'.repeat(20))], keep('f'.repeat(20), T0 + 1))).toEqual([]);
  });
});
