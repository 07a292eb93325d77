// What the channel plugins are given besides the common services: each platform's adapter and the
// box that seals and opens credentials.
import type { UrlSigner } from '../files/signing';
import type { FileStorage } from '../files/storage';
import type { Services } from '../services';
import type { CredentialsBox } from '../security/credentials';
import type { ChannelAdapters } from './adapters';
import type { KnownAccounts } from './integrations/known-accounts';

export interface ChannelServices extends Services {
  adapters: ChannelAdapters;
  credentials: CredentialsBox;
  /** Where a customer's media fetched from its platform is kept. */
  storage: FileStorage;
  /** Signs the URLs a platform fetches a reply's media from. */
  signer: UrlSigner;
  /** The connected accounts, kept in memory for the webhooks and the inbound worker. */
  accounts: KnownAccounts;
}
