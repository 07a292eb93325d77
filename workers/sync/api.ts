// What the sync worker offers the console over comlink. Types only: the console imports this file with
// `import type` (scripts/check-imports.mjs); values both sides need (meta keys, channel names) are in local/.
import type { TagCount } from '../../common/contracts/notes-tags';
import type { TemplateInput, TemplateRecord } from '../../local/records';
import type { ActionIntent } from '../../local/outbox/kinds/registry';
import type { NewTemplateMessage } from '../../local/outbox/outbox';
import type { MessageTag } from '../../common/customer-profile';
import type { UploadedMedia } from '../../common/uploads';
import type { UploadApi } from '../uploads/api';
import type { PresenceIntent, PresenceNews } from '../../local/channels';

export interface SyncSession {
  /** Origin of the API server ('' means the page's own origin). */
  serverUrl: string;
  appId: string;
  jsKey: string;
  userId: string;
  sessionToken: string;
  language: string;
}

export interface SyncApi extends UploadApi {
  /** Start (or switch) the session and the organization to sync; idempotent across tabs. */
  start(session: SyncSession, orgId: string): Promise<void>;
  /** Forget the session: close the socket, stop flushing (logout). */
  stop(): Promise<void>;
  /** Queue a text reply in the outbox and flush; resolves with its receiptId once stored locally. */
  sendText(input: { orgId: string; conversationId: string; customerId: string; text: string; messageTag?: MessageTag }): Promise<string>;
  /**
   * Queue an uploaded file as a message (image, audio, video — the transcoded MP4 with its thumbnail
   * as preview — or file); resolves with its receiptId once stored locally.
   */
  sendMedia(input: { orgId: string; conversationId: string; customerId: string; media: UploadedMedia; messageTag?: MessageTag }): Promise<string>;
  /**
   * Queue a template: a card set of the card builder (buttons, carousel, confirm) with the agent's
   * message tag, or a WhatsApp template filled in (tag WHATSAPP_TEMPLATE), the reply WhatsApp takes
   * outside the 24-hour window. The typed draft stays. Resolves with its receiptId once stored locally.
   */
  sendTemplate(input: NewTemplateMessage): Promise<string>;
  /** Retry a message flagged needResend. */
  resend(receiptId: string): Promise<void>;
  /** Send again a reply its platform refused (online; POST /functions/resendDelivery): it shows as sending. */
  resendDelivery(orgId: string, messageId: string): Promise<void>;
  /** Remove a failed or expired message from the outbox. */
  discard(receiptId: string): Promise<void>;
  /**
   * The agent's actions (local/outbox/kinds/: mark read, assign, tags, monitoring, custom fields, notes,
   * keep and unkeep), at most 50 at once: each shows locally at once (offline too) and waits in the
   * action outbox until the server has it; the server's answer then wins. Several intents are queued
   * together (a bulk assign moves every row or none). A refused action stays, status needResend.
   * Resolves once stored locally.
   */
  act(intents: ActionIntent | readonly ActionIntent[]): Promise<void>;
  /** Bind a customer to an org role, or unbind it (null); online, admins (POST /functions/bind). */
  bindCustomer(orgId: string, customerId: string, roleId: string | null): Promise<void>;
  /** Fetch a customer's notes from the server into IndexedDB (waiting note changes stay on top). */
  loadNotes(orgId: string, customerId: string): Promise<void>;
  /** The organization's tags containing the keyword (POST /functions/findTagV3), for the tag input. */
  findTags(orgId: string, keyword: string): Promise<TagCount[]>;
  /** Fetch a page of 20 of a conversation's kept messages into IndexedDB; false when it was the last. */
  loadKept(orgId: string, conversationId: string, skip: number): Promise<boolean>;
  /** The organization's reply templates matching the keyword (queryTemplate, 20), also stored for offline use. */
  queryTemplates(orgId: string, keyword: string): Promise<TemplateRecord[]>;
  /** Save a new template, text or a card set, or replace a stored one (`templateId`) (online). */
  saveTemplate(input: TemplateInput): Promise<void>;
  /** Remove a template (online). */
  removeTemplate(orgId: string, templateId: string): Promise<void>;
  /** Retry an action flagged needResend or expired. */
  resendAction(id: string): Promise<void>;
  /** Give up on an action: what it showed locally is taken back (a discarded assign puts its row back). */
  discardAction(id: string): Promise<void>;
  /** Load older messages of a conversation from the server into IndexedDB; false when there are no more. */
  loadOlderMessages(orgId: string, conversationId: string): Promise<boolean>;
  /**
   * The tab shows a conversation (`viewing`, also: stopped typing), its agent typed (`typing`, at most every
   * PRESENCE_TYPING_THROTTLE_MS), or it left (`left`); the worker speaks for the browser (docs/presence.md).
   * Answers the other agents heard in the conversation lately; later ones come on PRESENCE_CHANNEL.
   */
  presence(intent: PresenceIntent): Promise<PresenceNews[]>;
  /** The network is back: a delta pull, and the outboxes sent now, their backoff reset (docs/sync.md). */
  nudge(): Promise<void>;
}
