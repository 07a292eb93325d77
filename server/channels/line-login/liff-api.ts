// LINE's side of share messages, through the official SDK at LINE_API_BASE_URL (the real one by
// default): a short-lived channel access token of the LINE Login channel by client credentials
// (POST /v2/oauth/accessToken), then the LIFF server API with it (POST/PUT/DELETE /liff/v1/apps).
// A token is issued for each change: changes are rare, and nothing long-lived is kept beside the secret.
import { channelAccessToken, liff } from '@line/bot-sdk';
import { LIFF_APPS_MAX } from '../../../common/line-liff';
import type { LineConfig } from '../config';
import { lineRefusal, withinTime } from '../line/line-api';

export interface LoginChannelSecrets { channelId: string; channelSecret: string }

/** LINE refused a call: its status and words. */
export class LiffRefusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'LiffRefusal';
  }
}

/** The call's answer, or LiffRefusal for LINE's refusal (a time-out or network error passes as it is). */
async function refusedAs<T>(call: Promise<T>): Promise<T> {
  try {
    return await withinTime(call);
  } catch (error) {
    const refusal = lineRefusal(error);
    if (refusal) throw new LiffRefusal(refusal.status, refusal.message);
    throw error;
  }
}

/** A channel access token of the LINE Login channel: the proof that its id and secret are good. */
export async function issueLoginToken(config: LineConfig, { channelId, channelSecret }: LoginChannelSecrets): Promise<string> {
  const client = new channelAccessToken.ChannelAccessTokenClient({ baseURL: config.apiBaseUrl });
  const issued = await refusedAs(client.issueChannelToken('client_credentials', channelId, channelSecret));
  return issued.access_token;
}

const liffClient = (config: LineConfig, token: string) => new liff.LiffClient({ channelAccessToken: token, baseURL: config.apiBaseUrl });

/** LINE's own documented defaults, but full size: the share page fills the screen. */
const appSettings = (name: string, endpointUrl: string) => ({
  view: { type: 'full' as const, url: endpointUrl },
  description: name,
  scope: ['profile' as const, 'chat_message.write' as const],
  botPrompt: 'none' as const,
});

/** Whether the channel holds LINE's maximum of LIFF apps (LINE answers 404 when it has none). */
async function atMaximum(config: LineConfig, token: string): Promise<boolean> {
  try {
    const { apps } = await refusedAs(liffClient(config, token).getAllLIFFApps());
    return (apps?.length ?? 0) >= LIFF_APPS_MAX;
  } catch (error) {
    if (error instanceof LiffRefusal && error.status === 404) return false;
    throw error;
  }
}

/** Adds the LIFF app; 'maximum' when LINE refused because the channel has its 30 apps already. */
export async function addLiffApp(config: LineConfig, token: string, name: string, endpointUrl: string): Promise<{ liffId: string } | 'maximum'> {
  try {
    const { liffId } = await refusedAs(liffClient(config, token).addLIFFApp(appSettings(name, endpointUrl)));
    return { liffId };
  } catch (error) {
    // LINE answers 400 for a bad value and for the maximum alike: its list tells which.
    if (error instanceof LiffRefusal && error.status === 400 && await atMaximum(config, token)) return 'maximum';
    throw error;
  }
}

export async function renameLiffApp(config: LineConfig, token: string, liffId: string, name: string): Promise<void> {
  await refusedAs(liffClient(config, token).updateLIFFApp(liffId, { description: name }));
}

/** Deletes the LIFF app; one LINE no longer has (404) is as good as deleted. */
export async function deleteLiffApp(config: LineConfig, token: string, liffId: string): Promise<void> {
  try {
    await refusedAs(liffClient(config, token).deleteLIFFApp(liffId));
  } catch (error) {
    if (!(error instanceof LiffRefusal && error.status === 404)) throw error;
  }
}
