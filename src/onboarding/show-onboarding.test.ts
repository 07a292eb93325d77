import { describe, expect, it } from 'vitest';
import { showOnboarding } from './show-onboarding';

describe('showOnboarding', () => {
  it('shows while the tutorial flag is false or absent', () => {
    expect(showOnboarding({ toturialDisabled: false }, {})).toBe(true);
    expect(showOnboarding({}, {})).toBe(true);
  });

  it('stays away once the server has the flag', () => {
    expect(showOnboarding({ toturialDisabled: true }, {})).toBe(false);
  });

  it('stays away while the dismissal waits to reach the server', () => {
    expect(showOnboarding({ toturialDisabled: false }, { toturialDisabled: true })).toBe(false);
    expect(showOnboarding({}, { language: 'ja-JP' })).toBe(true);
  });
});
