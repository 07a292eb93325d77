// What the channel plugins are given besides the common services: each platform's adapter and the
// box that seals and opens credentials.
import type { Services } from '../services';
import type { CredentialsBox } from '../security/credentials';
import type { ChannelAdapters } from './adapters';

export interface ChannelServices extends Services {
  adapters: ChannelAdapters;
  credentials: CredentialsBox;
}
