// POST /stripe/webhook (public by design: Stripe posts it; docs/chat-pay.md): the Stripe-Signature is
// checked on the raw body with the webhook's secret before anything is stored (400 when it does not
// match); the event is applied once (apply-event.ts), the customer told of a payment (after-payment.ts),
// and answered as soon as that is durable.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorAnswers } from '../../../common/contracts/base';
import { badRequest } from '../../http/errors';
import type { ChatPayServices } from '../kit';
import { afterPaymentEvent } from './after-payment';
import { applyPaymentEvent } from './apply-event';
import type { PaymentEvent } from './payment-events';
import type { StripePayments } from './stripe';

/** Stripe's events are small; a body far beyond that is no event of it. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const WebhookRoute = { response: { 200: Type.Object({ received: Type.Boolean() }), ...errorAnswers } };

export async function stripeWebhookRoutes(fastify: FastifyInstance, services: ChatPayServices & { stripe: StripePayments }): Promise<void> {
  const { db, stripe } = services;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The signature is over the bytes as sent: keep them (only in this plugin).
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/stripe/webhook', { schema: WebhookRoute }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event: PaymentEvent;
    try {
      event = stripe.eventOf(rawBody, request.headers['stripe-signature']);
    } catch (error) {
      request.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
      throw badRequest('stripe-signature does not match the body');
    }
    const applied = await applyPaymentEvent(db, 'stripe', event);
    await afterPaymentEvent(services, request.log, event, applied);
    return { received: true };
  });
}
