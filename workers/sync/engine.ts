// The sync engine behind SyncApi: session, leadership, socket, delta pulls and the outbox flush loop.
import { PAGE_SIZE } from '../../common/constants';
import { randomId } from '../../common/ids';
import { mediaMessageOf } from '../../common/uploads';
import { INBOX_BULK_MAX } from '../../common/inbox-rules';
import type { Envelope } from '../../common/contracts/base';
import type { Customer } from '../../common/contracts/customers';
import type { AssignRequest, AssignResult } from '../../common/contracts/inbox';
import type { FindMessageRequest, FindMessageResult, Message, PublishTemplateRequest, PublishTemplateResult } from '../../common/contracts/messages';
import type { FindTagRequest, FindTagResult, NoteCreateRequest, NoteListRequest, NoteListResponse, NoteResponse, NoteUpdateRequest, TagCount, TaggingRequest } from '../../common/contracts/notes-tags';
import type { LastReadResetRequest, LastReadResponse } from '../../common/contracts/read-state';
import { TAG_SEARCH_LIMIT } from '../../common/notes-tags';
import { type AssignConflictBody } from '../../common/contracts/inbox';
import { ASSIGNMENT_CONFLICT } from '../../common/error-keys';
import { changesCustomers } from '../../common/tasks';
import type { KeptMessageRecord, MessageRecord, PendingActionRecord, PendingMessageRecord, TemplateRecord } from '../../local/records';
import { KEPT_PAGE_SIZE } from '../../common/kept-templates';
import { expectedAssignment, noteLane, type AssignInput, type MarkReadInput, type NoteIntent, type TagInput } from '../../local/outbox/actions';
import type { SyncApi, SyncSession } from './api';
import { OutboxFlusher } from './flush';
import { ApiError, createApiClient, isSessionError, type ApiClient } from './http';
import type { Leadership } from './leader';
import type { NewMediaMessage, NewTextMessage } from '../../local/outbox/outbox';
import { directWrites } from '../../local/stores/direct-writes';
import { DeltaPuller } from './pull';
import { signalOrganizationChanged, signalOrganizationLost, signalOrgRoleUpdated } from './org-role-signal';
import type { SocketFactory, SocketHandlers, SyncSocket } from './socket';
import { settleAssignConflict } from '../../local/stores/store-conflicts';
import { actionTable, addAssignments, addMarkRead, confirmAction, discardAction } from '../../local/stores/store-actions';
import { confirmSent, oldestStoredMessage, storeCustomer, storeMessages } from '../../local/stores/store-incoming';
import { addNoteChange, addTagChange, confirmNoteAction, storeCustomerNotes, type NoteResult } from '../../local/stores/store-notes-tags';
import type { BindRequest, CustomerResponse, MonitoringUpdateRequest, UpdateCustomFieldsRequest } from '../../common/contracts/customer-profile';
import type { CustomFieldsInput, MonitoringInput } from '../../local/outbox/profile-actions';
import { addCustomFieldsChange, addMonitoringChange } from '../../local/stores/store-profile';
import {
  addKeepChange, confirmKeepAction, removeStoredTemplate, storeConversationKept, storeTemplates, templateRecordFrom, type KeepResult,
} from '../../local/stores/store-kept';
import { KeptCalls } from './kept-calls';
import { clearSessionInvalid, markSessionInvalid, storeTyping, updateConnection } from '../../local/stores/store-meta';
import { storeTasks } from '../../local/task-store';
import { storeSystemEvent } from '../../local/stores/store-system-events';
import { addPendingMessage, discardPending, messageTable, resendPending } from '../../local/stores/store-outbox';

const RECEIPT_ID_LENGTH = 20;
const ACTION_ID_LENGTH = 20;

/** What the server answers to a pending action: a customer row (markRead, assign, tags) or a note result. */
type ActionResult = { customer: Customer } | NoteResult | KeepResult | { assignConflict: AssignConflictBody };

export interface EngineDeps {
  connectSocket: SocketFactory;
  leadership: Leadership;
  /** Replaces the global fetch of the HTTP client. */
  fetch?: typeof fetch;
  now: () => number;
  random: () => number;
}

function sameSession(a: SyncSession, b: SyncSession): boolean {
  return a.serverUrl === b.serverUrl && a.userId === b.userId && a.sessionToken === b.sessionToken &&
    a.appId === b.appId && a.jsKey === b.jsKey && a.language === b.language;
}

