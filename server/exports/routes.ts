// Starting exports: each creates a task the runner works; its progress and file come through the task.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TaskRoutes } from '../../common/contracts/tasks';
import { customerFilterProblem } from '../../common/customer-filter';
import { DEFAULT_EXPORT_LOCALE, isKnownTimeZone, TaskType } from '../../common/tasks';
import { requireMember } from '../http/auth';
import type { FileKit } from '../files';
import { badRequest } from '../http/errors';
import type { TaskServices } from '../tasks/routes';
import { toTask } from '../tasks/serialize';
import { createTask } from '../tasks/store';
import { registerCustomerExport } from './customers';

export async function exportRoutes(fastify: FastifyInstance, { db, runner, emitTask, taskTypes, storage }: TaskServices & Pick<FileKit, 'storage'>): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerCustomerExport(taskTypes, storage);

  app.post('/functions/exportCustomers', { schema: TaskRoutes.exportCustomers }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { i18n = DEFAULT_EXPORT_LOCALE, timeZone = 'UTC', query } = request.body;
    if (!isKnownTimeZone(timeZone)) throw badRequest(`body/timeZone "${timeZone}" is not a known time zone`);
    const problem = query && customerFilterProblem(query);
    if (problem) throw badRequest(`body/query/${problem.field.replaceAll('.', '/')} ${problem.problem}`);
    const row = await createTask(db, orgId, TaskType.EXPORT_CUSTOMERS, { locale: i18n, timeZone, ...(query ? { query } : {}) }, user.objectId);
    emitTask(row);
    runner.wake();
    return { result: toTask(row) };
  });
}
