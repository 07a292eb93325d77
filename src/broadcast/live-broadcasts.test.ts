// 03 §4: a list item is replaced only by an update whose status is the same or later in the order.
import { describe, expect, it } from 'vitest';
import { applyBroadcastUpdate } from './live-broadcasts';
import { testBroadcast } from './test-broadcast';

describe('applyBroadcastUpdate', () => {
  const list = [testBroadcast('B1', { status: 'dispatching', sent: 3 }), testBroadcast('B2', { status: 'pausing' })];

  it('replaces an item by a later status, and by the same status (progress)', () => {
    const done = testBroadcast('B1', { status: 'done', sent: 10 });
    expect(applyBroadcastUpdate(list, done)).toEqual([done, list[1]]);
    const progress = testBroadcast('B1', { status: 'dispatching', sent: 5 });
    expect(applyBroadcastUpdate(list, progress)[0]!.sent).toBe(5);
  });

  it('keeps the item (and the very same list) for an earlier status, and for a broadcast not shown', () => {
    // preparing is earlier than dispatching; dispatching is earlier than pausing.
    expect(applyBroadcastUpdate(list, testBroadcast('B1', { status: 'preparing' }))).toBe(list);
    expect(applyBroadcastUpdate(list, testBroadcast('B2', { status: 'dispatching' }))).toBe(list);
    expect(applyBroadcastUpdate(list, testBroadcast('B9', { status: 'done' }))).toBe(list);
  });
});
