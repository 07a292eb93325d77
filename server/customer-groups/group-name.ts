// A customer group's name (or CSV import title) as stored: trimmed, never blank.
import { badRequest } from '../http/errors';

/** A name trimmed; blank is refused (400 naming the field). */
export function trimmedName(value: string, field: string): string {
  const name = value.trim();
  if (name === '') throw badRequest(`${field} must not be blank`);
  return name;
}
