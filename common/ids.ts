import { ID_ALPHABET, ID_LENGTH } from './constants';

/** Random id of A–Z a–z 0–9 (10 characters by default), from a cryptographic source. */
export function randomId(length: number = ID_LENGTH): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let id = '';
  // 248 = 4 × 62: rejecting bytes above it keeps every character equally likely.
  for (let i = 0; id.length < length; i++) {
    if (i === bytes.length) {
      crypto.getRandomValues(bytes);
      i = 0;
    }
    const byte = bytes[i]!;
    if (byte < 248) id += ID_ALPHABET[byte % 62];
  }
  return id;
}

const ID_PATTERN = /^[A-Za-z0-9]{10}$/;

/** True for an object id of 10 alphanumerics. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
