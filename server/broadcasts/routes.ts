// Broadcast routes (03 §7; docs/broadcasts.md): the list, create and edit, pause / resume / stop /
// copy / delete, the audience count, analysis, export and the open log. Members whose role and plan
// open the broadcast module (common/access; else 403 error/feature-disabled); every query scoped to
// the caller's organization (another organization's broadcast: 404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { audiencePlatforms, BROADCAST_CUSTOMERS_LIMIT_MAX, BROADCAST_LIST_LIMIT_DEFAULT, NOT_SUPPORTED_CONTENT_TYPE, scheduleProblem } from '../../common/broadcasts';
import { broadcastContentProblem } from '../../common/broadcast-content';
import { BroadcastRoutes, type BroadcastCreateRequest, type BroadcastMessage } from '../../common/contracts/broadcasts';
import type { Platform } from '../../common/contracts/base';
import { ParseErrorCode } from '../../common/parse';
import { DEFAULT_EXPORT_LOCALE, isKnownTimeZone, TaskType } from '../../common/tasks';
import { requireFeature } from '../access/require-feature';
import { organizationTemplate } from '../channels/whatsapp/templates/store';
import { liffIdOf } from '../channels/line-login/store';
import { LIFF_NOT_SET_UP } from '../../common/line-liff';
import type { ChannelServices } from '../channels/services';
import type { Queryable } from '../db/client';
import { broadcastRecipients } from '../db/schema';
import type { FileKit } from '../files';
import { ApiError, badRequest } from '../http/errors';
import { toCustomer } from '../messages/serialize';
import type { Tasks } from '../tasks';
import { toTask } from '../tasks/serialize';
import { createTask } from '../tasks/store';
import { audiencePage, countAudience } from './audience';
import { audienceGroups } from './audience-groups';
import { registerBroadcastDispatch } from './dispatch';
import { registerBroadcastExport } from './export';
import { lineOpenlog, noOpenlog } from './openlog';
import { toBroadcast, type BroadcastRow } from './serialize';
import {
  broadcastOfOrg, copyBroadcast, createBroadcast, deleteBroadcast, listBroadcasts, pauseBroadcast, resumeBroadcast, stopBroadcast,
  updateBroadcast, type SavedBroadcast,
} from './store';

export type BroadcastServices = ChannelServices & Tasks & Pick<FileKit, 'storage'>;

/** The organization of a GET (its query) or of the envelope. */
const queryOrg = (request: FastifyRequest) => request.envelope.orgId ?? (request.query as { orgId?: string } | undefined)?.orgId;

/** The caller the broadcast guard checked. */
function member(request: FastifyRequest) {
  if (!request.member) throw new Error('the broadcast guard did not run');
  return request.member;
}

// Routes whose organization may come in `where` too (02 §7, 03 §7): the envelope's wins, a different one is refused.
const whereOrg = (request: FastifyRequest) => request.envelope.orgId ?? (request.body as { where?: { orgId?: string } }).where?.orgId;

function orgOfWhere(request: FastifyRequest, where: { orgId?: string }): string {
  const { orgId } = member(request);
  if (where.orgId && where.orgId !== orgId) throw badRequest('body/where/orgId must be the organization of the request');
  return orgId;
}

const keyError = (key: string) => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, key);

