import { describe, expect, it } from 'vitest';
import { isValidEmail, needsOnboarding, normalizeEmail } from './account-profile';

describe('e-mail rule (01 §5)', () => {
  it.each(['ann@example.com', 'a.b+c@mail.example.co.jp', '  Ann@Example.COM '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ann', 'ann@example', '@example.com', 'ann@.com', 'an n@example.com', 'ann@exa mple.com', 'ann@@example.com'])(
    'refuses %j', (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('refuses addresses over 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });

  it('lowercases and trims', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('needsOnboarding (01 §4)', () => {
  it('is true while the tutorial flag is false or absent', () => {
    expect(needsOnboarding({})).toBe(true);
    expect(needsOnboarding({ toturialDisabled: false })).toBe(true);
    expect(needsOnboarding({ toturialDisabled: true })).toBe(false);
  });
});
