import { afterEach, describe, expect, it } from 'vitest';
import { encodeInviteCode } from '../../common/invite-code';
import { clearStoredInvite, readStoredInvite, storeInvite } from './invite-store';

const organization = { objectId: 'AbCdEfGhIj', name: 'Tea House' };
const codeExpiringAt = (expiresAt: number) => encodeInviteCode({ organization, email: 'new@example.com', expiresAt }, 'secret');

describe('invite store', () => {
  afterEach(() => clearStoredInvite());

  it('keeps a valid code with its e-mail and organization', () => {
    const code = codeExpiringAt(Date.now() + 60_000);
    expect(storeInvite(code)).toBe(true);
    expect(readStoredInvite()).toEqual({ code, email: 'new@example.com', organization });
    clearStoredInvite();
    expect(readStoredInvite()).toBeNull();
  });

  it('does not keep an expired or undecodable code (01 §5)', () => {
    expect(storeInvite(codeExpiringAt(Date.now() - 1))).toBe(false);
    expect(storeInvite('not-a-code')).toBe(false);
    expect(readStoredInvite()).toBeNull();
  });

  it('drops a kept code once it has expired, and junk', () => {
    localStorage.setItem('parley.invite', JSON.stringify({ code: codeExpiringAt(Date.now() - 1) }));
    expect(readStoredInvite()).toBeNull();
    expect(localStorage.getItem('parley.invite')).toBeNull();
    localStorage.setItem('parley.invite', '{broken');
    expect(readStoredInvite()).toBeNull();
  });
});
