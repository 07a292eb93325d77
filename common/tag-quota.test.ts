import { describe, expect, it } from 'vitest';
import { isOverTagQuota } from './tag-quota';

describe('isOverTagQuota', () => {
  it.each([
    [{ used: 0, quota: 0 }, false],
    [{ used: 0, quota: 10 }, false],
    [{ used: 9, quota: 10 }, false],
    [{ used: 10, quota: 10 }, true],
    [{ used: 11, quota: 10 }, true],
    [{ used: 1, quota: 0 }, true],
  ])('%o → %s', (use, over) => {
    expect(isOverTagQuota(use)).toBe(over);
  });
});
