// LINE (Messaging API) behind the channel adapter: the channel secret signs webhooks, the channel
// access token calls the API (docs/channels.md).
import { Readable } from 'node:stream';
import { validateSignature, type webhook } from '@line/bot-sdk';
import { DeliveryError } from '../../../common/error-keys';
import type { LineConfig } from '../config';
import { PlatformRefusal, type ChannelAdapter } from '../adapter';
import { lineInboundItem } from './inbound-events';
import { lineApi, lineBlobApi, lineRefusal, lineTokenApi, withinTime } from './line-api';
import { sendToLine } from './line-send';

/** A refused LINE call as PlatformRefusal; anything else (time-outs, network) passes as it is. */
async function refusalsAsPlatform<T>(call: Promise<T>): Promise<T> {
  try {
    return await withinTime(call);
  } catch (error) {
    const refusal = lineRefusal(error);
    throw refusal ? new PlatformRefusal(refusal.status, refusal.message) : error;
  }
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function lineAdapter(config: LineConfig): ChannelAdapter {
  return {
    platform: 'line',
    // 2,000 push or reply requests a second per channel (LINE's rate limits).
    outbound: { retryKey: true, perSecond: 2_000, unknownError: DeliveryError.LINE_UNKNOWN },
    credentialsOf: ({ secret, token }) => ({ channelSecret: secret, accessToken: token }),
    async describe(credentials) {
      // The token names its channel (client_id); the bot info, the account's name and picture.
      const token = await refusalsAsPlatform(lineTokenApi(config).verifyChannelToken(credentials.accessToken!));
      const bot = await refusalsAsPlatform(lineApi(config, credentials.accessToken!).getBotInfo());
      return { account: token.client_id, botId: bot.userId, name: bot.displayName, ...(bot.pictureUrl ? { picture: bot.pictureUrl } : {}) };
    },
    async setWebhook(credentials, url) {
      await refusalsAsPlatform(lineApi(config, credentials.accessToken!).setWebhookEndpoint({ endpoint: url }));
    },
    async testWebhook(credentials, url) {
      const answer = await refusalsAsPlatform(lineApi(config, credentials.accessToken!).testWebhookEndpoint({ endpoint: url }));
      return { success: answer.success ?? false, statusCode: answer.statusCode, reason: answer.reason, detail: answer.detail };
    },
    verifySignature(credentials, rawBody, headers) {
      const signature = headers['x-line-signature'];
      return typeof signature === 'string' && signature !== '' && validateSignature(rawBody, credentials.channelSecret!, signature);
    },
    eventsOf(body) {
      const events = (body as { events?: unknown } | null)?.events;
      if (!Array.isArray(events)) return undefined;
      return events.flatMap((event: { webhookEventId?: unknown }) =>
        (typeof event?.webhookEventId === 'string' ? [{ eventId: event.webhookEventId, payload: event }] : []));
    },
    itemOf: (payload) => lineInboundItem(payload as webhook.Event),
    async profileOf(credentials, customerId) {
      try {
        const profile = await refusalsAsPlatform(lineApi(config, credentials.accessToken!).getProfile(customerId));
        return { displayName: profile.displayName, ...(profile.pictureUrl ? { picture: profile.pictureUrl } : {}) };
      } catch (error) {
        // LINE answers 404 for a user who has not added the account as a friend: no profile to show.
        if (error instanceof PlatformRefusal && error.status === 404) return undefined;
        throw error;
      }
    },
    send: (credentials, request) => sendToLine(config, credentials, request),
    async mediaOf(credentials, contentId) {
      const blob = lineBlobApi(config, credentials.accessToken!);
      const answer = await refusalsAsPlatform(blob.getMessageContentWithHttpInfo(contentId));
      return { body: await bytesOf(answer.body), contentType: answer.httpResponse.headers.get('content-type') ?? 'application/octet-stream' };
    },
  };
}
