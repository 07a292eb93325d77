// The LINE Platform through its official SDK (@line/bot-sdk), at the base URLs of configuration
// (LINE_API_BASE_URL, LINE_DATA_API_BASE_URL; the real ones by default). The SDK sets no time limit
// on a call, so every call here has one: a platform that does not answer is an error we can retry.
import { channelAccessToken, HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { DEFAULT_CALL_TIMEOUT_MS, type LineConfig } from '../config';

type LineApi = messagingApi.MessagingApiClient;
type LineBlobApi = messagingApi.MessagingApiBlobClient;

export function lineApi(config: LineConfig, accessToken: string): LineApi {
  return new messagingApi.MessagingApiClient({ channelAccessToken: accessToken, baseURL: config.apiBaseUrl });
}

export function lineBlobApi(config: LineConfig, accessToken: string): LineBlobApi {
  return new messagingApi.MessagingApiBlobClient({ channelAccessToken: accessToken, baseURL: config.dataApiBaseUrl });
}

/** The channel access token API (verifying a token names its channel). */
export function lineTokenApi(config: LineConfig): channelAccessToken.ChannelAccessTokenClient {
  return new channelAccessToken.ChannelAccessTokenClient({ baseURL: config.apiBaseUrl });
}

/** A LINE call that gave up waiting: whether LINE did the work is unknown. */
export class LineTimeout extends Error {
  constructor(ms: number) {
    super(`LINE did not answer within ${ms / 1000} s`);
    this.name = 'LineTimeout';
  }
}

/** The call's answer, or LineTimeout once the time limit is up. */
export async function withinTime<T>(call: Promise<T>, ms = DEFAULT_CALL_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new LineTimeout(ms)), ms); });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What LINE answered to a refused call: its status and message (e.g. 401 for a bad token). */
export function lineRefusal(error: unknown): { status: number; message: string } | undefined {
  if (!(error instanceof HTTPFetchError)) return undefined;
  let message = error.statusText;
  try {
    message = (JSON.parse(error.body) as { message?: string }).message ?? message;
  } catch {
    // Not JSON: the status text says enough.
  }
  return { status: error.status, message };
}
