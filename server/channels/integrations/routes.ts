// Connecting channel accounts (03 §7 /functions/integrate, /classes/Integration; docs/channels.md):
// admins connect an account after the platform has accepted its token, list and disconnect them, and
// ask the platform to reach our webhook. Credentials go in sealed and never come out.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { planTier } from '../../../common/access';
import { IntegrationRoutes } from '../../../common/contracts/integrations';
import { requireFeature } from '../../access/require-feature';
import { organizations } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { requireAdmin } from '../../members/members';
import { PlatformRefusal } from '../adapter';
import { forgetOrganization } from '../../auth-cache/invalidate';
import type { ChannelServices } from '../services';
import { announceIntegrationChanged } from './changed';
import { alreadyConnected, channelNotInPlan, connectFailure, platformUnreachable } from './errors';
import { toIntegration, webhookUrlOf } from './serialize';
import {
  connectedAccount, createIntegration, deleteIntegration, markWebhookSet, organizationIntegration, organizationIntegrations, renewIntegration,
} from './store';

/** Platforms take webhooks over HTTPS only: an http PUBLIC_URL cannot be set through their API. */
const isHttps = (url: string) => url.startsWith('https://');

export async function integrationRoutes(fastify: FastifyInstance, { db, config, bus, realtime, adapters, credentials }: ChannelServices): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The linked-app part of organization settings must be open (docs/access.md); then admins only.
  const preHandler = requireFeature(db, 'organization-setting');

  app.post('/functions/integrate', { schema: IntegrationRoutes.integrate, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const { platform, account } = request.body;
    const [org] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.objectId, orgId)).limit(1);
    if (!org) throw notFound();
    if (!planTier(org.plan).channels.includes(platform)) throw channelNotInPlan();
    // Connected already: only this organization's account whose token died may be connected again.
    const existing = await connectedAccount(db, platform, account);
    if (existing && (existing.orgId !== orgId || !existing.reconnect)) throw alreadyConnected();

    const adapter = adapters[platform];
    const secrets = adapter.credentialsOf(request.body);
    const described = await adapter.describe(secrets).catch(connectFailure(platform, request.log, (refusal) =>
      `token: ${platform} refused it (${refusal.status} ${refusal.message})`));
    if (described.account !== account) throw badRequest(`account: the access token is of channel ${described.account}, not ${account}`);
    await adapter.subscribe?.(secrets, account).catch(connectFailure(platform, request.log, (refusal) =>
      `token: ${platform} refused to subscribe the account to the app (${refusal.status} ${refusal.message})`));

    let row = existing
      ? await renewIntegration(db, credentials, existing, described, secrets)
      : await createIntegration(db, credentials, orgId, platform, described, secrets);
    if (!row) throw alreadyConnected();
    if (existing) await announceIntegrationChanged(bus, row.objectId);
    // The integrations are part of the members' cached access (server/auth-cache).
    await forgetOrganization(bus, orgId);
    realtime.organizationChanged(orgId);
    if (adapter.setWebhook && isHttps(config.publicUrl)) {
      try {
        await adapter.setWebhook(secrets, webhookUrlOf(config.publicUrl, row));
        row = (await markWebhookSet(db, row.objectId)) ?? row;
      } catch (error) {
        // Connected all the same: the admin pastes the URL into the platform's console instead.
        request.log.warn({ err: error instanceof Error ? error.message : String(error), integration: row.objectId }, 'setting the webhook URL failed');
      }
    }
    return { result: toIntegration(row, config.publicUrl) };
  });

  app.post('/classes/Integration', { schema: IntegrationRoutes.query, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    return { results: (await organizationIntegrations(db, orgId)).map((row) => toIntegration(row, config.publicUrl)) };
  });

  app.post('/classes/Integration/:id', { schema: IntegrationRoutes.delete, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const row = await organizationIntegration(db, orgId, request.params.id);
    if (!row) throw notFound();
    await deleteIntegration(db, row);
    await announceIntegrationChanged(bus, row.objectId);
    // The integrations are part of the members' cached access (server/auth-cache).
    await forgetOrganization(bus, orgId);
    realtime.organizationChanged(orgId);
    return {};
  });

  app.post('/functions/verifyIntegration', { schema: IntegrationRoutes.verify, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const row = await organizationIntegration(db, orgId, request.body.integrationId);
    if (!row) throw notFound();
    const adapter = adapters[row.platform as keyof typeof adapters];
    if (!adapter.testWebhook) {
      return { result: { success: false, statusCode: 0, reason: 'UNSUPPORTED', detail: `${row.platform} has no webhook test: send the account a message` } };
    }
    try {
      return { result: await adapter.testWebhook(credentials.open(row.objectId, row.credentials), webhookUrlOf(config.publicUrl, row)) };
    } catch (error) {
      if (error instanceof PlatformRefusal) return { result: { success: false, statusCode: 0, reason: 'REFUSED', detail: `${error.status} ${error.message}` } };
      request.log.warn({ err: error instanceof Error ? error.message : String(error), integration: row.objectId }, 'the platform could not be reached for the webhook test');
      throw platformUnreachable(row.platform);
    }
  });
}
