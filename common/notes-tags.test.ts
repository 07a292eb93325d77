import { describe, expect, it } from 'vitest';
import {
  NOTE_MAX_LENGTH, TAG_INPUT_MAX, addTagToInput, canSubmitNote, containsPattern, noteLength, tagCountBadge, withTags, withoutTags,
} from './notes-tags';

describe('tag input rules (02 §5 Tags)', () => {
  const full = Array.from({ length: TAG_INPUT_MAX }, (_, index) => `t${index}`);
  it.each([
    ['adds a new tag', ['a'], 'b', ['a', 'b']],
    ['trims the text', ['a'], '  b  ', ['a', 'b']],
    ['ignores empty input', ['a'], '', ['a']],
    ['ignores blank input', ['a'], '   ', ['a']],
    ['ignores a duplicate', ['a', 'b'], 'a', ['a', 'b']],
    ['ignores a duplicate after trimming', ['a'], ' a ', ['a']],
    ['keeps case apart', ['a'], 'A', ['a', 'A']],
    ['stops adding at the maximum', full, 'more', full],
    ['cuts a name to 50 characters', [], 'x'.repeat(60), ['x'.repeat(50)]],
  ])('%s', (_name, tags, input, expected) => {
    expect(addTagToInput(tags, input)).toEqual(expected);
  });

  it('takes a custom maximum', () => {
    expect(addTagToInput(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });

  it('merges and removes tags keeping order, without duplicates', () => {
    expect(withTags(['a', 'b'], ['b', 'c', 'c'])).toEqual(['a', 'b', 'c']);
    expect(withoutTags(['a', 'b', 'c'], ['b', 'x'])).toEqual(['a', 'c']);
  });
});

describe('note counter (02 §5 Notes)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['hello', true],
    ['x'.repeat(NOTE_MAX_LENGTH), true],
    ['x'.repeat(NOTE_MAX_LENGTH + 1), false],
    ['😀'.repeat(NOTE_MAX_LENGTH), true],
  ])('can submit %j: %s', (text, allowed) => {
    expect(canSubmitNote(text)).toBe(allowed);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(noteLength('😀a')).toBe(2);
    expect(noteLength('')).toBe(0);
  });
});

describe('tag count badge (02 §3 Tag)', () => {
  it.each([[0, '0'], [12, '12'], [99, '99'], [100, '99+'], [5000, '99+']])('%i shows %s', (count, shown) => {
    expect(tagCountBadge(count)).toBe(shown);
  });
});

describe('tag search pattern', () => {
  it.each([
    ['vip', '%vip%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['', '%%'],
  ])('%j → %j', (keyword, pattern) => {
    expect(containsPattern(keyword)).toBe(pattern);
  });
});
