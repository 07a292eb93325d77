// The store settings in the database, one row per organization (none: the defaults).
import { eq } from 'drizzle-orm';
import type { ShopSettings } from '../../../common/contracts/chat-pay';
import type { Queryable } from '../../db/client';
import { shopSettings } from '../schema';
import { DEFAULT_SHOP_SETTINGS } from './defaults';

export async function settingsOf(db: Queryable, orgId: string): Promise<ShopSettings> {
  const [row] = await db.select({ settings: shopSettings.settings }).from(shopSettings).where(eq(shopSettings.orgId, orgId)).limit(1);
  return row?.settings ?? DEFAULT_SHOP_SETTINGS;
}

export async function saveSettings(db: Queryable, orgId: string, settings: ShopSettings): Promise<void> {
  await db.insert(shopSettings).values({ orgId, settings })
    .onConflictDoUpdate({ target: shopSettings.orgId, set: { settings, updatedAt: new Date() } });
}