// Uploads are added beside the engine by the worker entries (workers/uploads/expose.ts).
export class SyncEngine implements Omit<SyncApi, 'upload'> {
  private session: SyncSession | undefined;
  private orgId: string | undefined;
  private api: ApiClient | undefined;
  /** A token the server refused: tabs that still hold it must not reconnect with it. */
  private refusedToken: string | undefined;
  private leading = false;
  /** Bumped at each lead, so events of a closed socket are ignored. */
  private generation = 0;
  private socket: SyncSocket | undefined;
  private socketReady = false;
  private puller: DeltaPuller | undefined;
  private flusher: OutboxFlusher<PendingMessageRecord, Message> | undefined;
  private actionFlusher: OutboxFlusher<PendingActionRecord, ActionResult> | undefined;

  constructor(private readonly deps: EngineDeps) {}

  async start(session: SyncSession, orgId: string): Promise<void> {
    if (session.sessionToken === this.refusedToken) return;
    if (this.session && sameSession(this.session, session)) {
      if (orgId !== this.orgId) this.switchOrg(orgId);
      return;
    }
    if (this.session) await this.stop();
    await clearSessionInvalid();
    this.session = session;
    this.orgId = orgId;
    this.api = createApiClient(session, this.serverOrigin(session), this.deps.fetch);
    this.deps.leadership.acquire(() => void this.lead());
  }

  async stop(): Promise<void> {
    this.deps.leadership.release();
    const wasLeading = this.leading;
    this.leading = false;
    this.socketReady = false;
    this.socket?.close();
    this.flusher?.stop();
    this.actionFlusher?.stop();
    this.puller?.stop();
    directWrites.clear();
    this.socket = undefined;
    this.flusher = undefined;
    this.actionFlusher = undefined;
    this.puller = undefined;
    this.session = undefined;
    this.orgId = undefined;
    this.api = undefined;
    if (wasLeading) await updateConnection({ online: false });
  }

  async sendText(input: NewTextMessage): Promise<string> {
    if (input.text.trim() === '') throw new Error('sendText: the text is empty');
    const receiptId = randomId(RECEIPT_ID_LENGTH);
    await addPendingMessage(input, receiptId, this.deps.now());
    this.flusher?.request();
    return receiptId;
  }

  async sendMedia(input: NewMediaMessage): Promise<string> {
    const content = mediaMessageOf(input.media);
    const receiptId = randomId(RECEIPT_ID_LENGTH);
    await addPendingMessage({ ...input, text: content.data.fileName ?? '', content }, receiptId, this.deps.now());
    this.flusher?.request();
    return receiptId;
  }

  async resend(receiptId: string): Promise<void> {
    if (await resendPending(receiptId, this.deps.now())) this.flusher?.request();
  }

  async discard(receiptId: string): Promise<void> {
    await discardPending(receiptId);
  }

  async markRead(input: MarkReadInput): Promise<void> {
    await addMarkRead(input, randomId(ACTION_ID_LENGTH), this.deps.now());
    this.actionFlusher?.request();
  }

  async assign(inputs: AssignInput[]): Promise<void> {
    if (inputs.length > INBOX_BULK_MAX) throw new Error(`assign: at most ${INBOX_BULK_MAX} customers at once`);
    const from = this.session?.userId;
    if (!from) throw new Error('The sync worker has no session: call start() first');
    await addAssignments(inputs, from, inputs.map(() => randomId(ACTION_ID_LENGTH)), this.deps.now());
    this.actionFlusher?.request();
  }

  async changeTags(kind: 'tag.add' | 'tag.remove', input: TagInput): Promise<void> {
    await addTagChange(kind, input, randomId(ACTION_ID_LENGTH), this.deps.now());
    this.actionFlusher?.request();
  }

  async setMonitoring(input: MonitoringInput): Promise<void> {
    await addMonitoringChange(input, randomId(ACTION_ID_LENGTH), this.deps.now());
    this.actionFlusher?.request();
  }

  async changeCustomFields(input: CustomFieldsInput): Promise<void> {
    await addCustomFieldsChange(input, randomId(ACTION_ID_LENGTH), this.deps.now());
    this.actionFlusher?.request();
  }

