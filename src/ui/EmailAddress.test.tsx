// An address in running text (the verify page's "We sent a verification link to …") never wraps at
// a hyphen: it reads whole, and wraps, if it must, only after "@" or a dot.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress';

afterEach(cleanup);

describe('EmailAddress', () => {
  it('keeps the hyphenated parts whole and may break only after "@" or a dot', () => {
    const { container } = render(<p>We sent a link to <EmailAddress email="ann-marie.lee@tea-house.example.com" />.</p>);
    expect(container.textContent).toBe('We sent a link to ann-marie.lee@tea-house.example.com.');
    const unbroken = [...container.querySelectorAll('span.whitespace-nowrap')].map((part) => part.textContent);
    expect(unbroken).toEqual(['ann-marie.', 'lee@', 'tea-house.', 'example.', 'com']);
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
  });
});
