// Parley's message content as LINE message objects (Messaging API), or why it cannot go yet.
import type { messagingApi } from '@line/bot-sdk';
import type { MessageContent } from '../../../common/contracts/message-data';

/** LINE's limits on a location's title and address. */
const LOCATION_TEXT_MAX = 100;

const HTTPS_NEEDED = 'LINE fetches images, videos and audio over HTTPS only: set PUBLIC_URL to this server\'s https address';
const isHttps = (url: string | undefined): url is string => url?.startsWith('https://') ?? false;

/** Media content's URLs are absolute here (outbound/public-media.ts). */
export function lineMessageOf(content: MessageContent): messagingApi.Message | { unsupported: string } {
  switch (content.contentType) {
    case 'image': {
      const { url, previewUrl } = content.data;
      if (!isHttps(url)) return { unsupported: HTTPS_NEEDED };
      return { type: 'image', originalContentUrl: url, previewImageUrl: isHttps(previewUrl) ? previewUrl : url };
    }
    case 'video': {
      const { url, previewUrl } = content.data;
      if (!isHttps(url) || !isHttps(previewUrl)) return { unsupported: HTTPS_NEEDED };
      return { type: 'video', originalContentUrl: url, previewImageUrl: previewUrl };
    }
    case 'audio': {
      const { url, duration } = content.data;
      if (!isHttps(url)) return { unsupported: HTTPS_NEEDED };
      // LINE wants the length in milliseconds; without one it would refuse the message.
      return { type: 'audio', originalContentUrl: url, duration: Math.max(1, Math.round((duration ?? 1) * 1000)) };
    }
    case 'file':
      // LINE has no file message: the file goes as its name and a link.
      return { type: 'text', text: `${content.data.fileName ?? content.data.url}\n${content.data.url}` };
    case 'text':
      return { type: 'text', text: content.data.content };
    case 'location': {
      const { latitude, longitude, address, title } = content.data;
      const place = (title || address || `${latitude}, ${longitude}`).slice(0, LOCATION_TEXT_MAX);
      return { type: 'location', title: place, address: (address || place).slice(0, LOCATION_TEXT_MAX), latitude, longitude };
    }
    case 'lineSticker':
      return { type: 'sticker', packageId: content.data.packageId, stickerId: content.data.stickerId };
    default:
      return { unsupported: `${content.contentType} messages cannot be sent to LINE by this server yet` };
  }
}