  async bindCustomer(orgId: string, customerId: string, roleId: string | null): Promise<void> {
    const request: BindRequest = roleId
      ? { organization: orgId, customer: customerId, toRole: roleId, method: 'add' }
      : { organization: orgId, customer: customerId, method: 'remove' };
    await storeCustomer(await this.watchSession(this.requireApi().call<Customer>('bind', { orgId, ...request })));
  }

  async changeNote(intent: NoteIntent): Promise<void> {
    await addNoteChange(intent, randomId(ACTION_ID_LENGTH), this.deps.now());
    this.actionFlusher?.request();
  }

  async loadNotes(orgId: string, customerId: string): Promise<void> {
    // POST with _method GET: the Parse envelope's way to GET with a body (the session rides in it).
    const request = { orgId, customerId, _method: 'GET' } satisfies NoteListRequest & Pick<Envelope, '_method'>;
    const answer = await this.watchSession(this.requireApi().post<NoteListResponse>('note/get', request));
    await storeCustomerNotes(customerId, answer.notes, noteLane(customerId));
  }

  async findTags(orgId: string, keyword: string): Promise<TagCount[]> {
    const request = { orgId, keyword, limit: TAG_SEARCH_LIMIT } satisfies FindTagRequest;
    const result = await this.watchSession(this.requireApi().call<FindTagResult>('findTagV3', request));
    return result.tags;
  }

  async keepMessage(message: MessageRecord): Promise<void> {
    const ownerId = this.session?.userId;
    if (!ownerId) throw new Error('The sync worker has no session: call start() first');
    if (await addKeepChange({ kind: 'keep', message, ownerId }, randomId(ACTION_ID_LENGTH), this.deps.now())) this.actionFlusher?.request();
  }

  async unkeepMessage(kept: KeptMessageRecord, customerId: string): Promise<void> {
    if (await addKeepChange({ kind: 'unkeep', kept, customerId }, randomId(ACTION_ID_LENGTH), this.deps.now())) this.actionFlusher?.request();
  }

  async loadKept(orgId: string, conversationId: string, skip: number): Promise<boolean> {
    const kept = await this.watchSession(this.keptCalls().list(orgId, conversationId, skip));
    await storeConversationKept(conversationId, kept, skip === 0);
    return kept.length === KEPT_PAGE_SIZE;
  }

  async queryTemplates(orgId: string, keyword: string): Promise<TemplateRecord[]> {
    const templates = await this.watchSession(this.keptCalls().queryTemplates(orgId, keyword));
    await storeTemplates(orgId, templates, keyword === '');
    return templates.map(templateRecordFrom);
  }

  async saveTemplate(input: { orgId: string; name: string; content: string }): Promise<void> {
    const template = await this.watchSession(this.keptCalls().saveTemplate(input, randomId()));
    await storeTemplates(input.orgId, [template], false);
  }

  async removeTemplate(orgId: string, templateId: string): Promise<void> {
    await this.watchSession(this.keptCalls().removeTemplate(orgId, templateId));
    await removeStoredTemplate(templateId);
  }

  async resendAction(id: string): Promise<void> {
    if (await actionTable.resend(id, this.deps.now())) this.actionFlusher?.request();
  }

  async discardAction(id: string): Promise<void> {
    await discardAction(id);
  }

  async loadOlderMessages(orgId: string, conversationId: string): Promise<boolean> {
    const api = this.requireApi();
    const oldest = await oldestStoredMessage(conversationId);
    const request: FindMessageRequest = {
      orgId,
      where: { conversation: conversationId, ...(oldest ? { before: oldest.createdAt } : {}) },
      options: { limit: PAGE_SIZE },
    };
    const result = await this.watchSession(api.call<FindMessageResult>('findMessageV3', request));
    await storeMessages(result.messages);
    return result.messages.length === PAGE_SIZE;
  }

  async nudge(): Promise<void> {
    this.puller?.request();
    this.flusher?.request();
    this.actionFlusher?.request();
  }

