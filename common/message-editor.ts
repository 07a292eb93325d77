// The message editor's rules (02 §5 Message editor): the customer-name token, the count against an
// optional maximum, and pasted text. Pure; used by the composer and the template form.

/** The fixed marker that stands for the customer's name until the message is sent (02 §9). */
export const CUSTOMER_NAME_TOKEN = '{{customerName}}';
/** The longest text message publishTemplate takes (common/contracts/message-data.ts OutboundTemplate). */
export const TEXT_MESSAGE_MAX = 5000;

/** Characters as the counter and the server count them: code points, not UTF-16 units. */
function characters(text: string): number {
  return Array.from(text).length;
}

/** The text as the customer receives it: every token replaced by the customer's name. */
export function withCustomerName(text: string, customerName: string): string {
  return text.split(CUSTOMER_NAME_TOKEN).join(customerName);
}

/** The editor's count: a customer-name token counts as the name's length. */
export function editorLength(text: string, customerName: string): number {
  return characters(withCustomerName(text, customerName));
}

/** The counter's state: `length/max`, over when the text is longer than the optional maximum. */
export function editorCount(text: string, customerName: string, max?: number): { length: number; max?: number; over: boolean } {
  const length = editorLength(text, customerName);
  return max === undefined ? { length, over: false } : { length, max, over: length > max };
}

/** Pasted text is trimmed (02 §5). */
export function pastedText(text: string): string {
  return text.trim();
}

/** `insert` put in place of the selection [start, end) of `text`, with the caret after it. */
export function insertText(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