/** Every rule of the payload the schema cannot say: content (common/broadcast-content.ts), schedule, templates, the resent broadcast. */
async function checkPayload(db: Queryable, orgId: string, body: BroadcastCreateRequest): Promise<void> {
  const platforms: Platform[] = audiencePlatforms(body.query.platforms);
  const problem = broadcastContentProblem(body.messages, platforms, body.quickReply, body.shareMessageSetting);
  if (problem?.message === NOT_SUPPORTED_CONTENT_TYPE) throw keyError(NOT_SUPPORTED_CONTENT_TYPE);
  if (problem) throw badRequest(`body/${problem.field} ${problem.message}`);
  if (!body.options?.isDraft) {
    const schedule = scheduleProblem(body.scheduleAt, Date.now());
    if (schedule) throw keyError(schedule);
    // A share message opens the organization's LIFF app: none set up, nothing could be shared (a draft may wait for it).
    if (body.messages.some((message) => message.contentType === 'shareMessage') && !(await liffIdOf(db, orgId))) throw keyError(LIFF_NOT_SET_UP);
  }
  for (const [index, message] of (body.messages as BroadcastMessage[]).entries()) {
    if (message.contentType !== 'template' || message.data.templateType !== 'whatsapp') continue;
    const template = await organizationTemplate(db, orgId, message.data.waTemplateId);
    if (template?.status !== 'APPROVED') throw badRequest(`body/messages/${index}/data/waTemplateId is not an approved WhatsApp template of this organization`);
  }
  // "Resend failed only": the broadcast must be this organization's (another's answers 404).
  if (body.query.resendTaskId) await broadcastOfOrg(db, orgId, body.query.resendTaskId);
}

