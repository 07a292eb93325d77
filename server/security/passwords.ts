import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

// Hashed once, on first need: an unknown account is checked against it so that a wrong username
// takes as long to refuse as a wrong password and the answer time tells nothing.
let decoyHash: Promise<string> | undefined;

/**
 * Verifies against the account's hash, or against a decoy when there is no such account or it has
 * no password (made by social login).
 */
export async function verifyAccountPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash != null) return verifyPassword(passwordHash, password);
  decoyHash ??= hashPassword('decoy password of no account');
  await verifyPassword(await decoyHash, password);
  return false;
}
