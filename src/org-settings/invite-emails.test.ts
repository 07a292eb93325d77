import { describe, expect, it } from 'vitest';
import { parseEmails } from './invite-emails';

describe('parseEmails', () => {
  it('splits, lowercases and de-duplicates addresses', () => {
    expect(parseEmails(' Ann@Example.com, bob@example.org\nann@example.com; ')).toEqual({ valid: ['ann@example.com', 'bob@example.org'], invalid: [] });
  });

  it('reports what is not an address', () => {
    expect(parseEmails('ann@example, @x.com, ok@x.io, plain')).toEqual({ valid: ['ok@x.io'], invalid: ['ann@example', '@x.com', 'plain'] });
    expect(parseEmails('   ')).toEqual({ valid: [], invalid: [] });
  });
});
