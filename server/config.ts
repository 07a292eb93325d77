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
}

const HOUR_MS = 60 * 60 * 1000;

function portOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got "${value}"`);
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: portOf(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    appId: env.APP_ID || DEFAULT_APP_ID,
    jsKey: env.JS_KEY || DEFAULT_JS_KEY,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    vacuumIntervalMs: env.VACUUM_INTERVAL_MS ? Number(env.VACUUM_INTERVAL_MS) : HOUR_MS,
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS !== 'false',
  };
}
