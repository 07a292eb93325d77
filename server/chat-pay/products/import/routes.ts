// POST /shop8/{orgId}/csv/products/import {s3FileUrl, i18n?} (03 §7): starts the product CSV import
// task with the organization's uploaded CSV (as the customer-group import checks it). chatPay's
// `product` part.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChatPayTaskRoutes } from '../../../../common/contracts/chat-pay-tasks';
import { DEFAULT_EXPORT_LOCALE, TaskType } from '../../../../common/tasks';
import { csvFileOfUrl } from '../../../customer-groups/import-csv';
import { requireMember } from '../../../http/auth';
import { ApiError, badRequest } from '../../../http/errors';
import { toTask } from '../../../tasks/serialize';
import { createTask } from '../../../tasks/store';
import { chatPayGuard } from '../../guard';
import type { ChatPayTaskServices } from '../../task-kit';
import { registerProductImport } from './task';

export async function productImportRoutes(fastify: FastifyInstance, services: ChatPayTaskServices): Promise<void> {
  const { db, config, runner, emitTask, taskTypes, storage } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerProductImport(taskTypes, storage, { ...services, log: fastify.log });

  app.post('/shop8/:orgId/csv/products/import', { schema: ChatPayTaskRoutes.productImport, preHandler: chatPayGuard(db, 'product') }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const { s3FileUrl, i18n = DEFAULT_EXPORT_LOCALE } = request.body;
    // The customer-group import's checks, its words naming this route's field.
    const file = await csvFileOfUrl(db, orgId, s3FileUrl, config.publicUrl).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 400) throw badRequest(error.message.replace(/^fileUrl/, 'body/s3FileUrl'));
      throw error;
    });
    const row = await createTask(db, orgId, TaskType.IMPORT_SHOP_PRODUCTS_CSV, { file: file.objectId, locale: i18n }, user.objectId);
    emitTask(row);
    runner.wake();
    return toTask(row);
  });
}
