// A product into a conversation: POST /shop8/{orgId}/product/send sends it as a card (card.ts) through
// the outbound pipeline under the merchant's receiptId (Facebook tag HUMAN_AGENT by default, 03 §9);
// POST /shop8/{orgId}/product/share_link answers the customer's signed link alone. chatPay's `product` part.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PRODUCT_NOT_PUBLISHED } from '../../../common/chat-pay';
import { ChatPayRoutes } from '../../../common/contracts/chat-pay';
import { requireMember } from '../../http/auth';
import { customerOfOrg } from '../customers';
import { conflict } from '../errors';
import { chatPayGuard } from '../guard';
import type { ChatPayServices } from '../kit';
import { shopVoice } from '../orders/notify';
import { merchantTag, sendToCustomer } from '../send';
import { productCard } from './card';
import { recordSend } from './sends';
import { productOfOrg } from './store';

export async function productSendRoutes(fastify: FastifyInstance, services: ChatPayServices): Promise<void> {
  const { db, links } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = chatPayGuard(db, 'product');

  /** The published product and the customer, both of the organization, with the customer's link to it. */
  const linked = async (orgId: string, productId: string, customerId: string) => {
    const product = await productOfOrg(db, orgId, productId);
    const customer = await customerOfOrg(db, orgId, customerId);
    if (product.product.status !== 'publish') throw conflict(PRODUCT_NOT_PUBLISHED);
    return { product, customer, url: links.url({ kind: 'product', orgId, customerId, targetId: productId }) };
  };

  app.post('/shop8/:orgId/product/send', { schema: ChatPayRoutes.productSend, preHandler }, async (request) => {
    const { orgId } = request.params;
    const { customerObjectId, productId, receiptId, fbMessengerTag } = request.body;
    const { product, customer, url } = await linked(orgId, productId, customerObjectId);
    const { user } = await requireMember(db, request);
    const messageTag = merchantTag(customer.platform, fbMessengerTag);
    const message = await sendToCustomer(services, customer, productCard(product, url, (await shopVoice(services, orgId)).locale), {
      receiptId, sender: { kind: 'member', userId: user.objectId, name: user.firstName }, ...(messageTag ? { messageTag } : {}),
    });
    // Sent (or already sent under this receiptId): an order of it by this customer is credited to the member.
    await recordSend(db, { orgId, customerId: customer.objectId, productId, senderId: user.objectId });
    return { messageId: message!.objectId, url };
  });

  app.post('/shop8/:orgId/product/share_link', { schema: ChatPayRoutes.productShareLink, preHandler }, async (request) => {
    const { url } = await linked(request.params.orgId, request.body.productId, request.body.customerObjectId);
    return { url };
  });
}
