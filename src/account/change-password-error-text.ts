// Why changing the password failed, in the user's language (the server's error keys, 01 §8).
import { t } from '@lingui/core/macro';
import { ParseErrorCode, ParseErrorText } from '../../common/parse';
import { AccountErrorText } from '../../common/password-policy';
import type { ApiError } from '../api/api-error';
import { passwordPolicyText } from '../auth/account-errors';
import { loginErrorText } from '../auth/login-error-text';

export function changePasswordErrorText(error: ApiError): string {
  const { code, error: text } = error.body;
  if (code === ParseErrorCode.OBJECT_NOT_FOUND && text === ParseErrorText.INVALID_LOGIN) return t`The current password is incorrect.`;
  if (text === AccountErrorText.PASSWORD_POLICY) return passwordPolicyText();
  // Wrong guesses are limited like logins: the same 429 and its time to try again.
  return loginErrorText(error);
}
