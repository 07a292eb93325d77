import { t } from '@lingui/core/macro';
import { ParseErrorCode, ParseErrorText } from '../../common/parse';
import { NOTE_COUNT_LIMIT, NOTES_PER_CUSTOMER_MAX } from '../../common/notes-tags';
import { RESOURCE_INSUFFICIENT, SEATS_FULL } from '../../common/error-keys';
import type { ApiError } from './api-error';

/** The translated message an agent sees for a failed call (01 §8). */
export function errorText(error: ApiError): string {
  if (error.offline) return t`Cannot reach the server. Check your connection and try again.`;
  const { code, error: serverText } = error.body;
  if (code === ParseErrorCode.OBJECT_NOT_FOUND && serverText === ParseErrorText.INVALID_LOGIN) {
    return t`The username or password is incorrect.`;
  }
  if (serverText === ParseErrorText.USERNAME_TAKEN || serverText === ParseErrorText.EMAIL_TAKEN) {
    return t`An account with this e-mail already exists. Log in instead.`;
  }
  return serverErrorText(serverText);
}

/** The translated text of a server error key, or the server's own text when it is not a known key. */
export function serverErrorText(serverText: string | undefined): string {
  // Limits of the plan and the account (docs/organizations.md).
  if (serverText === SEATS_FULL) return t`Every seat of this organization's plan is taken. Remove a member or move to a bigger plan first.`;
  if (serverText === RESOURCE_INSUFFICIENT) return t`Your account cannot create more organizations. Contact sales to get more.`;
  if (serverText === NOTE_COUNT_LIMIT) {
    const max = NOTES_PER_CUSTOMER_MAX;
    return t`This customer already has ${max} notes, the most allowed. Delete a note to save a new one.`;
  }
  return serverText ?? t`Something went wrong. Please try again.`;
}
