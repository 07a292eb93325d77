// Sign-up's first step asks the server whether the e-mail is free (POST /functions/checkSignupEmail),
// so a taken address is said before the company step rather than after it (docs/security.md).
import { ParseErrorCode } from '../../common/parse';
import type { CheckSignupEmailResult } from '../../common/contracts/accounts';
import type { FunctionResponse } from '../../common/contracts/base';
import { toApiError } from '../api/api-error';
import { post } from '../api/client';
import { errorText } from '../api/error-text';

/**
 * The message for an address another account has, or null. A check that cannot tell (offline, too
 * many checks) answers null too: sign-up itself refuses a taken address at the end anyway.
 */
export async function takenEmailText(email: string): Promise<string | null> {
  try {
    await post<FunctionResponse<CheckSignupEmailResult>>('/functions/checkSignupEmail', { email: email.trim().toLowerCase() });
    return null;
  } catch (cause) {
    const error = await toApiError(cause);
    const taken = error.body.code === ParseErrorCode.EMAIL_TAKEN || error.body.code === ParseErrorCode.USERNAME_TAKEN;
    return taken ? errorText(error) : null;
  }
}
