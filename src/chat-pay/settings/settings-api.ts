import type { ShopSettings, ShopSettingsAnswer } from '../../../common/contracts/chat-pay';
import { shopCall } from '../shop-call';

/** The store settings with what keeps the shop from taking orders (03 §5). */
export function fetchShopSettings(orgId: string): Promise<ShopSettingsAnswer> {
  return shopCall<ShopSettingsAnswer>('GET', orgId, '/settings');
}

export function saveShopSettings(orgId: string, settings: ShopSettings): Promise<ShopSettingsAnswer> {
  return shopCall<ShopSettingsAnswer>('POST', orgId, '/settings', { json: settings });
}
