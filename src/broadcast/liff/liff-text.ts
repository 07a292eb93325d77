// The setup's error texts in the active language (03 §8 "LIFF creation": error/maximum_liff_apps).
import { t } from '@lingui/core/macro';
import { OBJECT_ALREADY_EXISTED } from '../../../common/error-keys';
import { LIFF_NOT_SET_UP, LINE_LOGIN_NOT_CONNECTED, LINE_LOGIN_REFUSED, MAXIMUM_LIFF_APPS } from '../../../common/line-liff';
import { toApiError } from '../../api/api-error';

export async function liffErrorText(cause: unknown): Promise<string> {
  const error = await toApiError(cause);
  if (error.offline) return t`The setup needs the connection. Try again once you are back online.`;
  switch (error.body.error) {
    case MAXIMUM_LIFF_APPS: return t`This LINE Login channel already has the maximum number of LIFF apps (30). Delete one in the LINE Developers console, then create it again.`;
    case LINE_LOGIN_REFUSED: return t`LINE did not accept this channel ID and channel secret. Copy both again from the LINE Login channel's Basic settings.`;
    case LINE_LOGIN_NOT_CONNECTED: return t`Connect the LINE Login channel first.`;
    case LIFF_NOT_SET_UP: return t`There is no LIFF app yet. Create it first.`;
    case OBJECT_ALREADY_EXISTED: return t`This organization already has its LIFF app.`;
    default: return error.body.error || t`LINE could not be reached. Please try again.`;
  }
}
