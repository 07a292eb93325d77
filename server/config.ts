// Server configuration: every setting comes from the environment and has a default that works
// on a fresh machine (ARCHITECTURE.md §3). Read once at start, in this one place.
import path from 'node:path';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../common/defaults';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database and other local files. */
  dataDir: string;
  appId: string;
  jsKey: string;
  /** PostgreSQL connection string; without it the embedded PGlite in `dataDir/pglite` is used. */
  databaseUrl?: string;
  /** The Vite build of the console and the live-chat page. */
  staticDir: string;
  /** Milliseconds between `VACUUM ANALYZE` runs of the embedded database; 0 turns them off. */
  vacuumIntervalMs: number;
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
  /** SMTP server for mail (smtp:// or smtps:// URL with credentials); without it mail goes to `dataDir/mail`. */
  smtpUrl?: string;
  /** Sender address of the server's mail. */
  mailFrom: string;
  /** Origin of the console, used in mailed links (no trailing slash). */
  publicUrl: string;
}

const HOUR_MS = 60 * 60 * 1000;

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

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
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
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    vacuumIntervalMs: env.VACUUM_INTERVAL_MS ? Number(env.VACUUM_INTERVAL_MS) : HOUR_MS,
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS !== 'false',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Parley <no-reply@parley.local>',
    publicUrl: originOf(env.PUBLIC_URL || `http://localhost:${port || 8080}`),
  };
}
