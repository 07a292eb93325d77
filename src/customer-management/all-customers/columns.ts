// The all customers table's optional columns (picture and name are always shown), and the ones a
// member chose, kept in this browser per member (localStorage, keyed by the user's objectId).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const COLUMN_KEYS = [
  'platform', 'tags', 'gender', 'joinedAt', 'lastMessageAt', 'friendship', 'cellPhone', 'email', 'customField1', 'customField2', 'customField3',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Shown until the member chooses. */
export const DEFAULT_COLUMNS: readonly ColumnKey[] = ['platform', 'tags', 'gender', 'joinedAt', 'lastMessageAt', 'friendship', 'cellPhone', 'email'];

/** The names of the columns but the custom fields (those are the organization's names). */
export const COLUMN_LABELS: Record<Exclude<ColumnKey, `customField${number}`>, MessageDescriptor> = {
  platform: msg`Platform`,
  tags: msg`Tags`,
  gender: msg`Gender`,
  joinedAt: msg`Joined`,
  lastMessageAt: msg`Last message`,
  friendship: msg`Follow state`,
  cellPhone: msg`Phone`,
  email: msg`E-mail`,
};

const storageKey = (userId: string) => `parley.allCustomers.columns.${userId}`;

/** The member's columns, in table order; the defaults when none were kept (or what was kept is not a list). */
export function readColumns(userId: string): ColumnKey[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null');
    if (Array.isArray(kept)) return COLUMN_KEYS.filter((key) => kept.includes(key));
  } catch {
    // Not JSON: the defaults.
  }
  return [...DEFAULT_COLUMNS];
}

export function writeColumns(userId: string, columns: readonly ColumnKey[]): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(COLUMN_KEYS.filter((key) => columns.includes(key))));
  } catch {
    // Storage full or refused: the choice holds for this visit.
  }
}
