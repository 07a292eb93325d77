// chatPay's merchant routes (`/shop8/{orgId}/…`, docs/chat-pay.md), inside the Parse API (application
// id, session): settings, products, product sends, orders and statistics. The storefront's public routes and the
// page are registered outside it (storefront/routes.ts, storefront/page.ts).
import type { FastifyInstance } from 'fastify';
import type { ChatPayServices } from './kit';
import { orderRoutes } from './orders/routes';
import { productRoutes } from './products/routes';
import { refundRoutes } from './payment/refund-routes';
import { productSendRoutes } from './products/send-routes';
import { settingsRoutes } from './settings/routes';
import { statsRoutes } from './stats/routes';

export async function chatPayRoutes(app: FastifyInstance, services: ChatPayServices): Promise<void> {
  // The organization is the path's: the guard and requireMember read it from the envelope.
  app.addHook('preValidation', async (request) => {
    const orgId = (request.params as { orgId?: string } | undefined)?.orgId;
    if (orgId) request.envelope.orgId = orgId;
  });
  await app.register(settingsRoutes, services);
  await app.register(productRoutes, services);
  await app.register(productSendRoutes, services);
  await app.register(orderRoutes, services);
  await app.register(refundRoutes, services);
  await app.register(statsRoutes, services);
}
