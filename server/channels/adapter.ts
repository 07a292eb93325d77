// One adapter per platform behind one interface (docs/channels.md): what connecting an account,
// its webhooks and its inbound content mean on that platform. The code around it — integrations,
// the webhook route, the inbound processor, the message routes — never asks which platform it serves.
import type { Platform } from '../../common/contracts/base';
import type { CredentialPlatform, IntegrateRequest, VerifyIntegrationResult } from '../../common/contracts/integrations';
import type { MessageContent } from '../../common/contracts/message-data';
import type { CustomerRow, MessageRow } from '../messages/serialize';
import type { Credentials } from '../security/credentials';
import type { InboundItem } from './inbound/items';

/** What every channel is, live chat included. */
export interface Channel {
  platform: Platform;
  /**
   * Hands a message that just committed to the customer's side, for a channel whose customer is
   * listening (live chat: the visitor's open pages). A platform with an API gets replies from their
   * durable delivery jobs instead (server/channels/outbound) and needs nothing here.
   */
  announce?(message: MessageRow, customer: CustomerRow): Promise<void>;
}

/** Every channel by platform (a platform not built yet has none). */
export type Channels = { readonly [P in Platform]?: Channel };

/** The account the credentials belong to, as the platform describes it. */
export interface PlatformAccount {
  /** The account's id on the platform (LINE: the channel id the admin gave, checked against the token). */
  account: string;
  /** The bot's own id on the platform (LINE: the webhook's `destination`). */
  botId: string;
  /** The account this one is reached through (Instagram: its Facebook Page; WhatsApp: its Business Account). */
  parentAccount?: string;
  name: string;
  picture?: string;
  /** SHA-256 (hex) of the webhook verify token, for a platform whose handshake names the account by it (Meta). */
  verifyTokenHash?: string;
}

/** A platform refused the credentials or the request (shown to the admin with the platform's word). */
export class PlatformRefusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'PlatformRefusal';
  }
}

/** One reply to a customer: `retryKey` is the same for every try of one round, so a retry cannot duplicate. */
export interface OutboundRequest {
  /** The customer's id on the platform. */
  to: string;
  content: MessageContent;
  retryKey: string;
  /** Our message's id (Messenger sends it as metadata, so the echo of our own reply is known as ours). */
  messageId: string;
  /** The message's tag (Messenger: MESSAGE_TAG outside the 24-hour window). */
  messageTag?: string;
  /** The platform's token for answering the customer's last message, when still fresh (used once). */
  replyToken?: string;
  /**
   * Buttons under the message that send their text back when tapped (the message bot's quick reply on
   * its last reply; a broadcast's on its last message): LINE, Messenger and Instagram take them;
   * WhatsApp has no such buttons and leaves them out.
   */
  quickReplies?: readonly { label: string; text: string }[];
}

/**
 * How a send went. `retry`: nothing was done, or a retry cannot duplicate (the retry key), so try again
 * (not before `afterMs`, the platform's Retry-After); `throttled`: the account's rate limit (its other
 * sends wait too); `ambiguous`: the platform may have done it (no answer, a 5xx), which only the retry
 * key makes safe to try again. `failed`: the platform refused for good. `unknown`:
 * the platform may have delivered it and has no retry key for this call, so it is never resent blindly.
 * Errors are `{platform}:{what}` keys (01 §8 platform errors) with the platform's words as `detail`.
 */
export type SendOutcome =
  | { kind: 'sent'; platformMessageId?: string }
  | { kind: 'retry'; error: string; detail?: string; afterMs?: number; throttled?: true; ambiguous?: true }
  | { kind: 'failed'; error: string; detail?: string; credentialsDead?: true }
  | { kind: 'unknown'; error: string; detail?: string };

/** How the platform takes replies (the outbound pipeline's bounds and its exactly-once rules). */
export interface OutboundRules {
  /**
   * Whether a send carries a retry key the platform keeps its promise on (LINE's push: a repeat is
   * refused as already accepted), so a try cut off may be tried again. Without one it is never resent.
   */
  retryKey: boolean;
  /** The platform's rate per account (a second's worth of sends), shared by every server process. */
  perSecond: number;
  /** The error key of a send that may have reached the customer (`{platform}:unknown`). */
  unknownError: string;
}

/** A platform connected with credentials, reached through its API and its webhooks. */
export interface ChannelAdapter extends Channel {
  platform: CredentialPlatform;
  outbound: OutboundRules;
  /** The credentials of an integrate request of this platform (their shapes were checked at the edge). */
  credentialsOf(request: IntegrateRequest): Credentials;
  /** Checks the credentials with the platform; a refusal is a PlatformRefusal. */
  describe(credentials: Credentials): Promise<PlatformAccount>;
  /**
   * Asks the platform to send the account's events to our app, before the account is kept (Messenger:
   * the Page's subscribed_apps); a refusal is a PlatformRefusal. A platform that needs no asking has none.
   */
  subscribe?(credentials: Credentials, account: string): Promise<void>;
  /** Tells the platform where our webhook is (an https URL only); none where the URL is set in the platform's console (Meta). */
  setWebhook?(credentials: Credentials, url: string): Promise<void>;
  /** Asks the platform to call the webhook now and answers how that went; none where the platform has no such call. */
  testWebhook?(credentials: Credentials, url: string): Promise<VerifyIntegrationResult>;
  /** Whether the raw body was signed with the account's secret (checked before anything is stored). */
  verifySignature(credentials: Credentials, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /**
   * The events of a webhook body (LINE: the whole body; Meta: one entry of it) with their ids (the
   * idempotency key), or undefined for a body that is not the platform's.
   */
  eventsOf(body: unknown): { eventId: string; payload: unknown }[] | undefined;
  /**
   * For a platform whose webhook entries may hold several accounts' events (WhatsApp: an entry is the
   * Business Account, each change names its phone number), the entry split by the account each part is
   * for; `byParent`: the part is for every account reached through `account` (WhatsApp: a template
   * review, for each number of the Business Account). Without it an entry is its `id`'s.
   */
  entryAccountsOf?(entry: unknown): { account: string; entry: unknown; byParent?: true }[];
  itemOf(payload: unknown): InboundItem;
  /** The customer's name and picture on the platform, when it tells. */
  profileOf(credentials: Credentials, customerId: string): Promise<{ displayName: string; picture?: string } | undefined>;
  /** The bytes of inbound media the platform keeps. */
  mediaOf(credentials: Credentials, contentId: string): Promise<{ body: Buffer; contentType: string }>;
  /** Sends one reply; never throws for what the platform answered (see SendOutcome). */
  send(credentials: Credentials, request: OutboundRequest): Promise<SendOutcome>;
}
