// Money as the shop keeps it: an integer in the currency's minor unit (TWD: the dollar), shown and
// typed in the major unit with the currency's own decimals (TWD none; common/chat-pay.ts).
import { CURRENCY_DIGITS, type Currency } from '../../common/chat-pay';

/** What a money field shows for an amount: "1200", "12.50". */
export function moneyText(minor: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  return (minor / 10 ** digits).toFixed(digits);
}
