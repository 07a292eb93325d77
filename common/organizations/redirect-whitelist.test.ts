import { describe, expect, it } from 'vitest';
import { normalizeRedirectEntry, redirectEntryProblem, redirectWhitelistProblem } from './redirect-whitelist';

describe('redirect whitelist rules', () => {
  it('accepts paths of the console and http(s) URLs, in their normal form', () => {
    expect(normalizeRedirectEntry(' /message-center ')).toBe('/message-center');
    expect(normalizeRedirectEntry('https://Shop.example.com/thanks?x=1')).toBe('https://shop.example.com/thanks?x=1');
    expect(normalizeRedirectEntry('http://example.com')).toBe('http://example.com/');
  });

  it('refuses anything else', () => {
    for (const entry of ['shop', '//evil.example.com', '/a b', '/a\\b', 'javascript:alert(1)', 'ftp://example.com', 'https://user:pw@example.com', 'mailto:a@b.c']) {
      expect(normalizeRedirectEntry(entry), entry).toBeNull();
      expect(redirectEntryProblem(entry, []), entry).toBe('invalid');
    }
  });

  it('names empty, too long and duplicate entries', () => {
    expect(redirectEntryProblem('  ', [])).toBe('empty');
    expect(redirectEntryProblem(`/${'a'.repeat(500)}`, [])).toBe('too-long');
    expect(redirectEntryProblem('https://EXAMPLE.com', ['https://example.com/'])).toBe('duplicate');
    expect(redirectEntryProblem('/a', ['/b'])).toBeNull();
  });

  it('checks a whole list: its size, then each entry against those before it', () => {
    expect(redirectWhitelistProblem(['/a', '/b'])).toBeNull();
    expect(redirectWhitelistProblem(['/a', 'x', '/a'])).toEqual({ entry: 'x', problem: 'invalid' });
    expect(redirectWhitelistProblem(['/a', '/a'])).toEqual({ entry: '/a', problem: 'duplicate' });
    expect(redirectWhitelistProblem(Array.from({ length: 51 }, (_, index) => `/p${index}`))?.problem).toBe('too-many');
  });
});
