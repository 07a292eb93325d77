import { describe, expect, it } from 'vitest';
import { shouldLoadMore, withinLoadDistance } from './list-scroll';

const box = (remaining: number) => ({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 - remaining });

describe('scroll-to-load', () => {
  it('loads within 50 px of the end, not beyond', () => {
    expect(withinLoadDistance(box(0))).toBe(true);
    expect(withinLoadDistance(box(50))).toBe(true);
    expect(withinLoadDistance(box(51))).toBe(false);
  });

  it('loads more only after a full page of 20', () => {
    expect(shouldLoadMore(20, 20, box(10))).toBe(true);
    expect(shouldLoadMore(19, 20, box(10))).toBe(false);
    expect(shouldLoadMore(20, 20, box(200))).toBe(false);
  });
});
