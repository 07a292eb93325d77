import { describe, expect, it } from 'vitest';
import { CUSTOMER_NAME_TOKEN, editorCount, editorLength, insertText, pastedText, withCustomerName } from './message-editor';

describe('message editor rules', () => {
  it('replaces every customer-name token with the name when sent', () => {
    expect(withCustomerName(`Hi ${CUSTOMER_NAME_TOKEN}, bye ${CUSTOMER_NAME_TOKEN}!`, 'Ana')).toBe('Hi Ana, bye Ana!');
    expect(withCustomerName('No token here', 'Ana')).toBe('No token here');
    expect(withCustomerName(`Hi ${CUSTOMER_NAME_TOKEN}`, '')).toBe('Hi ');
  });

  it.each([
    ['plain text', 'hello', 'Ana', 5],
    ['a token counts as the name', `Hi ${CUSTOMER_NAME_TOKEN}`, 'Ana', 6],
    ['a token with a long name', CUSTOMER_NAME_TOKEN, 'Alexandra Smith', 15],
    ['emoji are one character each', '😀😀', 'Ana', 2],
    ['CJK names', `${CUSTOMER_NAME_TOKEN}様`, '山田', 3],
  ])('counts %s', (_case, text, name, length) => {
    expect(editorLength(text, name)).toBe(length);
  });

  it('is over only beyond the optional maximum', () => {
    expect(editorCount('abc', 'Ana')).toEqual({ length: 3, over: false });
    expect(editorCount('abc', 'Ana', 3)).toEqual({ length: 3, max: 3, over: false });
    expect(editorCount('abcd', 'Ana', 3)).toEqual({ length: 4, max: 3, over: true });
    expect(editorCount(`${CUSTOMER_NAME_TOKEN}!`, 'Ana', 3)).toEqual({ length: 4, max: 3, over: true });
  });

  it('trims pasted text', () => {
    expect(pastedText('  \n Order 42 \t\n')).toBe('Order 42');
    expect(pastedText('   ')).toBe('');
  });

  it('inserts in place of the selection, caret after the insert', () => {
    expect(insertText('Hello world', 6, 11, 'Ana')).toEqual({ text: 'Hello Ana', caret: 9 });
    expect(insertText('', 0, 0, 'Thanks!')).toEqual({ text: 'Thanks!', caret: 7 });
  });
});
