// Our amounts are integers in the currency's minor unit of CURRENCY_DIGITS (TWD: the dollar); Stripe
// counts in its own minor unit per currency (docs.stripe.com/currencies): JPY is one of its zero-decimal
// currencies, and TWD, though shown without decimals, is a two-decimal currency in its API (NT$300 is
// 30000). USD, HKD, SGD, MYR and THB have two decimals on both sides.
import { CURRENCY_DIGITS, type Currency } from '../../../common/chat-pay';

/** Digits of Stripe's minor unit per currency. */
const STRIPE_DIGITS: Record<Currency, number> = { TWD: 2, USD: 2, JPY: 0, HKD: 2, SGD: 2, MYR: 2, THB: 2 };

const factorOf = (currency: Currency) => 10 ** (STRIPE_DIGITS[currency] - CURRENCY_DIGITS[currency]);

/** Our amount as Stripe's `amount` / `unit_amount`. */
export function toStripeAmount(amount: number, currency: Currency): number {
  return amount * factorOf(currency);
}

/** Stripe's amount in our minor unit (rounded down: a fraction of ours was never ours to count). */
export function fromStripeAmount(amount: number, currency: Currency): number {
  return Math.floor(amount / factorOf(currency));
}

/** Stripe's lowercase ISO code. */
export const stripeCurrency = (currency: Currency) => currency.toLowerCase();
