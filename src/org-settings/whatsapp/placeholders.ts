// The WhatsApp body editor's placeholders (02 §5): numbered {{n}}, kept 1, 2, 3… in order of
// appearance after any edit, at most WHATSAPP_PLACEHOLDER_MAX.
import { insertText } from '../../../common/message-editor';
import { placeholderNumbers, WHATSAPP_PLACEHOLDER_MAX } from '../../../common/whatsapp-templates';

/** The text with its placeholders renumbered 1, 2, 3… in order of first appearance ({{3}} {{1}} → {{1}} {{2}}). */
export function renumberPlaceholders(text: string): string {
  const order = placeholderNumbers(text);
  return text.replace(/\{\{(\d+)\}\}/g, (_token, number: string) => `{{${order.indexOf(Number(number)) + 1}}}`);
}

/** How many placeholders the body has. */
export function placeholderCount(text: string): number {
  return placeholderNumbers(text).length;
}

/** Whether another placeholder may be added (the add button hides at 5). */
export function canAddPlaceholder(text: string): boolean {
  return placeholderCount(text) < WHATSAPP_PLACEHOLDER_MAX;
}

/** Puts the next placeholder in place of the selection, renumbered with the rest; the caret after it. */
export function insertPlaceholder(text: string, start: number, end: number): { text: string; caret: number } {
  const marker = '\u0000';
  const { text: marked } = insertText(text, start, end, marker);
  const numbered = renumberPlaceholders(marked.replace(marker, `{{${WHATSAPP_PLACEHOLDER_MAX + 100}}}${marker}`));
  const caret = numbered.indexOf(marker);
  return { text: numbered.replace(marker, ''), caret };
}
