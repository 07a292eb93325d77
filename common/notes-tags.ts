// Rules of customer notes and tags (02 §3, §5, §9) that the console and the server both follow.

/** A note holds at most 300 characters (02 §9 "Note limit"). */
export const NOTE_MAX_LENGTH = 300;
/** A customer carries at most this many notes (the spec names the limit, not its value); beyond it: NOTE_COUNT_LIMIT. */
export const NOTES_PER_CUSTOMER_MAX = 100;
/** Error key of a note (or AI summary, which is saved as a note) beyond NOTES_PER_CUSTOMER_MAX (02 §8). */
export const NOTE_COUNT_LIMIT = 'error/note_count_limit';
/** A customer shows at most 12 tags (02 §9 "Tags per customer slice"). */
export const CUSTOMER_TAGS_SHOWN = 12;
/** The tag input takes at most this many tags before it stops adding (02 §5 "stops adding at the maximum"). */
export const TAG_INPUT_MAX = 12;
/** The longest tag name accepted. */
export const TAG_NAME_MAX_LENGTH = 50;
/** A customer carries at most this many tags in all; adding beyond it answers 400. */
export const CUSTOMER_TAGS_MAX = 100;
/** Customers named in one bulk tag task (POST /functions/task.tag `where.customers`); the inbox selection is at most 50. */
export const BULK_TAG_CUSTOMERS_MAX = 500;
/** Tag candidates: 10 by default, 20 at most (02 §7 "Tag search candidate limit 10 to 20"). */
export const TAG_SEARCH_LIMIT = 10;
export const TAG_SEARCH_LIMIT_MAX = 20;
/** Tag search waits this long after the last keystroke (02 §7, §9). */
export const TAG_SEARCH_DEBOUNCE_MS = 600;

/** Characters as the user sees them (code points), as JSON schema's maxLength counts them. */
export function noteLength(text: string): number {
  return [...text].length;
}

/** A note can be submitted when it is not blank and within the limit (02 §5 Notes). */
export function canSubmitNote(text: string): boolean {
  return text.trim() !== '' && noteLength(text) <= NOTE_MAX_LENGTH;
}

/** The tag count badge: the number, or 99+ above 99 (02 §3 Tag). */
export function tagCountBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The tag input's rule for one confirmed entry (Enter or blur): trimmed, empty ignored, a duplicate
 * ignored, nothing added once the maximum is reached (02 §5 Tags). Answers the new list.
 */
export function addTagToInput(tags: readonly string[], input: string, max = TAG_INPUT_MAX): string[] {
  const name = input.trim();
  if (name === '' || tags.includes(name) || tags.length >= max) return [...tags];
  return [...tags, name.slice(0, TAG_NAME_MAX_LENGTH)];
}

/** Tags merged into a customer's list: order kept, no duplicates. */
export function withTags(current: readonly string[], added: readonly string[]): string[] {
  const next = [...current];
  for (const tag of added) if (!next.includes(tag)) next.push(tag);
  return next;
}

export function withoutTags(current: readonly string[], removed: readonly string[]): string[] {
  return current.filter((tag) => !removed.includes(tag));
}

/** A LIKE pattern that matches the keyword literally anywhere (%, _ and \ escaped). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
