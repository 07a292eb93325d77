// The plan tiers of 03 §9, as data. Prices carry no currency (the spec shows none); characters are
// the monthly AI character allowance, sPoint the monthly AI points.
import type { Platform } from '../contracts/base';

export type PlanName = 'free' | 'basic' | 'business' | 'enterprise';

export interface PlanTier {
  name: PlanName;
  price: { monthly: number; yearly: number };
  sPoint: number;
  characters: number;
  seats: number;
  /** Channels the plan may connect. */
  channels: readonly Platform[];
  /** The free plan shows the product's logo in the live-chat widget. */
  logoShown: boolean;
  /** Super links: unlimited on every plan. */
  links: 'unlimited';
}

const ALL_CHANNELS: readonly Platform[] = ['facebook', 'line', 'instagram', 'livechat', 'whatsapp'];

/** Cheapest first. Enterprise's channels are "not shown separately": it has at least business's. */
export const PLAN_TIERS: readonly PlanTier[] = [
  { name: 'free', price: { monthly: 0, yearly: 0 }, sPoint: 30, characters: 500_000, seats: 1, channels: ['livechat'], logoShown: true, links: 'unlimited' },
  { name: 'basic', price: { monthly: 19, yearly: 190 }, sPoint: 2_200, characters: 12_000_000, seats: 3, channels: ['facebook', 'line', 'instagram', 'livechat'], logoShown: false, links: 'unlimited' },
  { name: 'business', price: { monthly: 89, yearly: 890 }, sPoint: 10_000, characters: 15_000_000, seats: 10, channels: ALL_CHANNELS, logoShown: false, links: 'unlimited' },
  { name: 'enterprise', price: { monthly: 329, yearly: 3290 }, sPoint: 40_000, characters: 20_000_000, seats: 30, channels: ALL_CHANNELS, logoShown: false, links: 'unlimited' },
];

export const PLAN_NAMES: readonly PlanName[] = PLAN_TIERS.map((tier) => tier.name);

/** A new organization's plan: free keeps the message center and organization settings usable. */
export const DEFAULT_PLAN: PlanName = 'free';

export function planTier(name: PlanName): PlanTier {
  return PLAN_TIERS.find((tier) => tier.name === name)!;
}

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}
