// Parse-compatible wire encoding (ARCHITECTURE.md §3): pointers, dates and error codes.
import type { ErrorBody } from './contracts/base';

export interface ParsePointer<C extends string = string> {
  __type: 'Pointer';
  className: C;
  objectId: string;
}

export interface ParseDate {
  __type: 'Date';
  iso: string;
}

export function pointer<C extends string>(className: C, objectId: string): ParsePointer<C> {
  return { __type: 'Pointer', className, objectId };
}

export function parseDate(value: Date | string): ParseDate {
  return { __type: 'Date', iso: typeof value === 'string' ? value : value.toISOString() };
}

/** ISO text of a Parse date, a plain ISO string, or undefined. */
export function isoOf(value: ParseDate | string | null | undefined): string | undefined {
  if (value == null) return undefined;
  return typeof value === 'string' ? value : value.iso;
}

/** Parse's error codes used by this API. */
export const ParseErrorCode = {
  OTHER_CAUSE: -1,
  INTERNAL_SERVER_ERROR: 1,
  OBJECT_NOT_FOUND: 101,
  INVALID_QUERY: 102,
  INVALID_JSON: 107,
  OPERATION_FORBIDDEN: 119,
  SCRIPT_FAILED: 141,
  VALIDATION_ERROR: 142,
  USERNAME_MISSING: 200,
  PASSWORD_MISSING: 201,
  USERNAME_TAKEN: 202,
  EMAIL_TAKEN: 203,
  EMAIL_MISSING: 204,
  EMAIL_NOT_FOUND: 205,
  SESSION_MISSING: 206,
  INVALID_SESSION_TOKEN: 209,
  DUPLICATE_VALUE: 137,
} as const;

/** Error texts the console matches on (01 §8). */
export const ParseErrorText = {
  INVALID_LOGIN: 'Invalid username/password.',
  USERNAME_TAKEN: 'Account already exists for this username.',
  EMAIL_TAKEN: 'Account already exists for this email address.',
  INVALID_SESSION: 'Invalid session token',
} as const;

/** Body of every error answer: the one schema of it is contracts/base.ts ErrorBody. */
export type ParseErrorBody = ErrorBody;

/** True when an error answer means the session is gone (01 §8: clear login, go to /login). */
export function isInvalidSession(body: Partial<ParseErrorBody> | undefined): boolean {
  return body?.code === ParseErrorCode.INVALID_SESSION_TOKEN ||
    (typeof body?.error === 'string' && body.error.toLowerCase() === ParseErrorText.INVALID_SESSION.toLowerCase());
}
