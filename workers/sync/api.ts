// What the sync worker offers the console over comlink. Types only: the console imports this file with
// `import type` (scripts/check-imports.mjs); values both sides need (meta keys, channel names) are in local/.
import type { TagCount } from '../../common/contracts/notes-tags';
import type { KeptMessageRecord, MessageRecord, TemplateRecord } from '../../local/records';
import type { AssignInput, NoteIntent, TagInput } from '../../local/outbox/actions';
import type { MessageTag } from '../../common/customer-profile';
import type { CustomFieldsInput, MonitoringInput } from '../../local/outbox/profile-actions';
import type { UploadedMedia } from '../../common/uploads';
import type { UploadApi } from '../uploads/api';

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
  /** Retry a message flagged needResend. */
  resend(receiptId: string): Promise<void>;
  /** Remove a failed or expired message from the outbox. */
  discard(receiptId: string): Promise<void>;
  /**
   * Mark a conversation read: its badge goes to 0 locally at once (offline too) and the change waits in
   * the action outbox until the server has it. Resolves once stored locally.
   */
  markRead(input: { orgId: string; conversationId: string; customerId: string }): Promise<void>;
  /**
   * Assign or move customers (at most 50 at once): each row moves category locally at once (offline
   * too) and one action per customer waits in the action outbox until the server has it; the server's
   * row then wins. A refused action (e.g. the customer is gone) stays, status needResend.
   */
  assign(inputs: AssignInput[]): Promise<void>;
  /**
   * Add or remove tags of a customer: the row's tags change locally at once (offline too) and the
   * change waits in the action outbox (kinds tag.add, tag.remove) until the server has it.
   */
  changeTags(kind: 'tag.add' | 'tag.remove', input: TagInput): Promise<void>;
  /** Switch monitoring of a customer: the row's flag changes at once (offline too), sent from the action outbox. */
  setMonitoring(input: MonitoringInput): Promise<void>;
  /** Edit a customer's custom field values: shown at once (offline too), sent from the action outbox. */
  changeCustomFields(input: CustomFieldsInput): Promise<void>;
  /** Bind a customer to an org role, or unbind it (null); online, admins (POST /functions/bind). */
  bindCustomer(orgId: string, customerId: string, roleId: string | null): Promise<void>;
  /** Write, edit or delete a note: shown locally at once, sent from the action outbox (kinds note.*). */
  changeNote(intent: NoteIntent): Promise<void>;
  /** Fetch a customer's notes from the server into IndexedDB (waiting note changes stay on top). */
  loadNotes(orgId: string, customerId: string): Promise<void>;
  /** The organization's tags containing the keyword (POST /functions/findTagV3), for the tag input. */
  findTags(orgId: string, keyword: string): Promise<TagCount[]>;
  /** Keep a message: it shows in the kept messages at once and waits in the action outbox (kind keep). */
  keepMessage(message: MessageRecord): Promise<void>;
  /** Remove a kept message: gone locally at once, sent from the action outbox (kind unkeep). */
  unkeepMessage(kept: KeptMessageRecord, customerId: string): Promise<void>;
  /** Fetch a page of 20 of a conversation's kept messages into IndexedDB; false when it was the last. */
  loadKept(orgId: string, conversationId: string, skip: number): Promise<boolean>;
  /** The organization's reply templates matching the keyword (queryTemplate, 20), also stored for offline use. */
  queryTemplates(orgId: string, keyword: string): Promise<TemplateRecord[]>;
  /** Save a new text template (online). */
  saveTemplate(input: { orgId: string; name: string; content: string }): Promise<void>;
  /** Remove a template (online). */
  removeTemplate(orgId: string, templateId: string): Promise<void>;
  /** Retry an action (assign, mark read, tags, notes) flagged needResend or expired. */
  resendAction(id: string): Promise<void>;
  /** Give up on an action; a discarded assign puts its row back as it was. */
  discardAction(id: string): Promise<void>;
  /** Load older messages of a conversation from the server into IndexedDB; false when there are no more. */
  loadOlderMessages(orgId: string, conversationId: string): Promise<boolean>;
  /** Ask for a delta pull and outbox flush now (e.g. when the page sees the network come back). */
  nudge(): Promise<void>;
}