export async function broadcastRoutes(fastify: FastifyInstance, services: BroadcastServices): Promise<void> {
  const { db, runner, emitTask, taskTypes, storage, realtime } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerBroadcastDispatch(taskTypes, services, fastify.log);
  registerBroadcastExport(taskTypes, storage);
  const preHandler = requireFeature(db, 'broadcast', { orgIdOf: queryOrg });
  const whereOrgGuard = requireFeature(db, 'broadcast', { orgIdOf: whereOrg });

  const announce = (row: BroadcastRow) => realtime.broadcastChanged(row.orgId, { type: 'broadcast', broadcast: toBroadcast(row) });
  const saved = ({ row, task }: SavedBroadcast) => {
    announce(row);
    if (task) {
      emitTask(task);
      runner.wake();
    }
    return { result: toBroadcast(row) };
  };

  app.post('/broadcast/create', { schema: BroadcastRoutes.create, preHandler }, async (request) => {
    const { orgId, user } = member(request);
    await checkPayload(db, orgId, request.body);
    return saved(await createBroadcast(db, orgId, user.objectId, request.body));
  });

  app.post('/broadcast/update', { schema: BroadcastRoutes.update, preHandler }, async (request) => {
    const { orgId, user } = member(request);
    await broadcastOfOrg(db, orgId, request.body.query.taskId);
    await checkPayload(db, orgId, request.body);
    return saved(await updateBroadcast(db, orgId, user.objectId, request.body.query.taskId, request.body));
  });

  app.get('/broadcast/tasks', { schema: BroadcastRoutes.list, preHandler }, async (request) => {
    const { orgId } = member(request);
    const { rows, count } = await listBroadcasts(db, orgId, request.query, request.query.limit ?? BROADCAST_LIST_LIMIT_DEFAULT);
    return { results: rows.map(toBroadcast), count };
  });

  app.get('/broadcast/tasks/:taskId', { schema: BroadcastRoutes.get, preHandler }, async (request) => {
    const { orgId } = member(request);
    const row = await broadcastOfOrg(db, orgId, request.params.taskId);
    if (request.query.mode === 'edit' && !['draft', 'scheduled'].includes(row.status)) throw keyError('error/data-immutable');
    return { result: toBroadcast(row) };
  });

  app.post('/broadcast/pause', { schema: BroadcastRoutes.action, preHandler }, async (request) => {
    const row = await pauseBroadcast(db, member(request).orgId, request.body.taskId);
    announce(row);
    return { result: toBroadcast(row) };
  });

  app.post('/broadcast/resume', { schema: BroadcastRoutes.action, preHandler }, async (request) => {
    const { orgId, user } = member(request);
    return saved(await resumeBroadcast(db, orgId, user.objectId, request.body.taskId));
  });

  app.post('/broadcast/stop', { schema: BroadcastRoutes.action, preHandler }, async (request) => {
    const row = await stopBroadcast(db, member(request).orgId, request.body.taskId);
    announce(row);
    return { result: toBroadcast(row) };
  });

  app.post('/broadcast/copy', { schema: BroadcastRoutes.action, preHandler }, async (request) => {
    const { orgId, user } = member(request);
    const row = await copyBroadcast(db, orgId, user.objectId, request.body.taskId);
    announce(row);
    return { result: toBroadcast(row) };
  });

  app.put('/broadcast/delete/:id', { schema: BroadcastRoutes.delete, preHandler }, async (request) => {
    await deleteBroadcast(db, member(request).orgId, request.params.id);
    return {};
  });

  app.post('/broadcast/analysis', { schema: BroadcastRoutes.analysis, preHandler }, async (request) => {
    const row = await broadcastOfOrg(db, member(request).orgId, request.body.taskId);
    const byPlatform = await db.select({
      platform: broadcastRecipients.platform,
      total: sql<number>`count(*)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${broadcastRecipients.status} in ('pending', 'sending'))`.mapWith(Number),
      success: sql<number>`count(*) filter (where ${broadcastRecipients.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${broadcastRecipients.status} = 'failed')`.mapWith(Number),
      unknown: sql<number>`count(*) filter (where ${broadcastRecipients.status} = 'unknown')`.mapWith(Number),
    }).from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, row.objectId)).groupBy(broadcastRecipients.platform).orderBy(broadcastRecipients.platform);
    const platforms = byPlatform.map((one) => ({ ...one, sent: one.success + one.failed + one.unknown }));
    return { result: { broadcast: toBroadcast(row), pending: platforms.reduce((sum, one) => sum + one.pending, 0), platforms } };
  });

  app.post('/broadcast/getCustomers', { schema: BroadcastRoutes.customers, preHandler: whereOrgGuard }, async (request) => {
    const orgId = orgOfWhere(request, request.body.where);
    const { where: { orgId: _named, ...where }, options = {}, returnCount, skip = 0, limit = BROADCAST_CUSTOMERS_LIMIT_MAX } = request.body;
    if (where.resendTaskId) await broadcastOfOrg(db, orgId, where.resendTaskId);
    const template = options.waTemplateId ? await organizationTemplate(db, orgId, options.waTemplateId) : undefined;
    if (options.waTemplateId && !template) throw badRequest('body/options/waTemplateId is not a WhatsApp template of this organization');
    const input = {
      orgId, query: where, options, whatsAppTemplateIntegrations: template ? [template.integrationId] : [],
      groups: await audienceGroups(db, orgId, where.customerGroups), now: new Date(),
    };
    if (returnCount) return { result: { count: await countAudience(db, input) } };
    const rows = await audiencePage(db, input, skip, limit);
    return { result: { customers: rows.map(toCustomer) } };
  });

  app.post('/broadcast/export', { schema: BroadcastRoutes.export, preHandler }, async (request) => {
    const { orgId, user } = member(request);
    const { i18n = DEFAULT_EXPORT_LOCALE, timeZone = 'UTC', query = {} } = request.body;
    if (!isKnownTimeZone(timeZone)) throw badRequest(`body/timeZone "${timeZone}" is not a known time zone`);
    if (query.orgId && query.orgId !== orgId) throw badRequest('body/query/orgId must be the organization of the request');
    const row = await createTask(db, orgId, TaskType.EXPORT_BROADCASTS, { locale: i18n, timeZone, startDate: query.startDate, endDate: query.endDate }, user.objectId);
    emitTask(row);
    runner.wake();
    return { result: toTask(row) };
  });

  app.post('/functions/getBroadcastOpenlog', { schema: BroadcastRoutes.openlog, preHandler: whereOrgGuard }, async (request) => {
    const orgId = orgOfWhere(request, request.body.where);
    const row = await broadcastOfOrg(db, orgId, request.body.where.taskId);
    const [sent] = await db.select({ id: broadcastRecipients.platformRequestId }).from(broadcastRecipients)
      .where(and(eq(broadcastRecipients.broadcastId, row.objectId), eq(broadcastRecipients.platform, 'line'), isNotNull(broadcastRecipients.platformRequestId))).limit(1);
    if (!sent) return { result: await noOpenlog(db, row) };
    return { result: await lineOpenlog(services, row.objectId) };
  });
}
