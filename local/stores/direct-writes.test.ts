import { describe, expect, it } from 'vitest';
import { DirectWrites } from './direct-writes';

const row = (objectId: string, updatedAt: string) => ({ objectId, updatedAt });

describe('DirectWrites', () => {
  it('keeps page rows as new as a direct write or newer, and rows it never wrote', () => {
    const writes = new DirectWrites();
    writes.note('Message', [row('m1', '2024-05-02')]);
    const page = [row('m1', '2024-05-01'), row('m2', '2024-01-01')];
    expect(writes.notOlder('Message', page)).toEqual([row('m2', '2024-01-01')]);
    expect(writes.notOlder('Message', [row('m1', '2024-05-02')])).toEqual([row('m1', '2024-05-02')]);
    expect(writes.notOlder('Customer', [row('m1', '2024-05-01')])).toEqual([row('m1', '2024-05-01')]);
  });

  it('forgets only writes noted before the mark, and a row written again moves past it', () => {
    const writes = new DirectWrites();
    writes.note('Message', [row('early', '2024-05-02'), row('again', '2024-05-02')]);
    const mark = writes.mark();
    writes.note('Message', [row('late', '2024-05-02'), row('again', '2024-05-03')]);
    writes.forgetBefore(mark);
    const old = [row('early', '2024-05-01'), row('again', '2024-05-02'), row('late', '2024-05-01')];
    expect(writes.notOlder('Message', old)).toEqual([row('early', '2024-05-01')]);
  });
});