  private async lead(): Promise<void> {
    const session = this.session;
    const orgId = this.orgId;
    // The lead may come after a stop (the lock was granted late).
    if (!session || orgId === undefined || this.leading) return;
    this.leading = true;
    this.generation += 1;
    this.puller = this.createPuller(orgId);
    this.flusher = new OutboxFlusher<PendingMessageRecord, Message>({
      table: messageTable,
      key: (entry) => entry.receiptId,
      send: (entry) => this.publish(entry),
      confirm: (entry, message) => confirmSent(entry.receiptId, message),
      now: this.deps.now,
      random: this.deps.random,
      onSessionInvalid: () => void this.onSessionInvalid(),
    });
    this.actionFlusher = new OutboxFlusher<PendingActionRecord, ActionResult>({
      table: actionTable,
      key: (entry) => entry.id,
      send: (entry) => this.perform(entry),
      confirm: (entry, result) => {
        if ('assignConflict' in result) {
          return entry.kind === 'assign' ? settleAssignConflict(entry, result.assignConflict, new Date(this.deps.now()).toISOString()) : Promise.resolve();
        }
        if ('customer' in result) return confirmAction(entry.id, result.customer);
        return 'kept' in result || 'unkeptMessageId' in result ? confirmKeepAction(entry.id, result) : confirmNoteAction(entry.id, result);
      },
      now: this.deps.now,
      random: this.deps.random,
      onSessionInvalid: () => void this.onSessionInvalid(),
    });
    this.socket = this.deps.connectSocket(
      this.serverOrigin(session),
      { userId: session.userId, token: session.sessionToken },
      this.socketHandlers(this.generation),
    );
    await Promise.all([this.flusher.start(), this.actionFlusher.start()]);
  }

  private socketHandlers(generation: number): SocketHandlers {
    const current = () => this.leading && this.generation === generation;
    return {
      onConnect: () => {
        if (!current()) return;
        void updateConnection({ online: true });
        this.flusher?.request();
        this.actionFlusher?.request();
      },
      onDisconnect: () => {
        if (!current()) return;
        this.socketReady = false;
        void updateConnection({ online: false });
      },
      onReady: () => {
        if (!current()) return;
        this.socketReady = true;
        this.subscribeCurrentOrg();
        // Role changes made while the socket was away: the pages read the user's role again.
        if (this.orgId !== undefined) signalOrgRoleUpdated(this.orgId);
      },
      onMessage: (message: Message) => {
        if (!current()) return;
        void storeMessages([message]);
        this.puller?.requestSoon();
      },
      onCustomer: (customer) => {
        if (!current()) return;
        void storeCustomer(customer);
        this.puller?.requestSoon();
      },
      onTask: (task) => {
        if (!current()) return;
        void storeTasks([task]);
        // A bulk tag task's changes come through the feed, not as customer events.
        if (changesCustomers(task.type)) this.puller?.requestSoon();
      },
      onSystemEvent: (event) => {
        if (current()) void storeSystemEvent(event, this.session?.userId);
      },
      onOrgRoleUpdated: (event) => {
        if (current()) signalOrgRoleUpdated(event.orgId);
      },
      onOrganizationLost: (signal) => {
        if (current()) signalOrganizationLost(signal);
      },
      onOrganizationChanged: (orgId) => {
        if (current()) signalOrganizationChanged(orgId);
      },
      onTyping: (event) => {
        if (current()) void storeTyping(event.conversationId, Date.now());
      },
      onSessionInvalid: () => {
        if (current()) void this.onSessionInvalid();
      },
    };
  }

  /** Subscribes to the selected organization, then pulls: the pull covers whatever came before the subscription. */
  private subscribeCurrentOrg(): void {
    const orgId = this.orgId;
    if (orgId === undefined) return;
    this.socket?.subscribe(orgId, () => {
      if (this.orgId === orgId) this.puller?.request();
    });
  }

  private switchOrg(orgId: string): void {
    const previous = this.orgId;
    this.orgId = orgId;
    if (!this.leading) return;
    this.puller?.stop();
    this.puller = this.createPuller(orgId);
    if (this.socketReady) {
      if (previous !== undefined) this.socket?.unsubscribe(previous);
      this.subscribeCurrentOrg();
    }
  }

  private createPuller(orgId: string): DeltaPuller {
    return new DeltaPuller({
      api: this.requireApi(),
      orgId,
      now: this.deps.now,
      random: this.deps.random,
      onSessionInvalid: () => void this.onSessionInvalid(),
    });
  }

  private publish(entry: PendingMessageRecord): Promise<Message> {
    const request: PublishTemplateRequest & { orgId: string } = {
      orgId: entry.orgId,
      conversation: entry.conversationId,
      receiptId: entry.receiptId,
      template: entry.content ?? { contentType: 'text', data: { content: entry.text } },
      ...(entry.messageTag ? { options: { fbMessengerTag: entry.messageTag } } : {}),
    };
    return this.requireApi().call<PublishTemplateResult>('publishTemplate', request);
  }

