// Starting exports: each creates a task the runner works; its progress and file come through the task.
import type { FastifyInstance } from 'fastify';
import type { FunctionResponse } from '../../common/contracts/base';
import type { ExportCustomersRequest, Task } from '../../common/contracts/tasks';
import { DEFAULT_EXPORT_LOCALE, EXPORT_LOCALES, isKnownTimeZone, TaskType } from '../../common/tasks';
import { requireMember } from '../http/auth';
import type { FileKit } from '../files';
import { badRequest } from '../http/errors';
import type { TaskServices } from '../tasks/routes';
import { toTask } from '../tasks/serialize';
import { createTask } from '../tasks/store';
import { registerCustomerExport } from './customers';

const exportCustomersSchema = {
  body: {
    type: 'object',
    required: ['orgId'],
    properties: {
      orgId: { type: 'string', minLength: 1, maxLength: 100 },
      locale: { type: 'string', enum: [...EXPORT_LOCALES] },
      timeZone: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
};

export async function exportRoutes(app: FastifyInstance, { db, runner, emitTask, taskTypes, storage }: TaskServices & Pick<FileKit, 'storage'>): Promise<void> {
  registerCustomerExport(taskTypes, storage);

  app.post<{ Body: ExportCustomersRequest }>('/functions/exportCustomers', { schema: exportCustomersSchema }, async (request): Promise<FunctionResponse<Task>> => {
    const { orgId, user } = await requireMember(db, request);
    const { locale = DEFAULT_EXPORT_LOCALE, timeZone = 'UTC' } = request.body;
    if (!isKnownTimeZone(timeZone)) throw badRequest(`body/timeZone "${timeZone}" is not a known time zone`);
    const row = await createTask(db, orgId, TaskType.EXPORT_CUSTOMERS, { locale, timeZone }, user.objectId);
    emitTask(row);
    runner.wake();
    return { result: toTask(row) };
  });
}
