// The settings as the merchant's screen reads them: with whether the shop takes orders and what it lacks.
import { settingsMissing } from '../../../common/chat-pay';
import type { ShopSettings, ShopSettingsAnswer } from '../../../common/contracts/chat-pay';

export function toSettingsAnswer(settings: ShopSettings, cardAvailable: boolean, uberAvailable = false): ShopSettingsAnswer {
  const missing = settingsMissing(settings);
  // Settings saved before cards existed have no card entry: off.
  const payment = { ...settings.payment, card: settings.payment.card ?? { enabled: false } };
  return { ...settings, payment, complete: missing.length === 0, missing, cardAvailable, uberAvailable };
}
