// The task list, retry and the download of a task's output file (members of its organization only).
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TaskRoutes } from '../../common/contracts/tasks';
import { MAX_TASKS } from '../../common/tasks';
import { tasks } from '../db/schema';
import type { FileKit } from '../files';
import { authorityOf, requireMember, requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import type { Tasks } from './index';
import { toTask } from './serialize';
import { findTasks, retryTask } from './store';

export interface TaskServices extends Services, Tasks {}

/** Download path of a task's output file. */
export const taskFileUrl = (taskId: string, fileName: string) => `/tasks/${taskId}/files/${encodeURIComponent(fileName)}`;

export async function taskRoutes(fastify: FastifyInstance, { db, runner, emitTask, storage }: TaskServices & Pick<FileKit, 'storage'>): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/functions/findTasks', { schema: TaskRoutes.find }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const rows = await findTasks(db, orgId, request.body.skip ?? 0, request.body.limit ?? MAX_TASKS);
    return { result: { tasks: rows.map(toTask) } };
  });

  app.post('/functions/retryTask', { schema: TaskRoutes.retry }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const row = await retryTask(db, orgId, request.body.taskId);
    emitTask(row);
    runner.wake();
    return { result: toTask(row) };
  });

  // A GET a script makes with the X-Parse-* headers (a session token never goes in a URL).
  app.get('/tasks/:taskId/files/:fileName', { schema: TaskRoutes.file }, async (request, reply) => {
    const user = await requireUser(db, request);
    const [row] = await db.select().from(tasks).where(and(eq(tasks.objectId, request.params.taskId), eq(tasks.status, 'done'))).limit(1);
    // Another organization's task, or no file: the same 404 as a task that does not exist.
    if (!row?.filePath || !row.url || !(await authorityOf(db, row.orgId, user.objectId))) throw notFound();
    const fileName = path.basename(row.filePath);
    if (fileName !== request.params.fileName) throw notFound();
    // `filePath` is the output's key in the file storage (server/files).
    const stored = await storage.head(row.filePath, 0);
    if (!stored) throw notFound();
    const bytes = await storage.read(row.filePath);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-length', stored.size)
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
