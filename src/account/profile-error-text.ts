// Texts of the account settings' errors (01 §8 Account: the mfa keys of a profile update,
// account-already-exists for a new e-mail).
import { t } from '@lingui/core/macro';
import { ProfileErrorKey } from '../../common/account-profile';
import { ParseErrorText } from '../../common/parse';
import { LoginErrorCode } from '../../common/error-keys';
import type { ApiError } from '../api/api-error';
import { loginErrorText } from '../auth/login-error-text';

export function profileErrorText(error: ApiError): string {
  const { code, error: serverText } = error.body;
  if (code === LoginErrorCode.MFA_ERROR && serverText === ProfileErrorKey.MFA_NOT_VALID) {
    return t`That authentication code is not right. Enter the current code from your authenticator app.`;
  }
  if (code === LoginErrorCode.MFA_ERROR && serverText === ProfileErrorKey.MFA_TOKEN_NOT_FOUND) {
    return t`Start the setup again to get a new QR code.`;
  }
  if (serverText === ParseErrorText.EMAIL_TAKEN || serverText === ParseErrorText.USERNAME_TAKEN) {
    return t`Another account already uses this e-mail address.`;
  }
  // Too many wrong codes (429), offline, and the rest.
  return loginErrorText(error);
}
