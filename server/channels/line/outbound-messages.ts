// Parley's message content as LINE message objects (Messaging API), or why it cannot go yet.
import type { messagingApi } from '@line/bot-sdk';
import type { MessageContent } from '../../../common/contracts/message-data';

/** LINE's limits on a location's title and address. */
const LOCATION_TEXT_MAX = 100;

export function lineMessageOf(content: MessageContent): messagingApi.Message | { unsupported: string } {
  switch (content.contentType) {
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
