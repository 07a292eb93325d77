// An organization's live-chat settings (Linked apps › Live chat): read by members who may open the
// page, changed by admins; the visitor API follows them (server/livechat/routes.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LivechatRoutes, type LivechatSettings } from '../../common/contracts/livechat';
import { WEEKDAYS } from '../../common/livechat';
import { dayHoursProblem, DEFAULT_LIVECHAT_SETTINGS } from '../../common/livechat-hours';
import { isKnownTimeZone } from '../../common/tasks';
import { requireFeature } from '../access/require-feature';
import type { Queryable } from '../db/client';
import { livechatSettings } from '../db/schema';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import { requireAdmin } from '../members/members';
import type { Services } from '../services';

/** The organization's settings; the defaults until an admin saves some. */
export async function livechatSettingsOf(db: Queryable, orgId: string): Promise<LivechatSettings> {
  const [row] = await db.select({ settings: livechatSettings.settings }).from(livechatSettings)
    .where(eq(livechatSettings.orgId, orgId)).limit(1);
  return row?.settings ?? DEFAULT_LIVECHAT_SETTINGS;
}

/** What the schema cannot say: a known time zone and open days that end after they start (400 naming the field). */
function checkSettings(settings: LivechatSettings): void {
  const { timeZone, days } = settings.businessHours;
  if (!isKnownTimeZone(timeZone)) throw badRequest(`body/settings/businessHours/timeZone ${timeZone} is not a known time zone`);
  for (const day of WEEKDAYS) {
    const problem = dayHoursProblem(days[day]);
    if (problem) throw badRequest(`body/settings/businessHours/days/${day} ${problem}`);
  }
}

export async function livechatSettingsRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The linked-app part of organization settings must be open (docs/access.md).
  const preHandler = requireFeature(db, 'organization-setting', { part: 'lineApp' });

  app.post('/functions/getLivechatSettings', { schema: LivechatRoutes.settings, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    return { result: await livechatSettingsOf(db, orgId) };
  });

  app.post('/functions/updateLivechatSettings', { schema: LivechatRoutes.updateSettings, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const settings = { ...request.body.settings, awayMessage: request.body.settings.awayMessage.trim() };
    checkSettings(settings);
    await db.insert(livechatSettings).values({ orgId, settings })
      .onConflictDoUpdate({ target: livechatSettings.orgId, set: { settings, updatedAt: new Date() } });
    return { result: settings };
  });
}
