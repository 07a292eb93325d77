import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceUse } from '../../common/tag-quota';
import { startTagQuotaAlert } from './tag-quota-alert';

/** A quota the test changes; `load` answers it as the server would. */
function quotaOf(initial: ResourceUse) {
  let current = initial;
  const load = vi.fn<() => Promise<ResourceUse>>(async () => current);
  return { load, set: (next: ResourceUse) => { current = next; } };
}

describe('startTagQuotaAlert', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('shows at once when over quota, then again every 180000 ms while it stays over', async () => {
    const quota = quotaOf({ used: 5, quota: 5 });
    const show = vi.fn<(use: ResourceUse) => void>();
    const alert = startTagQuotaAlert({ load: quota.load, show });
    await vi.advanceTimersByTimeAsync(0);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith({ used: 5, quota: 5 });

    await vi.advanceTimersByTimeAsync(179_999);
    expect(show).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(show).toHaveBeenCalledTimes(3);

    // Back under quota (tags removed): no more dialogs, though the checks go on.
    quota.set({ used: 4, quota: 5 });
    await vi.advanceTimersByTimeAsync(180_000 * 3);
    expect(show).toHaveBeenCalledTimes(3);
    expect(quota.load).toHaveBeenCalledTimes(6);
    alert.stop();
  });

  it('never shows without tags or under quota', async () => {
    const show = vi.fn<(use: ResourceUse) => void>();
    const none = startTagQuotaAlert({ load: quotaOf({ used: 0, quota: 0 }).load, show });
    const under = startTagQuotaAlert({ load: quotaOf({ used: 9, quota: 10 }).load, show });
    await vi.advanceTimersByTimeAsync(180_000 * 2);
    expect(show).not.toHaveBeenCalled();
    none.stop();
    under.stop();
  });

  it('checks again after a tag change, and counts the next 180000 ms from there', async () => {
    const quota = quotaOf({ used: 9, quota: 10 });
    const show = vi.fn<(use: ResourceUse) => void>();
    const alert = startTagQuotaAlert({ load: quota.load, show });
    await vi.advanceTimersByTimeAsync(100_000);
    quota.set({ used: 10, quota: 10 });
    alert.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(show).toHaveBeenCalledTimes(1);
    // The first schedule (at 180000 ms) was replaced by one 180000 ms after the tag change.
    await vi.advanceTimersByTimeAsync(179_999);
    expect(show).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledTimes(2);
    alert.stop();
  });

  it('keeps checking after a failed read (offline), and stops for good', async () => {
    const show = vi.fn<(use: ResourceUse) => void>();
    const load = vi.fn<() => Promise<ResourceUse>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ used: 3, quota: 1 });
    const alert = startTagQuotaAlert({ load, show });
    await vi.advanceTimersByTimeAsync(0);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(show).toHaveBeenCalledTimes(1);
    alert.stop();
    alert.check();
    await vi.advanceTimersByTimeAsync(180_000 * 2);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
