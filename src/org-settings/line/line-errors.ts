import { t } from '@lingui/core/macro';
import { CHANNEL_NOT_IN_PLAN, OBJECT_ALREADY_EXISTED } from '../../../common/error-keys';
import type { ApiError } from '../../api/api-error';

/** What went wrong connecting a LINE account, in the agent's language (the server's 400s name the field). */
export function lineConnectErrorText(error: ApiError): string {
  const text = error.body.error ?? '';
  if (error.offline) return t`The server could not be reached. Check your connection; what you typed is kept.`;
  if (text === OBJECT_ALREADY_EXISTED) return t`This LINE account is connected already, here or in another organization.`;
  if (text === CHANNEL_NOT_IN_PLAN) return t`Your organization's plan does not include LINE. Ask the operator of this server for a plan with LINE.`;
  if (text.startsWith('token:')) return t`LINE did not accept the channel access token. Copy the long-lived token again from the Messaging API tab.`;
  if (text.startsWith('account:')) return t`The channel access token belongs to another channel. Check the channel ID.`;
  if (text.includes('secret')) return t`The channel secret is 32 letters and digits (0–9, a–f), from the Basic settings tab.`;
  if (text.includes('/account')) return t`The channel ID is the number on the Basic settings tab.`;
  if (text.includes('/token')) return t`The channel access token looks wrong. Copy it again from the Messaging API tab.`;
  return t`The account could not be connected: ${text}`;
}
