// POST /uber/webhook (public by design: Uber posts it; docs/chat-pay.md): the x-uber-signature is
// checked on the raw body with the webhook's key before anything is stored (401 when it does not
// match). An event.delivery_status moves its order's shipping status (uber-rules.ts) in one transaction
// with the event's id (shop_payment_events, provider 'uber'): a replayed event changes nothing, and
// neither does one older than the last applied (delivery_event_at). The change writes the order's event
// line; delivered tells the customer once (a fixed receiptId).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { errorAnswers } from '../../../common/contracts/base';
import { ParseErrorCode } from '../../../common/parse';
import { ApiError, badRequest } from '../../http/errors';
import type { ChatPayServices } from '../kit';
import { eventsOfChange, orderEventLine } from '../orders/events';
import { sendOrderNews } from '../orders/notify';
import type { OrderRow } from '../orders/serialize';
import { shopOrders, shopPaymentEvents } from '../schema';
import { uberSignatureOf, uberSignatureValid } from './uber-direct';
import { shippingStatusOfUber } from './uber-rules';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;
const WebhookRoute = { response: { 200: Type.Object({ received: Type.Boolean() }), ...errorAnswers } };

interface UberEvent { id: string; kind: string; status: string; deliveryId: string; created: Date; trackingUrl?: string }

function eventOf(raw: Buffer): UberEvent | undefined {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const data = (body.data ?? {}) as Record<string, unknown>;
  const id = body.id;
  const status = body.status ?? data.status;
  const deliveryId = body.delivery_id ?? data.id;
  const created = new Date(typeof body.created === 'string' ? body.created : NaN);
  if (typeof id !== 'string' || typeof status !== 'string' || typeof deliveryId !== 'string' || Number.isNaN(created.getTime())) return undefined;
  return {
    id, kind: typeof body.kind === 'string' ? body.kind : 'event.delivery_status', status, deliveryId, created,
    ...(typeof data.tracking_url === 'string' ? { trackingUrl: data.tracking_url } : {}),
  };
}

interface Applied { before?: OrderRow; after?: OrderRow }

/** The event applied once, in one transaction with its id; an older one than the last applied changes nothing. */
export function applyUberEvent(services: Pick<ChatPayServices, 'db'>, event: UberEvent): Promise<Applied> {
  return services.db.transaction(async (tx) => {
    const stored = await tx.insert(shopPaymentEvents).values({ eventId: event.id, provider: 'uber', type: `${event.kind}:${event.status}` })
      .onConflictDoNothing().returning({ eventId: shopPaymentEvents.eventId });
    if (stored.length === 0) return {};
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.deliveryRef, event.deliveryId)).for('update');
    if (!order) return {};
    if (order.deliveryEventAt && event.created < order.deliveryEventAt) return {};
    const shipping = shippingStatusOfUber(event.status);
    if (!shipping) return {};
    const [changed] = await tx.update(shopOrders).set({
      shippingStatus: shipping, deliveryEventAt: event.created,
      ...(event.trackingUrl && !order.deliveryTrackingUrl ? { deliveryTrackingUrl: event.trackingUrl } : {}), updatedAt: new Date(),
    }).where(eq(shopOrders.objectId, order.objectId)).returning();
    return { before: order, after: changed! };
  });
}

async function afterUberEvent(services: ChatPayServices, log: FastifyBaseLogger, event: UberEvent, applied: Applied): Promise<void> {
  const { before, after } = applied;
  if (!before || !after || before.shippingStatus === after.shippingStatus) return;
  for (const kind of eventsOfChange(before, after)) {
    await orderEventLine(services, after, kind, `uber:${event.id}`).catch((error: unknown) => log.error({ err: error, orderId: after.objectId }, 'the order event line was not stored'));
  }
  if (after.shippingStatus === 'delivered') {
    await orderEventLine(services, after, 'orderDelivered').catch((error: unknown) => log.error({ err: error, orderId: after.objectId }, 'the order event line was not stored'));
    await sendOrderNews(services, after, 'delivered', { receiptId: `chat-pay:${after.objectId}:uber-delivered` })
      .catch((error: unknown) => log.error({ err: error, orderId: after.objectId }, 'the delivered message was not sent'));
  }
}

export async function uberWebhookRoutes(fastify: FastifyInstance, services: ChatPayServices & { uber: NonNullable<ChatPayServices['uber']> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The signature is over the bytes as sent: keep them (only in this plugin).
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/uber/webhook', { schema: WebhookRoute }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!uberSignatureValid(services.uber.config.webhookSecret, rawBody, uberSignatureOf(request.headers))) {
      request.log.warn('Uber webhook refused: bad signature');
      throw new ApiError(401, ParseErrorCode.OPERATION_FORBIDDEN, 'x-uber-signature does not match the body');
    }
    const event = eventOf(rawBody);
    if (!event) throw badRequest('body is not an Uber delivery event');
    await afterUberEvent(services, request.log, event, await applyUberEvent(services, event));
    return { received: true };
  });
}
