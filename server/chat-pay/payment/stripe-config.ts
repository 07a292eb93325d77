// Stripe from the environment (read by loadConfig in server/config.ts; docs/chat-pay.md): without
// STRIPE_SECRET_KEY the server takes no cards and the shops offer pay on delivery and bank transfer.
export interface StripeConfig {
  /** STRIPE_SECRET_KEY: the account's secret key (sk_…). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret (whsec_…); every event's signature is checked with it. */
  webhookSecret: string;
  /** STRIPE_API_URL: where Stripe's API is (https://api.stripe.com unless a test points at a stand-in). */
  apiUrl: string;
}

export const STRIPE_API_URL = 'https://api.stripe.com';

export function stripeConfigOf(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  if (!secretKey) return undefined;
  // A card paid is known from the webhook alone: a key without the webhook's secret would take money it never hears of.
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (card payments are confirmed by its signed webhook)');
  const apiUrl = env.STRIPE_API_URL || STRIPE_API_URL;
  if (!/^https?:\/\/[^/]+\/?$/.test(apiUrl)) throw new Error(`STRIPE_API_URL must be an http(s) origin such as ${STRIPE_API_URL}, got "${apiUrl}"`);
  return { secretKey, webhookSecret, apiUrl };
}
