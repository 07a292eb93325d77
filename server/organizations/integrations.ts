// An organization's integrations (01 §3): admins disconnect a channel and connect live chat again.
// The list is one jsonb column, changed with its row locked so two admins at once cannot lose a change.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FunctionResponse, Platform } from '../../common/contracts/base';
import type { IntegrationRequest, IntegrationResult, OrganizationIntegration } from '../../common/contracts/organizations';
import { requireFeature } from '../access/require-feature';
import type { Queryable } from '../db/client';
import { organizations } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { requireAdmin } from '../members/members';
import type { Services } from '../services';

const PLATFORMS: readonly Platform[] = ['line', 'facebook', 'instagram', 'whatsapp', 'livechat'];
/** Channels this server can connect: live chat is built in; the others need flows not built yet. */
const CONNECTABLE: readonly Platform[] = ['livechat'];

const integrationSchema = {
  body: {
    type: 'object',
    required: ['orgId', 'platform'],
    properties: {
      orgId: { type: 'string', minLength: 1, maxLength: 40 },
      platform: { type: 'string', enum: PLATFORMS },
    },
  },
};

/** The organization's connected channels, or undefined when it does not exist. */
export async function integrationsOf(db: Queryable, orgId: string): Promise<OrganizationIntegration[] | undefined> {
  const [row] = await db.select({ integrations: organizations.integrations }).from(organizations)
    .where(eq(organizations.objectId, orgId)).limit(1);
  return row?.integrations;
}

export const hasIntegration = (integrations: readonly OrganizationIntegration[], platform: Platform) =>
  integrations.some((integration) => integration.platform === platform);

export async function integrationRoutes(app: FastifyInstance, { db, realtime }: Services): Promise<void> {
  // The linked-app part of organization settings must be open (docs/access.md); then admins only.
  const preHandler = requireFeature(db, 'organization-setting');

  /**
   * Writes the list computed from the current one and tells the organization's consoles, whose menus
   * follow the integrations (`organizationChanged`); answers what was stored.
   */
  async function change(orgId: string, next: (current: OrganizationIntegration[]) => OrganizationIntegration[]): Promise<IntegrationResult> {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.select({ integrations: organizations.integrations }).from(organizations)
        .where(eq(organizations.objectId, orgId)).for('update');
      if (!row) throw notFound();
      const integrations = next(row.integrations);
      await tx.update(organizations).set({ integrations, updatedAt: new Date() }).where(eq(organizations.objectId, orgId));
      return { integrations };
    });
    realtime.organizationChanged(orgId);
    return result;
  }

  app.post<{ Body: IntegrationRequest }>('/functions/disconnectIntegration', { schema: integrationSchema, preHandler },
    async (request): Promise<FunctionResponse<IntegrationResult>> => {
      const { orgId } = await requireAdmin(db, request);
      const { platform } = request.body;
      // Disconnecting what is not connected changes nothing (another admin may have been first).
      return { result: await change(orgId, (current) => current.filter((integration) => integration.platform !== platform)) };
    });

  app.post<{ Body: IntegrationRequest }>('/functions/connectIntegration', { schema: integrationSchema, preHandler },
    async (request): Promise<FunctionResponse<IntegrationResult>> => {
      const { orgId } = await requireAdmin(db, request);
      const { platform } = request.body;
      if (!CONNECTABLE.includes(platform)) throw badRequest(`platform ${platform} cannot be connected by this server yet; only livechat can`);
      return {
        result: await change(orgId, (current) => (hasIntegration(current, platform) ? current : [...current, { platform, alert: false }])),
      };
    });
}
