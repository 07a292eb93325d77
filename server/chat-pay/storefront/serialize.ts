// The shop as the customer's page sees it: the public part of the settings (contact details only
// where the merchant shows them), the delivery and payment offered, and whether it takes orders.
import { settingsMissing } from '../../../common/chat-pay';
import type { PublicShop, ShopSettings } from '../../../common/contracts/chat-pay';
import { offeredMethods } from '../payment/methods';

/** A contact detail the merchant shows, else ''. */
const shown = (field: { value: string; visible: boolean }) => (field.visible ? field.value : '');

export function toPublicShop(settings: ShopSettings, cardAvailable: boolean, uberNow = false): PublicShop {
  const { contact, shipping } = settings;
  return {
    name: settings.name,
    logo: settings.logo,
    currency: settings.currency,
    contact: { phone: shown(contact.phone), email: shown(contact.email), address: shown(contact.address) },
    delivery: {
      self: { enabled: shipping.self.enabled, price: shipping.self.price, free_amount: shipping.self.free_amount },
      // Uber Direct as offered now (uber-orders.ts uberOffered); its price comes from a quote to the address.
      uberDirect: { available: uberNow },
    },
    payment: { methods: offeredMethods(settings, cardAvailable), transferNote: settings.payment.transfer.enabled ? settings.payment.transfer.note : '' },
    open: settingsMissing(settings).length === 0,
  };
}
