// An organization's integrations (01 §3): admins disconnect a channel and connect live chat again.
// The list is one jsonb column, changed with its row locked so two admins at once cannot lose a change.
import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Platform } from '../../common/contracts/base';
import { CREDENTIAL_PLATFORMS } from '../../common/contracts/integrations';
import { OrganizationRoutes, type IntegrationResult, type OrganizationIntegration } from '../../common/contracts/organizations';
import { requireFeature } from '../access/require-feature';
import { forgetOrganization } from '../auth-cache/invalidate';
import type { Queryable } from '../db/client';
import { integrations as integrationAccounts, organizations } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { requireAdmin } from '../members/members';
import type { Services } from '../services';

/** The organization's connected channels, or undefined when it does not exist. */
export async function integrationsOf(db: Queryable, orgId: string): Promise<OrganizationIntegration[] | undefined> {
  const [row] = await db.select({ integrations: organizations.integrations }).from(organizations)
    .where(eq(organizations.objectId, orgId)).limit(1);
  return row?.integrations;
}

export const hasIntegration = (integrations: readonly OrganizationIntegration[], platform: Platform) =>
  integrations.some((integration) => integration.platform === platform);

/**
 * Writes the list computed from the current one, with the organization's row locked so two admins at
 * once cannot lose a change; answers what was stored. The caller tells the consoles (organizationChanged).
 */
export async function changeIntegrationList(
  tx: Queryable, orgId: string, next: (current: OrganizationIntegration[]) => OrganizationIntegration[],
): Promise<OrganizationIntegration[]> {
  const [row] = await tx.select({ integrations: organizations.integrations }).from(organizations)
    .where(eq(organizations.objectId, orgId)).for('update');
  if (!row) throw notFound();
  const integrations = next(row.integrations);
  await tx.update(organizations).set({ integrations, updatedAt: new Date() }).where(eq(organizations.objectId, orgId));
  return integrations;
}

export async function integrationRoutes(fastify: FastifyInstance, { db, bus, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The linked-app part of organization settings must be open (docs/access.md); then admins only.
  const preHandler = requireFeature(db, 'organization-setting');

  /** Changes the list and tells the organization's consoles, whose menus follow the integrations; answers what was stored. */
  async function change(orgId: string, next: (current: OrganizationIntegration[]) => OrganizationIntegration[]): Promise<IntegrationResult> {
    const result = await db.transaction(async (tx) => {
      const integrations = await changeIntegrationList(tx, orgId, next);
      // A channel disconnected takes its connected accounts (and their credentials) with it.
      await tx.delete(integrationAccounts).where(and(
        eq(integrationAccounts.orgId, orgId),
        notInArray(integrationAccounts.platform, integrations.map((integration) => integration.platform)),
      ));
      return { integrations };
    });
    // The integrations are part of the members' cached access (server/auth-cache).
    await forgetOrganization(bus, orgId);
    realtime.organizationChanged(orgId);
    return result;
  }

  app.post('/functions/disconnectIntegration', { schema: OrganizationRoutes.integration, preHandler },
    async (request) => {
      const { orgId } = await requireAdmin(db, request);
      const { platform } = request.body;
      // Disconnecting what is not connected changes nothing (another admin may have been first).
      return { result: await change(orgId, (current) => current.filter((integration) => integration.platform !== platform)) };
    });

  app.post('/functions/connectIntegration', { schema: OrganizationRoutes.integration, preHandler },
    async (request) => {
      const { orgId } = await requireAdmin(db, request);
      const { platform } = request.body;
      // An account with credentials is connected through /functions/integrate, which checks them first.
      if ((CREDENTIAL_PLATFORMS as readonly string[]).includes(platform)) {
        throw badRequest(`platform ${platform} is connected with its account's credentials: POST /functions/integrate`);
      }
      return {
        result: await change(orgId, (current) => (hasIntegration(current, platform) ? current : [...current, { platform, alert: false }])),
      };
    });
}
