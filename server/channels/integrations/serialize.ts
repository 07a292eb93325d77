// An integration row as the API answers it: what the console shows, never a credential.
import type { InferSelectModel } from 'drizzle-orm';
import type { CredentialPlatform, Integration } from '../../../common/contracts/integrations';
import { pointer } from '../../../common/parse';
import type { integrations } from '../../db/schema';

export type IntegrationRow = InferSelectModel<typeof integrations>;

/**
 * Platforms whose accounts all post to one webhook URL of ours, each entry naming its account (Meta's
 * app webhook: /webhooks/meta, set in the App dashboard, never through the API).
 */
const SHARED_WEBHOOKS: Partial<Record<CredentialPlatform, string>> = { facebook: 'meta', instagram: 'meta', whatsapp: 'meta' };

export const sharedWebhookOf = (platform: string) => SHARED_WEBHOOKS[platform as CredentialPlatform];

/** Where the platform posts this account's webhooks. */
export function webhookUrlOf(publicUrl: string, row: Pick<IntegrationRow, 'platform' | 'objectId'>): string {
  const shared = sharedWebhookOf(row.platform);
  return shared ? `${publicUrl}/webhooks/${shared}` : `${publicUrl}/webhooks/${row.platform}/${row.objectId}`;
}

export function toIntegration(row: IntegrationRow, publicUrl: string): Integration {
  return {
    objectId: row.objectId,
    integrationId: row.objectId,
    integrationName: row.name,
    organization: pointer('Organization', row.orgId),
    platform: row.platform as CredentialPlatform,
    account: row.account,
    ...(row.parentAccount ? { [row.platform === 'whatsapp' ? 'wabaId' : 'pageId']: row.parentAccount } : {}),
    ...(row.picture ? { picture: row.picture } : {}),
    webhook: {
      url: webhookUrlOf(publicUrl, row),
      setByServer: row.webhookSetAt !== null,
      ...(row.lastWebhookAt ? { lastReceivedAt: row.lastWebhookAt.toISOString() } : {}),
    },
    ...(row.reconnect ? { reconnect: true } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
