// The settings as the merchant's screen reads them: with whether the shop takes orders and what it lacks.
import { settingsMissing } from '../../../common/chat-pay';
import type { ShopSettings, ShopSettingsAnswer } from '../../../common/contracts/chat-pay';

export function toSettingsAnswer(settings: ShopSettings): ShopSettingsAnswer {
  const missing = settingsMissing(settings);
  return { ...settings, complete: missing.length === 0, missing };
}
