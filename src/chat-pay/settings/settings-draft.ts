// The store settings as the form holds them (numbers as typed, so nothing typed is lost), what it saves,
// and what keeps it from saving.
import type { Location, ShopSettings } from '../../../common/contracts/chat-pay';
import { minorAmountOf, type Currency } from '../../../common/chat-pay';
import { moneyText } from '../money';

export interface LocationDraft { text: string; lat: string; lng: string }
export interface ShopLocationDraft { name: string; location: LocationDraft }

export interface SettingsDraft {
  name: string;
  logo: string;
  currency: Currency;
  phone: { value: string; visible: boolean };
  email: { value: string; visible: boolean };
  address: { value: string; visible: boolean };
  location: LocationDraft;
  self: { enabled: boolean; price: string; freeAmount: string; storage: string };
  uber: { enabled: boolean; pickupImmediately: boolean; open: string; close: string };
  shopLocations: ShopLocationDraft[];
  deliverableAction: ShopSettings['deliverableAction'];
  preparationTime: string;
  cod: boolean;
  transfer: { enabled: boolean; note: string };
  /** Card payment through Stripe (offered only when the server takes cards). */
  card: boolean;
  expire: string;
  lowCount: string;
  notify: boolean;
}

/** A field the form marks when what it holds cannot be saved. */
export type SettingsField = 'location' | 'selfPrice' | 'freeAmount' | 'uberHours' | 'shopLocations' | 'preparationTime' | 'expire' | 'lowCount';

const locationDraftOf = (location: Location | null): LocationDraft =>
  (location ? { text: location.text, lat: String(location.lat), lng: String(location.lng) } : { text: '', lat: '', lng: '' });

export function settingsDraftOf(settings: ShopSettings): SettingsDraft {
  const { contact, shipping, currency } = settings;
  return {
    name: settings.name,
    logo: settings.logo,
    currency,
    phone: { ...contact.phone },
    email: { ...contact.email },
    address: { value: contact.address.value, visible: contact.address.visible },
    location: locationDraftOf(contact.address.location),
    self: {
      enabled: shipping.self.enabled,
      price: moneyText(shipping.self.price, currency),
      freeAmount: moneyText(shipping.self.free_amount, currency),
      storage: shipping.self.storage,
    },
    uber: { enabled: shipping.uberDirect.enabled, ...shipping.uberDirect.options },
    shopLocations: settings.shopLocations.map((shop) => ({ name: shop.name, location: locationDraftOf(shop.location) })),
    deliverableAction: settings.deliverableAction,
    preparationTime: String(settings.preparationTime),
    cod: settings.payment.cod.enabled,
    transfer: { ...settings.payment.transfer },
    card: settings.payment.card?.enabled ?? false,
    expire: String(settings.order.expire),
    lowCount: String(settings.stock.low_count),
    notify: settings.stock.notify,
  };
}

function whole(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
}

function coordinate(text: string, limit: number): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/** The location typed: null when nothing is, undefined when it is incomplete or out of range. */
export function locationOf(draft: LocationDraft): Location | null | undefined {
  if (draft.text.trim() === '' && draft.lat.trim() === '' && draft.lng.trim() === '') return null;
  const lat = coordinate(draft.lat, 90);
  const lng = coordinate(draft.lng, 180);
  return lat === undefined || lng === undefined || draft.text.trim() === '' ? undefined : { text: draft.text.trim(), lat, lng };
}

export type SettingsCheck = { ok: true; settings: ShopSettings } | { ok: false; fields: SettingsField[] };

/** The settings to save, or the fields whose contents cannot be saved. */
export function checkSettings(draft: SettingsDraft): SettingsCheck {
  const location = locationOf(draft.location);
  const price = minorAmountOf(draft.self.price, draft.currency);
  const freeAmount = minorAmountOf(draft.self.freeAmount, draft.currency);
  const shopLocations = draft.shopLocations.map((shop) => ({ name: shop.name.trim(), location: locationOf(shop.location) }));
  const preparationTime = whole(draft.preparationTime, 0, 1440);
  const expire = whole(draft.expire, 60, 30 * 24 * 3600);
  const lowCount = whole(draft.lowCount, 0, 1_000_000);
  const fields: SettingsField[] = [];
  if (location === undefined) fields.push('location');
  if (price === undefined) fields.push('selfPrice');
  if (freeAmount === undefined) fields.push('freeAmount');
  if (draft.uber.close <= draft.uber.open) fields.push('uberHours');
  if (shopLocations.some((shop) => shop.name === '' || !shop.location)) fields.push('shopLocations');
  if (preparationTime === undefined) fields.push('preparationTime');
  if (expire === undefined) fields.push('expire');
  if (lowCount === undefined) fields.push('lowCount');
  if (fields.length > 0 || location === undefined || price === undefined || freeAmount === undefined
    || preparationTime === undefined || expire === undefined || lowCount === undefined) return { ok: false, fields };
  return {
    ok: true,
    settings: {
      name: draft.name.trim(),
      logo: draft.logo,
      currency: draft.currency,
      contact: {
        phone: { value: draft.phone.value.trim(), visible: draft.phone.visible },
        email: { value: draft.email.value.trim(), visible: draft.email.visible },
        address: { value: draft.address.value.trim(), visible: draft.address.visible, location },
      },
      shipping: {
        self: { enabled: draft.self.enabled, price, free_amount: freeAmount, storage: draft.self.storage.trim() },
        uberDirect: {
          enabled: draft.uber.enabled,
          options: { pickupImmediately: draft.uber.pickupImmediately, open: draft.uber.open, close: draft.uber.close },
        },
      },
      shopLocations: shopLocations.map((shop) => ({ name: shop.name, location: shop.location! })),
      deliverableAction: draft.deliverableAction,
      preparationTime,
      payment: {
        cod: { enabled: draft.cod },
        transfer: { enabled: draft.transfer.enabled, note: draft.transfer.note.trim() },
        // A draft kept in the tab from before cards existed has none: off.
        card: { enabled: draft.card === true },
      },
      order: { expire },
      stock: { low_count: lowCount, notify: draft.notify },
    },
  };
}
