// The invite dialog's address field: one or more addresses, separated by commas, spaces or lines.

/** 01 §5: non-space text, an @, a domain, a dot and a suffix. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ParsedEmails {
  /** Lowercased, distinct, in the order typed. */
  valid: string[];
  invalid: string[];
}

export function parseEmails(text: string): ParsedEmails {
  const entries = text.split(/[\s,;]+/).map((entry) => entry.trim()).filter(Boolean);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    if (!EMAIL_PATTERN.test(entry)) invalid.push(entry);
    else if (!valid.includes(entry.toLowerCase())) valid.push(entry.toLowerCase());
  }
  return { valid, invalid };
}
