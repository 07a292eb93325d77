import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Platform } from '../../common/contracts/base';
import { LIVECHAT_ACCOUNT } from '../../common/message-bot';
import { errorText } from '../api/error-text';
import { useServerRead } from '../api/use-server-read';
import { useOrganizations } from '../org/organizations-context';
import { listIntegrations } from '../org-settings/channel-accounts/accounts-api';

/** An account the bot may answer on: a connected account (its Integration id) or live chat. */
export interface BotAccount {
  id: string;
  platform: Platform;
  name: string;
}

export interface BotAccounts {
  /** null while reading. */
  accounts: BotAccount[] | null;
  /** Why the connected accounts are not listed (live chat is listed all the same). */
  note: string | null;
}

/**
 * The organization's connected accounts (the linked-app page's list, POST /classes/Integration) and
 * live chat when it is connected; the accounts a rule listens on and the ones that start with the bot.
 */
export function useBotAccounts(orgId: string): BotAccounts {
  const { t } = useLingui();
  const { organizations } = useOrganizations();
  const organization = organizations?.find((one) => one.objectId === orgId);
  const liveChat = organization?.integrations.some((integration) => integration.platform === 'livechat') === true;
  // Only admins may list the connected accounts (a custom role may open the bot without being one).
  const isAdmin = organization?.authorityName === 'admin';
  const read = useCallback(async () => (isAdmin ? listIntegrations(orgId) : []), [orgId, isAdmin]);
  const { value, error } = useServerRead(read, errorText);
  const note = error ? t`The connected accounts could not be read: ${error}`
    : value && !isAdmin ? t`Only admins can see the organization's connected accounts.` : null;
  const connected = value?.map((integration) => ({ id: integration.objectId, platform: integration.platform, name: integration.integrationName || integration.account }));
  const accounts = connected || note
    ? [...(connected ?? []), ...(liveChat ? [{ id: LIVECHAT_ACCOUNT, platform: 'livechat' as const, name: t`Live chat` }] : [])]
    : null;
  return { accounts, note };
}
