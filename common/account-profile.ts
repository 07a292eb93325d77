// The user's own account (01 §3, §5, §7, §8): e-mail rule, profile languages, the update calls'
// limits and error keys; their shapes are in common/contracts/accounts.ts. Shared by the console and
// the server (docs/accounts.md).
import type { User } from './contracts/accounts';

/** 01 §5: non-space text, an @, a domain, a dot and a suffix. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** An address as it is stored and compared: trimmed, lowercased (01 §5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The interface languages a profile may choose (01 §1). */
export const PROFILE_LANGUAGES = ['en-US', 'ja-JP', 'zh-TW', 'zh-CN'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const NAME_MAX_LENGTH = 100;

/** Error keys of a profile update (01 §8), in `error` with Parse's MFA_ERROR code 210. */
export const ProfileErrorKey = {
  /** Turning two-step verification on without a generated secret (or off while none is set). */
  MFA_TOKEN_NOT_FOUND: 'user.mfa.tokenNotFound',
  /** The code is not the authenticator app's current one. */
  MFA_NOT_VALID: 'user.mfa.notValid',
} as const;

/** The onboarding carousel shows while the flag is false or absent (01 §4). */
export function needsOnboarding(user: Pick<User, 'toturialDisabled'>): boolean {
  return user.toturialDisabled !== true;
}