  /** Sends one pending action to its endpoint; answers the customer row or note the server stored. */
  private async perform(entry: PendingActionRecord): Promise<ActionResult> {
    const api = this.requireApi();
    switch (entry.kind) {
      case 'markRead': {
        const session = this.session;
        const request: LastReadResetRequest = {
          orgId: entry.orgId,
          conversationId: entry.payload.conversationId,
          ...(session ? { sender: session.userId, senderType: '_User' as const } : {}),
        };
        return { customer: (await api.post<LastReadResponse>('last_read/conversation/reset', request)).customer };
      }
      case 'assign': {
        const { customerId, inbox, from, toUser } = entry.payload;
        const request: AssignRequest = {
          organization: entry.orgId, customer: customerId, inbox, from, ...(toUser ? { toUser } : {}), expected: expectedAssignment(entry.payload),
        };
        try {
          return { customer: await api.call<AssignResult>('assign', { orgId: entry.orgId, ...request }) };
        } catch (error) {
          // Another move overtook this one while it waited: the server kept that one; the inbox says so.
          if (error instanceof ApiError && error.status === 409 && error.body.error === ASSIGNMENT_CONFLICT) {
            return { assignConflict: error.body as AssignConflictBody };
          }
          throw error;
        }
      }
      case 'tag.add':
      case 'tag.remove': {
        const { customerId, tags } = entry.payload;
        const request: TaggingRequest = {
          orgId: entry.orgId,
          tags,
          where: { customer: customerId, organization: entry.orgId },
          options: { version: 2 },
          ...(entry.kind === 'tag.remove' ? { _method: 'DELETE' as const } : {}),
        };
        return { customer: await api.call<Customer>('tagging', { ...request, orgId: entry.orgId }) };
      }
      case 'note.create': {
        const { customerId, noteId, note } = entry.payload;
        const request: NoteCreateRequest = { orgId: entry.orgId, customerId, note, objectId: noteId };
        return api.post<NoteResponse>('note/create', request);
      }
      case 'note.update': {
        const request: NoteUpdateRequest = { orgId: entry.orgId, note: entry.payload.note };
        return api.post<NoteResponse>(`note/update/${entry.payload.noteId}`, request);
      }
      case 'note.delete':
        try {
          await api.post(`note/delete/${entry.payload.noteId}`, { orgId: entry.orgId });
        } catch (error) {
          // A repeat of a delete whose answer was lost finds nothing: the note is gone, as asked.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
        return { deletedNoteId: entry.payload.noteId };
      case 'keep':
        return { kept: await this.keptCalls().keep(entry.orgId, entry.payload.kept) };
      case 'unkeep':
        await this.keptCalls().unkeep(entry.orgId, entry.payload.keptId);
        return { unkeptMessageId: entry.payload.messageId };
      case 'monitoring': {
        const request: MonitoringUpdateRequest = { orgId: entry.orgId, customerId: entry.payload.customerId, isMonitoring: entry.payload.isMonitoring };
        return api.post<CustomerResponse>('customer/monitoring/update', request);
      }
      case 'customFields': {
        const request: UpdateCustomFieldsRequest = { where: { orgId: entry.orgId, customer: entry.payload.customerId }, fields: entry.payload.fields };
        return { customer: await api.call<Customer>('updateCustomFields', { orgId: entry.orgId, ...request }) };
      }
    }
  }

  private keptCalls(): KeptCalls {
    return new KeptCalls(this.requireApi());
  }

  /** Passes a call's result through, and stops everything when the server refused the session. */
  private async watchSession<Result>(call: Promise<Result>): Promise<Result> {
    try {
      return await call;
    } catch (error) {
      if (isSessionError(error)) await this.onSessionInvalid();
      throw error;
    }
  }

  private async onSessionInvalid(): Promise<void> {
    if (!this.session) return;
    this.refusedToken = this.session.sessionToken;
    await markSessionInvalid();
    await this.stop();
  }

  private requireApi(): ApiClient {
    if (!this.api) throw new Error('The sync worker has no session: call start() first');
    return this.api;
  }

  private serverOrigin(session: SyncSession): string {
    return session.serverUrl || self.location.origin;
  }
}
