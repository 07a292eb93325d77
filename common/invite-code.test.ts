import { describe, expect, it } from 'vitest';
import { decodeInviteCode, encodeInviteCode, isUsableInviteCode } from './invite-code';

const content = { organization: { objectId: 'AbCdEfGhIj', name: '茶館 Tea' }, email: 'new@example.com', expiresAt: 2_000_000_000_000 };

describe('invite codes', () => {
  it('round-trips the organization, address and expiry, non-ASCII names included', () => {
    const code = encodeInviteCode(content, 'c2VjcmV0');
    expect(code).toMatch(/^[A-Za-z0-9_-]+\.c2VjcmV0$/);
    expect(decodeInviteCode(code)).toEqual(content);
  });

  it('refuses text that is not a code', () => {
    for (const code of ['', 'abc', 'a.b.c', '!!!.secret', `${btoa('[1]')}.x`]) expect(decodeInviteCode(code), code).toBeUndefined();
  });

  it('is usable only before its expiry', () => {
    const code = encodeInviteCode(content, 'x');
    expect(isUsableInviteCode(code, content.expiresAt - 1)).toBe(true);
    expect(isUsableInviteCode(code, content.expiresAt)).toBe(false);
    expect(isUsableInviteCode('garbage')).toBe(false);
  });
});
