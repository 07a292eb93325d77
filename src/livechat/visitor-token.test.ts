import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepVisitorToken, readVisitorToken } from './visitor-token';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const denied = () => { throw new DOMException('Access is denied for this document.', 'SecurityError'); };

describe('the visitor token', () => {
  it('survives in localStorage', () => {
    keepVisitorToken('org1', 'token-a');
    expect(localStorage.getItem('parley.livechat.visitorToken:org1')).toBe('token-a');
    expect(readVisitorToken('org1')).toBe('token-a');
    expect(readVisitorToken('org2')).toBeUndefined();
  });

  it('is kept in memory where the browser denies storage to an embedded page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    expect(readVisitorToken('org3')).toBeUndefined();
    keepVisitorToken('org3', 'token-b');
    expect(readVisitorToken('org3')).toBe('token-b');
  });
});
