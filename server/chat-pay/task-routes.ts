// chatPay's task routes (`/shop8/{orgId}/…`, docs/chat-pay.md): the product CSV import and the order
// export. Registered beside chatPayRoutes because they need the task runner and the file storage.
import type { FastifyInstance } from 'fastify';
import { orderExportRoutes } from './orders/export/routes';
import { productImportRoutes } from './products/import/routes';
import type { ChatPayTaskServices } from './task-kit';

export async function chatPayTaskRoutes(app: FastifyInstance, services: ChatPayTaskServices): Promise<void> {
  // The organization is the path's, as for chatPayRoutes: the guard and requireMember read it from the envelope.
  app.addHook('preValidation', async (request) => {
    const orgId = (request.params as { orgId?: string } | undefined)?.orgId;
    if (orgId) request.envelope.orgId = orgId;
  });
  await app.register(productImportRoutes, services);
  await app.register(orderExportRoutes, services);
}
