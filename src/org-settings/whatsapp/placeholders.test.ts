import { describe, expect, it } from 'vitest';
import { canAddPlaceholder, insertPlaceholder, renumberPlaceholders } from './placeholders';

describe('WhatsApp body placeholders', () => {
  it('keeps them numbered in order after an edit', () => {
    expect(renumberPlaceholders('Hi {{2}}, order {{4}} for {{2}}')).toBe('Hi {{1}}, order {{2}} for {{1}}');
    expect(renumberPlaceholders('no placeholders')).toBe('no placeholders');
  });

  it('inserts the next one where the caret is, renumbering those after it', () => {
    expect(insertPlaceholder('Hi ', 3, 3)).toEqual({ text: 'Hi {{1}}', caret: 8 });
    expect(insertPlaceholder('Hi , order {{1}}', 3, 3)).toEqual({ text: 'Hi {{1}}, order {{2}}', caret: 8 });
    expect(insertPlaceholder('Hi NAME', 3, 7)).toEqual({ text: 'Hi {{1}}', caret: 8 });
  });

  it('allows at most five', () => {
    expect(canAddPlaceholder('{{1}}{{2}}{{3}}{{4}}')).toBe(true);
    expect(canAddPlaceholder('{{1}}{{2}}{{3}}{{4}}{{5}}')).toBe(false);
  });
});
