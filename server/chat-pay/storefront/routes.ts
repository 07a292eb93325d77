// The public storefront API the customer's page (/shop/{token}, shop.html) calls, with no session: the
// signed token of the link is the only key (links.ts), and acts for its customer in its organization
// alone. GET /shop/api/storefront, POST /shop/api/orders (409 "Not enough stock", "Shop settings
// incomplete"), GET /shop/api/orders/{id}. An order placed here is the customer's conversation's: its
// news goes there through the outbound pipeline.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { customerStatusOf } from '../../../common/chat-pay';
import { ChatPayRoutes } from '../../../common/contracts/chat-pay';
import type { ChatPayServices } from '../kit';
import { uberOffered, uberOrderQuote, uberQuote } from '../delivery/uber-orders';
import { afterPlacement } from '../orders/aftermath';
import { sendOrderNews } from '../orders/notify';
import { placeOrder } from '../orders/place';
import { toOrder } from '../orders/serialize';
import { checkoutPage } from '../payment/checkout';
import { toPublicProduct } from '../products/serialize';
import { settingsOf } from '../settings/store';
import { toPublicShop } from './serialize';
import { customerOrder, linkOf, publishedProduct } from './store';

export async function storefrontRoutes(fastify: FastifyInstance, services: ChatPayServices): Promise<void> {
  const { db, links } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/shop/api/storefront', { schema: ChatPayRoutes.storefront }, async (request) => {
    const { target, customer } = await linkOf(db, links, request.query.token);
    const settings = await settingsOf(db, target.orgId);
    const shop = toPublicShop(settings, Boolean(services.stripe), uberOffered(settings, Boolean(services.uber)));
    const product = target.kind === 'product' ? await publishedProduct(db, target.orgId, target.targetId) : undefined;
    const order = target.kind === 'order' ? await customerOrder(db, customer, target.targetId) : undefined;
    return {
      shop,
      customer: { name: customer.displayName },
      products: product ? [toPublicProduct(product)] : [],
      ...(order ? { order: toOrder(order) } : {}),
    };
  });

  // Uber Direct's price to the customer's address (offered now: the shop enables it, the server has it, within the courier hours).
  app.post('/shop/api/delivery/quote', { schema: ChatPayRoutes.deliveryQuote }, async (request) => {
    const { customer } = await linkOf(db, links, request.body.token);
    return uberQuote(services, await settingsOf(db, customer.orgId), request.body.address);
  });

  app.post('/shop/api/orders', { schema: ChatPayRoutes.storefrontOrder }, async (request, reply) => {
    const { token, ...order } = request.body;
    const { customer } = await linkOf(db, links, token);
    const settings = await settingsOf(db, customer.orgId);
    // Uber Direct: priced with Uber's quote asked again now, never the caller's number.
    const uber = order.delivery.type === 'uberDirect' ? { uberQuote: await uberOrderQuote(services, settings, order.delivery.address) } : {};
    const row = await placeOrder(db, { ...order, customer, settings, publishedOnly: true, cardPayments: Boolean(services.stripe), ...uber });
    await afterPlacement(services, request.log, row);
    // The order's news in the conversation; the order stands even when the message cannot go now.
    await sendOrderNews(services, row, customerStatusOf(row), { receiptId: `chat-pay:${row.objectId}:placed` })
      .catch((error: unknown) => request.log.error({ err: error, orderId: row.objectId }, 'the new order message was not sent'));
    // A card order goes to Stripe Checkout; when that cannot open now, the order's page offers "Pay now".
    const checkoutUrl = row.paymentMethod === 'card' ? await checkoutPage(services, row)
      .catch((error: unknown) => request.log.error({ err: error, orderId: row.objectId }, 'the Checkout Session was not opened')) : undefined;
    reply.status(201);
    return { ...toOrder(row), ...(checkoutUrl ? { checkoutUrl } : {}) };
  });

  app.get('/shop/api/orders/:id', { schema: ChatPayRoutes.storefrontOrderRead }, async (request) => {
    const { customer } = await linkOf(db, links, request.query.token);
    return toOrder(await customerOrder(db, customer, request.params.id));
  });
}
