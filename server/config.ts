// Server configuration: every setting comes from the environment and has a default that works
// on a fresh machine (ARCHITECTURE.md §3). Read once at start, in this one place.
import path from 'node:path';
import { PLAN_NAMES, isPlanName, type PlanName } from '../common/access';
import { QUERY_GROUP_REFRESH_MS } from '../common/customer-groups';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../common/defaults';
import { DEFAULT_TAG_QUOTA } from '../common/tag-quota';
import { sessionPolicyOf, type SessionPolicy } from './accounts/session-policy';
import { aiConfigOf, type AiConfig } from './ai/config';
import { channelsConfigOf, type ChannelsConfig } from './channels/config';
import { s3ConfigOf, type S3Config } from './files/config';
import { stripeConfigOf, type StripeConfig } from './chat-pay/payment/stripe-config';
import { uberDirectConfigOf, type UberDirectConfig } from './chat-pay/delivery/uber-direct-config';
import { OPERATOR_TOKEN_MIN_LENGTH } from './security/operator';
import { pushConfigOf, type PushConfig } from './push/config';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database and other local files. */
  dataDir: string;
  appId: string;
  jsKey: string;
  /** PostgreSQL connection string; without it the embedded PGlite in `dataDir/pglite` is used. */
  databaseUrl?: string;
  /**
   * Redis (REDIS_URL): with it, several server processes on one PostgreSQL behave as one server
   * (socket.io fan-out, cache invalidation; server/cluster/). Without it, one process.
   */
  redisUrl?: string;
  /** The Vite build of the console and the live-chat page. */
  staticDir: string;
  /** Milliseconds between `VACUUM ANALYZE` runs of the embedded database; 0 turns them off. */
  vacuumIntervalMs: number;
  /** Milliseconds after which a ready query group's members are computed again (server/customer-groups/refresh-schedule.ts); 0 turns that off. */
  queryGroupRefreshMs: number;
  /** pino level: 'info' by default, 'silent' in tests. */
  logLevel: string;
  /** Log every request and its answer. */
  logRequests: boolean;
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For (Fastify's trustProxy:
   * true, or the proxies' addresses/CIDRs, comma-separated). Off by default, else any client could
   * claim any address and slip past the per-address login limit.
   */
  trustProxy: boolean | string;
  /**
   * Origins of other front-ends that may call the API from a browser (CORS_ORIGINS, comma-separated
   * `scheme://host[:port]`). This server's own origin and PUBLIC_URL's need no entry (docs/security.md).
   */
  corsOrigins: string[];
  /** SMTP server for mail (smtp:// or smtps:// URL with credentials); without it mail goes to `dataDir/mail`. */
  smtpUrl?: string;
  /** Sender address of the server's mail. */
  mailFrom: string;
  /** Origin of the console, used in mailed links (no trailing slash). */
  publicUrl: string;
  /** Web push: VAPID keys and subject, extra trusted CAs (VAPID_*, PUSH_CA_FILE; docs/push.md). */
  push: PushConfig;
  /** How many organizations a user may create (their Permission record's start value; docs/organizations.md). */
  organizationQuota: number;
  /**
   * The plan a new organization starts on, until billing sells plans (NEW_ORGANIZATION_PLAN;
   * SELF_HOSTED_PLAN by default; docs/organizations.md). The plan's limits (03 §9) apply as they are.
   */
  newOrganizationPlan: PlanName;
  /** Social login through an OpenID Connect provider; without it `POST /users` refuses `authData`. */
  socialLogin?: SocialLoginConfig;
  /**
   * Addresses or CIDR ranges the link-preview crawler may reach although they are private or
   * loopback (LINK_PREVIEW_ALLOW_HOSTS, comma-separated; for tests with a local page server).
   */
  linkPreviewAllowHosts: string[];
  /** Distinct tags an organization's customers may carry (TAG_QUOTA; GET /resource/quota, docs/notes-tags.md). */
  tagQuota: number;
  /** The AI service (AI_BASE_URL, AI_API_KEY, AI_MODEL), its time limit and the point limit (docs/ai.md). */
  ai: AiConfig;
  /** Files in an S3 bucket (S3_*; docs/uploads.md); without it they stay under `dataDir/files`. */
  s3?: S3Config;
  /** The platforms' API addresses and the key that seals their credentials (LINE_*, CREDENTIALS_KEY; docs/channels.md). */
  channels: ChannelsConfig;
  /** Time limit of one video transcoding (VIDEO_TRANSCODE_TIMEOUT_SECONDS, 300 by default; docs/uploads.md). */
  videoTranscodeTimeoutMs: number;
  /** Session idle timeout and absolute lifetime (SESSION_IDLE_HOURS, SESSION_MAX_AGE_HOURS; docs/security.md). */
  sessions: SessionPolicy;
  /**
   * The operator's secret for operator-only pages (the mail outbox without SMTP_URL): OPERATOR_TOKEN,
   * else generated once into DATA_DIR/operator-token (server/security/operator.ts).
   */
  operatorToken?: string;
  /**
   * The key of chatPay's share links (SHOP_LINK_SECRET, at least 32 characters), else one generated
   * once into DATA_DIR/chat-pay/.link-key (server/chat-pay/links.ts).
   */
  shopLinkSecret?: string;
  /** Card payments through Stripe Checkout (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL; docs/chat-pay.md); none: no cards. */
  stripe?: StripeConfig;
  /** Uber Direct couriers (UBER_DIRECT_CLIENT_ID, …_CLIENT_SECRET, …_CUSTOMER_ID, …_WEBHOOK_SECRET, UBER_DIRECT_API_URL, UBER_AUTH_URL; docs/chat-pay.md); none: no Uber Direct. */
  uberDirect?: UberDirectConfig;
}

