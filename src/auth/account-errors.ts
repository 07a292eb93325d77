// Texts of the password and e-mail flows' errors (01 §8 Account).
import { t } from '@lingui/core/macro';
import { ParseErrorCode } from '../../common/parse';
import { AccountErrorText, isInvalidPasswordError, PASSWORD_MIN_LENGTH } from '../../common/password-policy';
import type { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';

const offlineText = () => t`Cannot reach the server. Check your connection and try again.`;

export function passwordPolicyText(): string {
  const min = PASSWORD_MIN_LENGTH;
  return t`Use at least ${min} characters for the password.`;
}

/** A password-reset request: 205 → no-member message; any other failure → e-mail-error message. */
export function resetRequestErrorText(error: ApiError): string {
  if (error.offline) return offlineText();
  if (error.body.code === ParseErrorCode.EMAIL_NOT_FOUND) return t`No account uses this e-mail address.`;
  return t`The e-mail could not be sent. Please try again later.`;
}

/** Setting a new password from a mailed link: 'Invalid password…' → password-error message. */
export function resetErrorText(error: ApiError): string {
  if (isInvalidPasswordError(error.body.error)) return t`This password reset link is invalid or has expired. Request a new one.`;
  if (error.body.error === AccountErrorText.PASSWORD_POLICY) return passwordPolicyText();
  return errorText(error);
}

/** Opening a verification link that does not work (any more). */
export function verifyErrorText(error: ApiError): string {
  if (error.offline) return offlineText();
  if (error.body.error === AccountErrorText.INVALID_VERIFY_TOKEN) return t`This verification link is invalid or has expired.`;
  return errorText(error);
}
