// Uber Direct from the environment (docs/chat-pay.md, "Uber Direct"): the OAuth client (client
// credentials, scope eats.deliveries), the Uber Direct customer the deliveries are made for, the
// webhook's signing key, and the two hosts (a stand-in in tests). Without the client id nothing of
// Uber Direct is available.
export interface UberDirectConfig {
  /** UBER_DIRECT_CLIENT_ID, UBER_DIRECT_CLIENT_SECRET: the Direct dashboard's API credentials. */
  clientId: string;
  clientSecret: string;
  /** UBER_DIRECT_CUSTOMER_ID: the customer id of the deliveries' path (a UUID or `cus_…`). */
  customerId: string;
  /** UBER_DIRECT_WEBHOOK_SECRET: the webhook's signing key; every status webhook's signature is checked with it. */
  webhookSecret: string;
  /** UBER_DIRECT_API_URL: https://api.uber.com unless a test points at a stand-in. */
  apiUrl: string;
  /** UBER_AUTH_URL: https://auth.uber.com likewise. */
  authUrl: string;
  /** The time limit of one call, in ms. */
  callTimeoutMs: number;
}

export const UBER_DIRECT_API_URL = 'https://api.uber.com';
export const UBER_AUTH_URL = 'https://auth.uber.com';
const CALL_TIMEOUT_MS = 10_000;

const origin = (name: string, value: string, example: string) => {
  if (!/^https?:\/\/[^/]+\/?$/.test(value)) throw new Error(`${name} must be an http(s) origin such as ${example}, got "${value}"`);
  return value.replace(/\/$/, '');
};

export function uberDirectConfigOf(env: NodeJS.ProcessEnv): UberDirectConfig | undefined {
  const clientId = env.UBER_DIRECT_CLIENT_ID || undefined;
  if (!clientId) return undefined;
  const required = (name: string) => {
    const value = env[name] || undefined;
    // A courier dispatched is followed by the signed webhook alone: half a configuration would dispatch couriers it never hears of.
    if (!value) throw new Error(`${name} must be set with UBER_DIRECT_CLIENT_ID (Uber Direct needs the client, the customer and the webhook's key)`);
    return value;
  };
  return {
    clientId,
    clientSecret: required('UBER_DIRECT_CLIENT_SECRET'),
    customerId: required('UBER_DIRECT_CUSTOMER_ID'),
    webhookSecret: required('UBER_DIRECT_WEBHOOK_SECRET'),
    apiUrl: origin('UBER_DIRECT_API_URL', env.UBER_DIRECT_API_URL || UBER_DIRECT_API_URL, UBER_DIRECT_API_URL),
    authUrl: origin('UBER_AUTH_URL', env.UBER_AUTH_URL || UBER_AUTH_URL, UBER_AUTH_URL),
    callTimeoutMs: CALL_TIMEOUT_MS,
  };
}
