// Money as the shop keeps it: an integer in the currency's minor unit (TWD: the dollar), shown and
// typed in the major unit with the currency's own decimals (TWD none; common/chat-pay.ts).
import { CURRENCY_DIGITS, MONEY_MAX, type Currency } from '../../common/chat-pay';

/** What a money field shows for an amount: "1200", "12.50". */
export function moneyText(minor: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  return (minor / 10 ** digits).toFixed(digits);
}

/** The amount typed, in minor units; undefined when it is not an amount of this currency (too many decimals, negative, too big). */
export function moneyOf(text: string, currency: Currency): number | undefined {
  const digits = CURRENCY_DIGITS[currency];
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  const trimmed = text.trim();
  if (!pattern.test(trimmed)) return undefined;
  const minor = Math.round(Number(trimmed) * 10 ** digits);
  return minor <= MONEY_MAX ? minor : undefined;
}
