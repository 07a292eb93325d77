import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { LoginErrorCode, LoginErrorText } from '../../common/error-keys';
import type { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';

/** The translated message of a failed login, code or two-step setup call. */
export function loginErrorText(error: ApiError, now = Date.now()): string {
  const { code, error: serverText } = error.body;
  if (error.status === 429 || code === LoginErrorCode.TOO_MANY_ATTEMPTS) {
    const seconds = Number((error.body as { retryAfter?: unknown }).retryAfter);
    if (!Number.isFinite(seconds) || seconds <= 0) return t`Too many failed attempts. Wait a few minutes, then try again.`;
    const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .format(new Date(now + seconds * 1000));
    return t`Too many failed attempts. You can try again at ${time}.`;
  }
  if (code === LoginErrorCode.MFA_ERROR) {
    if (serverText === LoginErrorText.MFA_CODE_INVALID) return t`That authentication code is not right. Enter the current code from your authenticator app.`;
    if (serverText === LoginErrorText.MFA_TEMP_ID_INVALID) return t`This login has expired. Enter your password again.`;
    if (serverText === LoginErrorText.MFA_ALREADY_ON) return t`Two-step verification is already on.`;
  }
  return errorText(error);
}
