import { t } from '@lingui/core/macro';
import { ParseErrorCode } from '../../../common/parse';
import { SocialLoginErrorCode } from '../../../common/social-login';
import type { ApiError } from '../../api/api-error';
import { loginErrorText } from '../login-error-text';

/** The translated message of a refused social login; `label` names the provider ("Google"). */
export function socialErrorText(error: ApiError, label: string): string {
  switch (error.body.code) {
    case SocialLoginErrorCode.INVALID_LINKED_SESSION:
      return t`Your ${label} sign-in could not be verified. Try again.`;
    case SocialLoginErrorCode.UNSUPPORTED_SERVICE:
      return t`Signing in with ${label} is not available on this server.`;
    case SocialLoginErrorCode.ACCOUNT_ALREADY_LINKED:
      return t`Your Parley account is already linked to another ${label} account.`;
    case SocialLoginErrorCode.PROVIDER_UNAVAILABLE:
      return t`${label} cannot be reached right now. Try again later.`;
    case ParseErrorCode.EMAIL_TAKEN:
      return t`An account with this e-mail address already exists. Log in with your password instead.`;
    case ParseErrorCode.EMAIL_MISSING:
      return t`Your ${label} account has no e-mail address. Sign up with e-mail and password instead.`;
    default:
      return loginErrorText(error);
  }
}

/** The translated message of an error the provider sent back instead of a token (OAuth 2.0 codes). */
export function providerErrorText(error: string, label: string): string {
  if (error === 'access_denied') return t`You did not allow Parley to sign you in with ${label}.`;
  return t`${label} did not sign you in (${error}).`;
}
