// The channels from the environment (read by loadConfig in server/config.ts; docs/channels.md).
import { credentialsKeyOf } from '../security/credentials';

/** Where the LINE Platform is: the real one unless a test points elsewhere. */
export interface LineConfig {
  /** LINE_API_BASE_URL: the Messaging API. */
  apiBaseUrl: string;
  /** LINE_DATA_API_BASE_URL: the data API (content of inbound images, videos, audio, files). */
  dataApiBaseUrl: string;
  /** LINE_TIMEOUT_MS: how long a send may take; a push past it is tried again under its retry key. */
  callTimeoutMs: number;
}

/**
 * A platform call's time limit unless configured: a hung call holds its job's slot, and a crashed
 * try's claim, that long (the platforms answer a send in well under a second).
 */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;

/** Where Meta's Graph API is (Messenger): the real one, at the version this server speaks, unless a test points elsewhere. */
export interface MetaConfig {
  /** META_GRAPH_BASE_URL: the Graph API with its version (https://graph.facebook.com/v21.0). */
  graphBaseUrl: string;
  /** META_GRAPH_TIMEOUT_MS: how long a Graph call may take; a send past it may have happened (never repeated blindly). */
  callTimeoutMs: number;
}

export interface ChannelsConfig {
  line: LineConfig;
  meta: MetaConfig;
  /**
   * CREDENTIALS_KEY (32 bytes, base64): seals the channels' secrets and tokens at rest; without it a
   * key is generated once into DATA_DIR/credentials-key (server/security/credentials.ts).
   */
  credentialsKey?: Buffer;
}

function baseUrlOf(name: string, value: string | undefined, fallback: string): string {
  const url = value || fallback;
  if (!/^https?:\/\//.test(url)) throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  return url.replace(/\/+$/, '');
}

function timeoutOf(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000) throw new Error(`${name} must be a whole number of milliseconds from 100 to 120000, got "${value}"`);
  return ms;
}

export function channelsConfigOf(env: NodeJS.ProcessEnv): ChannelsConfig {
  return {
    line: {
      apiBaseUrl: baseUrlOf('LINE_API_BASE_URL', env.LINE_API_BASE_URL, 'https://api.line.me'),
      dataApiBaseUrl: baseUrlOf('LINE_DATA_API_BASE_URL', env.LINE_DATA_API_BASE_URL, 'https://api-data.line.me'),
      callTimeoutMs: timeoutOf('LINE_TIMEOUT_MS', env.LINE_TIMEOUT_MS, DEFAULT_CALL_TIMEOUT_MS),
    },
    meta: {
      graphBaseUrl: baseUrlOf('META_GRAPH_BASE_URL', env.META_GRAPH_BASE_URL, 'https://graph.facebook.com/v21.0'),
      callTimeoutMs: timeoutOf('META_GRAPH_TIMEOUT_MS', env.META_GRAPH_TIMEOUT_MS, DEFAULT_CALL_TIMEOUT_MS),
    },
    ...(env.CREDENTIALS_KEY ? { credentialsKey: credentialsKeyOf(env.CREDENTIALS_KEY) } : {}),
  };
}

/**
 * How long a claim of the channels' jobs holds: longer than a job's platform calls may take (a send,
 * or a new customer's profile and media: a few calls, each within its time limit), so a job is never
 * taken twice while its process works on it; a process that died gives its jobs up after that.
 */
export function channelClaimMs({ line, meta }: Pick<ChannelsConfig, 'line' | 'meta'>): number {
  return 3 * Math.max(line.callTimeoutMs, meta.callTimeoutMs) + 5_000;
}
