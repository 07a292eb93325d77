// The live count: asked 500 ms after the last change, a newer request cancels the older silently,
// and without a condition it is zero without asking (03 §5, §8); asked again when the groups it names
// were computed anew.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BroadcastQuery } from '../../../common/contracts/broadcasts';
import { activateLocale } from '../../i18n/activate';
import { AUDIENCE_COUNT_DEBOUNCE_MS, useAudienceCount } from './use-audience-count';

const api = vi.hoisted(() => ({ countAudience: vi.fn<(orgId: string, where: unknown, options: unknown, signal: AbortSignal) => Promise<number>>() }));
vi.mock('./editor-api', () => api);
/** What the hook runs when a customer group task ends. */
const groupTasks = vi.hoisted(() => ({ finished: () => {} }));
vi.mock('../../customer-groups/use-group-task-finished', () => ({
  useGroupTaskFinished: (_orgId: string, onFinished: () => void) => { groupTasks.finished = onFinished; },
}));

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.useFakeTimers();
  api.countAudience.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const draw = (where: BroadcastQuery) => renderHook(({ query }) => useAudienceCount('Org0000001', query, undefined), { initialProps: { query: where } });

describe('useAudienceCount', () => {
  it('is zero without a condition, and asks nothing (exclusions alone are no condition)', async () => {
    const { result } = draw({ customerObjectIds: { $nin: ['Cust000001'] } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toEqual({ state: 'counted', count: 0 });
    expect(api.countAudience).not.toHaveBeenCalled();
  });

  it('asks 500 ms after the last change, once', async () => {
    api.countAudience.mockResolvedValue(42);
    const { result, rerender } = draw({ platforms: ['line'] });
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS - 100));
    rerender({ query: { platforms: ['line', 'facebook'] } });
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS - 100));
    expect(api.countAudience).not.toHaveBeenCalled();
    expect(result.current).toEqual({ state: 'counting' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.countAudience).toHaveBeenCalledTimes(1);
    expect(api.countAudience.mock.calls[0]?.[1]).toEqual({ platforms: ['line', 'facebook'] });
    expect(result.current).toEqual({ state: 'counted', count: 42 });
  });

  it('a newer request cancels the older, whose end says nothing', async () => {
    const pending: { signal: AbortSignal; reject: (error: unknown) => void; resolve: (count: number) => void }[] = [];
    api.countAudience.mockImplementation((_org, _where, _options, signal) => new Promise((resolve, reject) => pending.push({ signal, resolve, reject })));
    const { result, rerender } = draw({ gender: ['female'] });
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS));
    rerender({ query: { gender: ['male'] } });
    expect(pending[0]?.signal.aborted).toBe(true);
    await act(async () => pending[0]?.reject(new DOMException('getCustomers canceled', 'AbortError')));
    expect(result.current).toEqual({ state: 'counting' });
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS));
    await act(async () => pending[1]?.resolve(7));
    expect(result.current).toEqual({ state: 'counted', count: 7 });
  });

  it('asks again when a customer group task ends, if the audience names a group', async () => {
    api.countAudience.mockResolvedValue(1).mockResolvedValueOnce(3).mockResolvedValueOnce(5);
    const { result, rerender } = draw({ customerGroups: ['Group00001'] });
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS));
    expect(result.current).toEqual({ state: 'counted', count: 3 });
    act(() => groupTasks.finished());
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS));
    expect(api.countAudience).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ state: 'counted', count: 5 });
    // Without a group, a group task changes nothing.
    rerender({ query: { platforms: ['line'] } });
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS));
    act(() => groupTasks.finished());
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS));
    expect(api.countAudience).toHaveBeenCalledTimes(3);
  });

  it('says why a count failed', async () => {
    api.countAudience.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = draw({ inboxes: ['all'] });
    await act(() => vi.advanceTimersByTimeAsync(AUDIENCE_COUNT_DEBOUNCE_MS));
    expect(result.current).toEqual({ state: 'failed', error: 'Cannot reach the server. Check your connection and try again.' });
  });
});