/** One OpenID Connect provider (OIDC_*), e.g. Google with issuer https://accounts.google.com. */
export interface SocialLoginConfig {
  /** Key of `authData` in `POST /users` (`google`). */
  provider: string;
  /** Shown on the console's button: "Continue with {label}". */
  label: string;
  /** Issuer URL; its discovery document is at `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** The client id registered at the provider: the audience of its ID tokens. */
  clientId: string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A self-hosted server's new organizations start on business: free's one seat (03 §9) leaves no
 * room for a team, and without billing nobody could buy more. Business gives ten seats and every
 * channel; enterprise's extra modules are for a contract, which the operator can still choose.
 */
export const SELF_HOSTED_PLAN: PlanName = 'business';

function portOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got "${value}"`);
  return port;
}

function originOf(value: string): string {
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${value}"`);
  }
}

function countOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return count;
}

function planOf(value: string | undefined): PlanName {
  if (value === undefined || value === '') return SELF_HOSTED_PLAN;
  if (!isPlanName(value)) throw new Error(`NEW_ORGANIZATION_PLAN must be one of ${PLAN_NAMES.join(', ')}, got "${value}"`);
  return value;
}

function shopLinkSecretOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('SHOP_LINK_SECRET must be at least 32 characters (it signs the shop\'s links)');
  return value;
}

function operatorTokenOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < OPERATOR_TOKEN_MIN_LENGTH) throw new Error(`OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN_LENGTH} characters (it guards the mail outbox)`);
  return value;
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

function corsOriginsOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    // An origin is what a browser sends in Origin: no path (a lone trailing / is tolerated), query or user.
    if (!url || !/^https?:$/.test(url.protocol) || `${url.origin}/` !== url.href || !/^[^/]+:\/\/[^/]+\/?$/.test(entry)) {
      throw new Error(`CORS_ORIGINS entry "${entry}" is not an origin (scheme://host[:port], e.g. https://app.example.com)`);
    }
    return url.origin;
  });
}

function socialLoginOf(env: NodeJS.ProcessEnv): SocialLoginConfig | undefined {
  const issuer = env.OIDC_ISSUER || undefined;
  const clientId = env.OIDC_CLIENT_ID || undefined;
  if (!issuer && !clientId) return undefined;
  if (!issuer || !clientId) throw new Error('OIDC_ISSUER and OIDC_CLIENT_ID must be set together');
  if (!URL.canParse(issuer)) throw new Error(`OIDC_ISSUER must be an absolute URL, got "${issuer}"`);
  const provider = env.OIDC_PROVIDER || 'google';
  if (!/^[a-z0-9_-]{1,40}$/.test(provider)) throw new Error(`OIDC_PROVIDER must be 1-40 of a-z 0-9 _ -, got "${provider}"`);
  const label = env.OIDC_LABEL || (provider === 'google' ? 'Google' : provider);
  return { provider, label, issuer, clientId };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portOf(env.PORT, 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    appId: env.APP_ID || DEFAULT_APP_ID,
    jsKey: env.JS_KEY || DEFAULT_JS_KEY,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    vacuumIntervalMs: env.VACUUM_INTERVAL_MS ? Number(env.VACUUM_INTERVAL_MS) : HOUR_MS,
    queryGroupRefreshMs: env.QUERY_GROUP_REFRESH_MS ? Number(env.QUERY_GROUP_REFRESH_MS) : QUERY_GROUP_REFRESH_MS,
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS !== 'false',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    corsOrigins: corsOriginsOf(env.CORS_ORIGINS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Parley <no-reply@parley.local>',
    publicUrl: originOf(env.PUBLIC_URL || `http://localhost:${port || 8080}`),
    push: pushConfigOf(env),
    organizationQuota: countOf('ORGANIZATION_QUOTA', env.ORGANIZATION_QUOTA, 3),
    newOrganizationPlan: planOf(env.NEW_ORGANIZATION_PLAN),
    socialLogin: socialLoginOf(env),
    linkPreviewAllowHosts: (env.LINK_PREVIEW_ALLOW_HOSTS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
    tagQuota: countOf('TAG_QUOTA', env.TAG_QUOTA, DEFAULT_TAG_QUOTA),
    ai: aiConfigOf(env),
    s3: s3ConfigOf(env),
    channels: channelsConfigOf(env),
    videoTranscodeTimeoutMs: countOf('VIDEO_TRANSCODE_TIMEOUT_SECONDS', env.VIDEO_TRANSCODE_TIMEOUT_SECONDS, 300) * 1000,
    sessions: sessionPolicyOf(env),
    operatorToken: operatorTokenOf(env.OPERATOR_TOKEN),
    shopLinkSecret: shopLinkSecretOf(env.SHOP_LINK_SECRET),
    stripe: stripeConfigOf(env),
    uberDirect: uberDirectConfigOf(env),
  };
}
