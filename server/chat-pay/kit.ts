// What chatPay's routes and its background share beside the server's services: the reply queue of the
// outbound pipeline, the signed links, and Stripe when the server has its key (payment/stripe.ts).
import type { ServerConfig } from '../config';
import type { ReplyQueue } from '../messages/routes';
import type { Services } from '../services';
import { loadLinkKey, shopLinks, type ShopLinks } from './links';
import type { StripePayments } from './payment/stripe';
import type { UberDirectClient } from './delivery/uber-direct';
import type { UberDirectConfig } from './delivery/uber-direct-config';

export type ChatPayServices = Services & { outbound: ReplyQueue; links: ShopLinks; stripe?: StripePayments;
  /** Uber Direct when the server has its client (UBER_DIRECT_CLIENT_ID…): the client and the webhook's key. */
  uber?: { client: UberDirectClient; config: UberDirectConfig } };

export async function openShopLinks(config: Pick<ServerConfig, 'shopLinkSecret' | 'dataDir' | 'publicUrl'>): Promise<ShopLinks> {
  return shopLinks(await loadLinkKey(config), config.publicUrl);
}
