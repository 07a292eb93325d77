// Products (03 §7): GET /shop8/{orgId}/products (search, stock and status filters, 20 a page by
// serial), GET/PUT/DELETE /shop8/{orgId}/product/{id}, POST /shop8/{orgId}/product, and
// POST /shop8/{orgId}/product/{id}/copy (ours: docs/chat-pay.md). chatPay's `product` part.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SHOP_PAGE_SIZE } from '../../../common/chat-pay';
import { ChatPayRoutes } from '../../../common/contracts/chat-pay';
import type { Services } from '../../services';
import { chatPayGuard } from '../guard';
import { settingsOf } from '../settings/store';
import { checkedProduct } from './check';
import { checkLowStock } from './low-stock';
import { toProduct } from './serialize';
import { copyProduct, createProduct, deleteProduct, listProducts, productOfOrg, updateProduct } from './store';

export async function productRoutes(fastify: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = chatPayGuard(db, 'product');

  app.get('/shop8/:orgId/products', { schema: ChatPayRoutes.listProducts, preHandler }, async (request) => {
    const { orgId } = request.params;
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? SHOP_PAGE_SIZE;
    const settings = await settingsOf(db, orgId);
    const rows = await listProducts(db, orgId, { ...request.query, page, limit }, settings.stock.low_count);
    return { products: rows.map(toProduct), page, limit };
  });

  app.get('/shop8/:orgId/product/:id', { schema: ChatPayRoutes.product, preHandler }, async (request) =>
    toProduct(await productOfOrg(db, request.params.orgId, request.params.id)));

  app.post('/shop8/:orgId/product', { schema: ChatPayRoutes.createProduct, preHandler }, async (request, reply) => {
    const { orgId } = request.params;
    const fields = checkedProduct(request.body, (await settingsOf(db, orgId)).currency);
    reply.status(201);
    return toProduct(await createProduct(db, orgId, fields));
  });

  app.put('/shop8/:orgId/product/:id', { schema: ChatPayRoutes.updateProduct, preHandler }, async (request) => {
    const { orgId, id } = request.params;
    const fields = checkedProduct(request.body, (await settingsOf(db, orgId)).currency);
    const product = toProduct(await updateProduct(db, orgId, id, fields));
    // Stock edited: a variation restocked above the low count is cleared, one at or below it notified once.
    await checkLowStock({ ...services, log: request.log }, orgId, product.variations.map((variation) => variation.id));
    return product;
  });

  app.delete('/shop8/:orgId/product/:id', { schema: ChatPayRoutes.deleteProduct, preHandler }, async (request) => {
    await deleteProduct(db, request.params.orgId, request.params.id);
    return {};
  });

  app.post('/shop8/:orgId/product/:id/copy', { schema: ChatPayRoutes.copyProduct, preHandler }, async (request, reply) => {
    reply.status(201);
    return toProduct(await copyProduct(db, request.params.orgId, request.params.id));
  });
}
