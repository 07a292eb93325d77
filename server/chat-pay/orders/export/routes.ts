// POST /shop8/{orgId}/orders/export {filter?, i18n?, timeZone?} (03 §7, the "export chat-pay orders"
// modal): starts the order export task; the task list offers its file, and Retry if it fails.
// chatPay's `order` part.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChatPayTaskRoutes } from '../../../../common/contracts/chat-pay-tasks';
import { DEFAULT_EXPORT_LOCALE, isKnownTimeZone, TaskType } from '../../../../common/tasks';
import { requireMember } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { toTask } from '../../../tasks/serialize';
import { createTask } from '../../../tasks/store';
import { chatPayGuard } from '../../guard';
import type { ChatPayTaskServices } from '../../task-kit';
import { registerOrderExport } from './task';

export async function orderExportRoutes(fastify: FastifyInstance, { db, runner, emitTask, taskTypes, storage }: ChatPayTaskServices): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerOrderExport(taskTypes, storage);

  app.post('/shop8/:orgId/orders/export', { schema: ChatPayTaskRoutes.orderExport, preHandler: chatPayGuard(db, 'order') }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { filter = {}, i18n = DEFAULT_EXPORT_LOCALE, timeZone = 'UTC' } = request.body;
    if (!isKnownTimeZone(timeZone)) throw badRequest(`body/timeZone "${timeZone}" is not a known time zone`);
    if (filter.createdFrom && filter.createdTo && Date.parse(filter.createdFrom) >= Date.parse(filter.createdTo)) {
      throw badRequest('body/filter/createdTo must be after createdFrom');
    }
    const row = await createTask(db, orgId, TaskType.EXPORT_SHOP_ORDERS, { filter, locale: i18n, timeZone }, user.objectId);
    emitTask(row);
    runner.wake();
    return toTask(row);
  });
}
