// POST /shop/api/orders/{id}/pay {token} (the storefront's "Pay now"; public, the link's token is the
// key): the Checkout page of the token's customer's unpaid card order (another's: 404; one that cannot
// be paid now: 409 "Order not payable"; Stripe failing: 502 "Stripe unreachable").
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChatPayRoutes } from '../../../common/contracts/chat-pay';
import type { ChatPayServices } from '../kit';
import { customerOrder, linkOf } from '../storefront/store';
import { checkoutPage } from './checkout';
import { throughStripe } from './stripe';

export async function payRoutes(fastify: FastifyInstance, services: ChatPayServices): Promise<void> {
  const { db, links } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/shop/api/orders/:id/pay', { schema: ChatPayRoutes.storefrontPay }, async (request) => {
    const { customer } = await linkOf(db, links, request.body.token);
    const order = await customerOrder(db, customer, request.params.id);
    return { url: await throughStripe(() => checkoutPage(services, order)) };
  });
}
