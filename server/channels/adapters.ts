// The adapter of each platform connected with credentials (docs/channels.md): a new platform is one
// adapter folder plus its line here.
import type { CredentialPlatform } from '../../common/contracts/integrations';
import type { ChannelAdapter } from './adapter';
import type { ChannelsConfig } from './config';
import { instagramAdapter } from './instagram/instagram-adapter';
import { lineAdapter } from './line/line-adapter';
import { messengerAdapter } from './messenger/messenger-adapter';
import { whatsappAdapter } from './whatsapp/whatsapp-adapter';

export type ChannelAdapters = Record<CredentialPlatform, ChannelAdapter>;

export function channelAdapters(config: ChannelsConfig): ChannelAdapters {
  return { line: lineAdapter(config.line), facebook: messengerAdapter(config.meta), instagram: instagramAdapter(config.meta), whatsapp: whatsappAdapter(config.meta) };
}
