// WhatsApp message templates (01 §1 organization-setting › WhatsApp template, 02 §3 placeholders,
// 02 §9): the rules the console's editor and the server both follow. Meta approves a template before
// it may be sent; outside the 24-hour customer service window only an approved template goes out.
import { CUSTOM_FIELD_KEYS } from './customer-profile';

/** 02 §9: at most 5 placeholders ({{1}} … {{5}}) in a template's body. */
export const WHATSAPP_PLACEHOLDER_MAX = 5;
/** Meta's limits on a template's parts (characters). */
export const WHATSAPP_TEMPLATE_LIMITS = { name: 512, body: 1024, headerText: 60, footer: 60, buttonText: 25, buttonUrl: 2000, buttons: 10 } as const;
/** A template name as Meta takes it: lower-case letters, digits and underscores. */
export const WHATSAPP_TEMPLATE_NAME_PATTERN = '^[a-z0-9_]{1,512}$';

export const WHATSAPP_TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export type WhatsAppTemplateCategory = (typeof WHATSAPP_TEMPLATE_CATEGORIES)[number];
/** Meta's review states; only APPROVED may be sent. */
export const WHATSAPP_TEMPLATE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL'] as const;
export type WhatsAppTemplateStatus = (typeof WHATSAPP_TEMPLATE_STATUSES)[number];
export const WHATSAPP_HEADER_FORMATS = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export const WHATSAPP_BUTTON_TYPES = ['QUICK_REPLY', 'URL', 'PHONE_NUMBER'] as const;

/** 02 §3 WhatsApp template placeholders: the customer values a placeholder may take. */
export const WHATSAPP_CUSTOMER_VALUES = [
  'originalDisplayName', 'displayName', 'gender', 'birthday', 'cellPhone', 'email', 'nation', 'location', 'address', 'about', 'language',
  ...CUSTOM_FIELD_KEYS,
] as const;
export type WhatsAppCustomerValue = (typeof WHATSAPP_CUSTOMER_VALUES)[number];

/** What fills one placeholder: a value of the customer's profile, or text the agent typed. */
export type WhatsAppPlaceholder = { type: 'customer'; value: WhatsAppCustomerValue } | { type: 'custom'; value: string };

/** The placeholders' numbers in a text, in order of first appearance ({{1}} → 1). */
export function placeholderNumbers(text: string): number[] {
  const numbers: number[] = [];
  for (const match of text.matchAll(/\{\{(\d+)\}\}/g)) {
    const number = Number(match[1]);
    if (!numbers.includes(number)) numbers.push(number);
  }
  return numbers;
}

/** Why a body's placeholders are not what Meta takes (1 … n, in order, at most 5), or undefined. */
export function placeholderProblem(body: string): string | undefined {
  const numbers = placeholderNumbers(body);
  if (numbers.length > WHATSAPP_PLACEHOLDER_MAX) return `at most ${WHATSAPP_PLACEHOLDER_MAX} placeholders`;
  if (numbers.some((number, index) => number !== index + 1)) return 'placeholders are numbered {{1}}, {{2}}, … in order';
  return undefined;
}

/** The text with each {{n}} replaced by the n-th value (a missing value leaves the placeholder). */
export function fillPlaceholders(text: string, values: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (token, number: string) => values[Number(number) - 1] ?? token);
}
