// Orders (03 §7): POST /shop8/{orgId}/orders (filtered list), GET/PUT /shop8/{orgId}/order/{id},
// POST /shop8/{orgId}/order (for a customer), PUT /order/status/batch, POST /order/shipping/confirm
// and /cancel, POST /order_status/send, GET /orders/unhandled, POST /order/share_link. chatPay's
// `order` part. Messages to the customer go through the outbound pipeline (../send.ts), once per receiptId.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ORDER_CANCELLED, SHOP_PAGE_SIZE, customerStatusOf } from '../../../common/chat-pay';
import { ChatPayRoutes } from '../../../common/contracts/chat-pay';
import { requireMember } from '../../http/auth';
import { customerOfOrg } from '../customers';
import { conflict } from '../errors';
import { cancelUberCourier, dispatchUberCourier } from '../delivery/uber-orders';
import { chatPayGuard } from '../guard';
import type { ChatPayServices } from '../kit';
import { merchantTag, type ShopSender } from '../send';
import { settingsOf } from '../settings/store';
import { withAgent } from './agent';
import { afterChanges, afterPlacement } from './aftermath';
import { customerOfOrder, sendOrderNews } from './notify';
import { placeOrder } from './place';
import { toOrder } from './serialize';
import { changeStatuses, listOrders, orderOfOrg, setReceipt, setShipping, unhandledCount, updateOrder } from './store';

export async function orderRoutes(fastify: FastifyInstance, services: ChatPayServices): Promise<void> {
  const { db, links } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = chatPayGuard(db, 'order');

  app.post('/shop8/:orgId/orders', { schema: ChatPayRoutes.listOrders, preHandler }, async (request) => {
    const page = request.body.page ?? 1;
    const limit = request.body.limit ?? SHOP_PAGE_SIZE;
    const customerId = request.body.filter?.customer_id;
    // Another organization's customer is a 404, as any id of another organization (a deleted one's orders stay theirs).
    if (customerId) await customerOfOrder(services, { orgId: request.params.orgId, customerId });
    const rows = await listOrders(db, request.params.orgId, { ...request.body, page, limit });
    return { orders: rows.map(toOrder), page, limit };
  });

  app.get('/shop8/:orgId/orders/unhandled', { schema: ChatPayRoutes.unhandled, preHandler }, async (request) =>
    ({ unhandledCount: await unhandledCount(db, request.params.orgId) }));

  app.get('/shop8/:orgId/order/:id', { schema: ChatPayRoutes.order, preHandler }, async (request) =>
    withAgent(db, await orderOfOrg(db, request.params.orgId, request.params.id)));

  app.post('/shop8/:orgId/order', { schema: ChatPayRoutes.createOrder, preHandler }, async (request, reply) => {
    const { orgId } = request.params;
    const { customer_id: customerId, paymentMethod = 'cod', ...order } = request.body;
    const customer = await customerOfOrg(db, orgId, customerId);
    const { user } = await requireMember(db, request);
    const row = await placeOrder(db, { ...order, customer, paymentMethod, settings: await settingsOf(db, orgId), publishedOnly: false, memberId: user.objectId });
    await afterPlacement(services, request.log, row);
    reply.status(201);
    return toOrder(row);
  });

  app.put('/shop8/:orgId/order/status/batch', { schema: ChatPayRoutes.statusBatch, preHandler }, async (request) => {
    const { orgId } = request.params;
    const { orderIds, type, status } = request.body;
    const { before, after } = await changeStatuses(db, orgId, orderIds, type, status);
    await afterChanges(services, request.log, orgId, before, after);
    return { orders: after.map(toOrder) };
  });

  app.put('/shop8/:orgId/order/:id', { schema: ChatPayRoutes.updateOrder, preHandler }, async (request) =>
    toOrder(await updateOrder(db, request.params.orgId, request.params.id, request.body)));

  /** The member who sends, as the customer sees them. */
  const memberSender = async (request: Parameters<typeof requireMember>[1]): Promise<ShopSender> => {
    const { user } = await requireMember(db, request);
    return { kind: 'member', userId: user.objectId, name: user.firstName };
  };

  app.post('/shop8/:orgId/order/shipping/confirm', { schema: ChatPayRoutes.shippingConfirm, preHandler }, async (request) => {
    const { orgId } = request.params;
    const { orderId, receiptId, fbMessengerTag, pickupRemark } = request.body;
    const order = await orderOfOrg(db, orgId, orderId);
    if (order.status === 'cancelled') throw conflict(ORDER_CANCELLED);
    const customer = await customerOfOrder(services, order);
    const messageTag = merchantTag(customer.platform, fbMessengerTag);
    // Uber Direct: the courier first (asked once; docs/chat-pay.md), its tracking link in the message.
    const courier = order.shippingType === 'uberDirect' ? await dispatchUberCourier(services, order, await settingsOf(db, orgId)) : undefined;
    const extra = [pickupRemark, courier?.deliveryTrackingUrl].filter(Boolean).join('\n');
    // The message first: refused (the messaging window), the order stays as it was; sent, a retry with its receiptId sends nothing more.
    await sendOrderNews(services, order, 'shipped', { receiptId, sender: await memberSender(request), ...(messageTag ? { messageTag } : {}), ...(extra ? { extra } : {}) });
    const shipped = await setShipping(db, orgId, orderId, 'shipping', receiptId);
    await afterChanges(services, request.log, orgId, [order], [shipped]);
    return toOrder(shipped);
  });

  app.post('/shop8/:orgId/order/shipping/cancel', { schema: ChatPayRoutes.shippingCancel, preHandler }, async (request) => {
    const { orgId } = request.params;
    const { orderId, receiptId, fbMessengerTag } = request.body;
    const order = await orderOfOrg(db, orgId, orderId);
    const messageTag = merchantTag((await customerOfOrder(services, order)).platform, fbMessengerTag);
    // Uber Direct: cancelled at Uber first; after the dropoff, 409 "Uber courier already dropoff" and nothing changes.
    if (order.shippingType === 'uberDirect') await cancelUberCourier(services, order);
    await sendOrderNews(services, order, 'shippingCancelled', { receiptId, sender: await memberSender(request), ...(messageTag ? { messageTag } : {}) });
    return toOrder(await setShipping(db, orgId, orderId, 'cancelled', receiptId));
  });

  app.post('/shop8/:orgId/order_status/send', { schema: ChatPayRoutes.statusSend, preHandler }, async (request) => {
    const { orgId } = request.params;
    const { orderId, receiptId, fbMessengerTag } = request.body;
    const order = await orderOfOrg(db, orgId, orderId);
    const messageTag = merchantTag((await customerOfOrder(services, order)).platform, fbMessengerTag);
    await sendOrderNews(services, order, customerStatusOf(order), { receiptId, sender: await memberSender(request), ...(messageTag ? { messageTag } : {}) });
    return toOrder(await setReceipt(db, orgId, order.objectId, receiptId));
  });

  app.post('/shop8/:orgId/order/share_link', { schema: ChatPayRoutes.orderShareLink, preHandler }, async (request) => {
    const order = await orderOfOrg(db, request.params.orgId, request.body.orderId);
    return { url: links.url({ kind: 'order', orgId: order.orgId, customerId: order.customerId, targetId: order.objectId }) };
  });
}
