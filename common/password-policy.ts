// The password policy (one place, used by the server and the console) and the account error texts
// of the password and e-mail flows that the console matches on (01 §8).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1000;

/** True when the password may be used: at least PASSWORD_MIN_LENGTH characters. */
export function meetsPasswordPolicy(password: string): boolean {
  // Count code points, not UTF-16 units: an emoji is one character to the person typing it.
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

export const AccountErrorText = {
  /** Parse's answer to a password that fails the policy. */
  PASSWORD_POLICY: 'Password does not meet the Password Policy requirements.',
  /** A reset link that is unknown, used or expired (the console shows its password-error message). */
  INVALID_RESET_TOKEN: 'Invalid password reset token.',
  /** A verification link that is unknown, used or expired. */
  INVALID_VERIFY_TOKEN: 'Invalid e-mail verification token.',
} as const;

/** Parse's text for a password-reset request of an unknown e-mail (code 205). */
export function noUserWithEmail(email: string): string {
  return `No user found with email ${email}.`;
}

/** 01 §8: "'Invalid password' on reset" — any error text that starts so. */
export function isInvalidPasswordError(text: string | undefined): boolean {
  return typeof text === 'string' && text.startsWith('Invalid password');
}

/** Lifetimes of mailed links. */
export const VERIFY_EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;
