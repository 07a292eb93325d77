import { describe, expect, it } from 'vitest';
import { messageRecordFrom } from '../../mapping';
import type { CustomerRecord, KeptMessageRecord } from '../../records';
import { wireMessage } from '../../test-fixtures';
import { supersededBy, withPendingActions, withPendingKeeps } from '../actions';
import { keep as keepKind } from './keep';
import { keptLane } from './kind';
import { unkeep as unkeepKind, type UnkeepAction } from './unkeep';

const T0 = Date.UTC(2024, 0, 1);
const message = messageRecordFrom(wireMessage({ objectId: 'm1', conversationId: 'conv1', text: 'Where is my parcel?' }));
const keep = (id: string, now = T0) => keepKind.create({ kind: 'keep', message }, undefined, { id, now, userId: 'u1' })!;
const unkeep = (kept: KeptMessageRecord, id: string, now: number): UnkeepAction =>
  unkeepKind.create({ kind: 'unkeep', kept, customerId: 'cust1' }, kept, { id, now, userId: 'u1' })!;

describe('keep and unkeep actions', () => {
  it('a keep goes in the conversation\'s kept lane with a copy of the message and the client id of the keep', () => {
    const action = keep('KeepId0001xxxxxxxxxx');
    expect(action).toMatchObject({ kind: 'keep', orgId: 'org1', target: keptLane('conv1'), status: 'queued' });
    expect(action.payload.kept).toMatchObject({
      objectId: 'KeepId0001', messageId: 'm1', conversationId: 'conv1', ownerId: 'u1', data: { content: 'Where is my parcel?' },
      createdAt: new Date(T0).toISOString(),
    });
  });

  it('an unkeep names the keep on the server and keeps what to put back', () => {
    const { kept } = keep('KeepId0001xxxxxxxxxx').payload;
    const action = unkeep(kept, 'u-action', T0 + 1);
    expect(action).toMatchObject({ kind: 'unkeep', target: keptLane('conv1'), payload: { keptId: 'KeepId0001', messageId: 'm1', before: kept } });
  });

  it('shows waiting keeps and unkeeps over the server\'s list, in order, once per message', () => {
    const first = keep('a'.repeat(20), T0);
    const again = keep('b'.repeat(20), T0 + 1);
    expect(keepKind.show([], first).map((record) => record.messageId)).toEqual(['m1']);
    expect(withPendingKeeps([], [again, first])).toHaveLength(1);
    const { kept } = first.payload;
    const removal = unkeep(kept, 'c'.repeat(20), T0 + 2);
    expect(withPendingKeeps([], [removal, first])).toEqual([]);
    // A refused action no longer shows.
    expect(withPendingKeeps([kept], [{ ...removal, status: 'needResend' }])).toEqual([kept]);
  });

  it('keeping a kept message or unkeeping one not kept makes no action', () => {
    const { kept } = keep('g'.repeat(20)).payload;
    expect(keepKind.create({ kind: 'keep', message }, kept, { id: 'h'.repeat(20), now: T0, userId: 'u1' })).toBeUndefined();
    expect(unkeepKind.create({ kind: 'unkeep', kept, customerId: 'cust1' }, undefined, { id: 'i'.repeat(20), now: T0, userId: 'u1' })).toBeUndefined();
  });

  it('leaves customer rows alone and is never replaced by a later action', () => {
    const row = { objectId: 'cust1', badge: 3, updatedAt: '' } as CustomerRecord;
    expect(withPendingActions(row, [keep('d'.repeat(20))])).toBe(row);
    expect(supersededBy([keep('e'.repeat(20))], keep('f'.repeat(20), T0 + 1))).toEqual([]);
  });
});
