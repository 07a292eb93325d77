// The sync engine behind SyncApi: session, leadership, socket, delta pulls and the outbox flush loop.
import { PAGE_SIZE } from '../../common/constants';
import { randomId } from '../../common/ids';
import { mediaMessageOf } from '../../common/uploads';
import { INBOX_BULK_MAX } from '../../common/inbox-rules';
import type { Envelope } from '../../common/contracts/base';
import type { Customer } from '../../common/contracts/customers';
import type { FindMessageRequest, FindMessageResult, Message, PublishTemplateRequest, PublishTemplateResult, ResendDeliveryRequest } from '../../common/contracts/messages';
import type { FindTagRequest, FindTagResult, NoteListRequest, NoteListResponse, TagCount } from '../../common/contracts/notes-tags';
import { TAG_SEARCH_LIMIT } from '../../common/notes-tags';
import { changesCustomers } from '../../common/tasks';
import type { ApiClient } from '../../local/api-client';
import type { PendingActionRecord, PendingContent, PendingMessageRecord, TemplateInput, TemplateRecord } from '../../local/records';
import { KEPT_PAGE_SIZE } from '../../common/kept-templates';
import { sendAction, type ActionIntent } from '../../local/outbox/kinds/registry';
import type { SyncApi, SyncSession } from './api';
import { OutboxFlusher } from './flush';
import { createApiClient, isSessionError } from './http';
import type { Leadership } from './leader';
import { templateMessageOf, type NewMediaMessage, type NewTextMessage, type NewTemplateMessage } from '../../local/outbox/outbox';
import { directWrites } from '../../local/stores/direct-writes';
import { DeltaPuller } from './pull';
import { signalBroadcastChanged, signalOrderNeedUpdate, signalOrganizationChanged, signalOrganizationLost, signalOrgRoleUpdated } from './org-role-signal';
import type { SocketFactory, SocketHandlers, SyncSocket } from './socket';
import type { ActionAnswer } from '../../local/outbox/kinds/kind';
import { actionTable, confirmAction, discardAction, queueActions } from '../../local/stores/store-actions';
import { confirmSent, oldestStoredMessage, storeCustomer, storeMessages, storeSocketMessage } from '../../local/stores/store-incoming';
import { storeCustomerNotes } from '../../local/stores/store-notes';
import type { BindRequest } from '../../common/contracts/customer-profile';
import { removeStoredTemplate, storeConversationKept, storeTemplates, templateRecordFrom } from '../../local/stores/store-kept';
import { KeptCalls } from './kept-calls';
import { clearSessionInvalid, markSessionInvalid, storeTyping, updateConnection } from '../../local/stores/store-meta';
import { storeTasks } from '../../local/task-store';
import { storeSystemEvent } from '../../local/stores/store-system-events';
import { addPendingMessage, discardPending, messageTable, resendPending } from '../../local/stores/store-outbox';
import type { PresenceIntent, PresenceNews } from '../../local/channels';
import { heldTabLocks, presenceIntents, presencePoster, PresenceRelay } from './presence';

const RECEIPT_ID_LENGTH = 20;
const ACTION_ID_LENGTH = 20;

export interface EngineDeps {
  connectSocket: SocketFactory;
  leadership: Leadership;
  /** Replaces the global fetch of the HTTP client. */
  fetch?: typeof fetch;
  now: () => number;
  random: () => number;
}

/** The same login on the same server (the language may differ: it does not need a new connection). */
function sameSession(a: SyncSession, b: SyncSession): boolean {
  return a.serverUrl === b.serverUrl && a.userId === b.userId && a.sessionToken === b.sessionToken &&
    a.appId === b.appId && a.jsKey === b.jsKey;
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
  private actionFlusher: OutboxFlusher<PendingActionRecord, ActionAnswer> | undefined;
  /** Kept across sessions and leads: the tabs' conversations stay what they are (docs/presence.md). */
  private readonly presenceRelay: PresenceRelay;
  private stopFollowers: (() => void) | undefined;

  constructor(private readonly deps: EngineDeps) {
    this.presenceRelay = new PresenceRelay({ now: deps.now, liveTabs: heldTabLocks, post: presencePoster() });
  }

  async start(session: SyncSession, orgId: string): Promise<void> {
    if (session.sessionToken === this.refusedToken) return;
    if (this.session && sameSession(this.session, session)) {
      // Only the language changed: requests from now on speak it, the socket stays.
      if (session.language !== this.session.language) this.followLanguage(session);
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
    this.presenceRelay.disconnect();
    this.stopFollowers?.();
    this.stopFollowers = undefined;
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

  async sendTemplate(input: NewTemplateMessage): Promise<string> {
    const receiptId = randomId(RECEIPT_ID_LENGTH);
    await addPendingMessage(templateMessageOf(input), receiptId, this.deps.now(), { keepDraft: true });
    this.flusher?.request();
    return receiptId;
  }

  async resend(receiptId: string): Promise<void> {
    if (await resendPending(receiptId, this.deps.now())) this.flusher?.request();
  }

  async resendDelivery(orgId: string, messageId: string): Promise<void> {
    const request: ResendDeliveryRequest & { orgId: string } = { orgId, messageId };
    await storeMessages([await this.watchSession(this.requireApi().call<Message>('resendDelivery', request))]);
  }

  async discard(receiptId: string): Promise<void> {
    await discardPending(receiptId);
  }

  async act(intents: ActionIntent | readonly ActionIntent[]): Promise<void> {
    const all: readonly ActionIntent[] = Array.isArray(intents) ? intents : [intents];
    if (all.length > INBOX_BULK_MAX) throw new Error(`act: at most ${INBOX_BULK_MAX} actions at once`);
    const userId = this.session?.userId;
    if (!userId) throw new Error('The sync worker has no session: call start() first');
    const queued = await queueActions(all, all.map(() => randomId(ACTION_ID_LENGTH)), this.deps.now(), userId);
    if (queued.length > 0) this.actionFlusher?.request();
  }

  async bindCustomer(orgId: string, customerId: string, roleId: string | null): Promise<void> {
    const request: BindRequest = roleId
      ? { organization: orgId, customer: customerId, toRole: roleId, method: 'add' }
      : { organization: orgId, customer: customerId, method: 'remove' };
    await storeCustomer(await this.watchSession(this.requireApi().call<Customer>('bind', { orgId, ...request })));
  }

  async loadNotes(orgId: string, customerId: string): Promise<void> {
    // POST with _method GET: the Parse envelope's way to GET with a body (the session rides in it).
    const request = { orgId, customerId, _method: 'GET' } satisfies NoteListRequest & Pick<Envelope, '_method'>;
    const answer = await this.watchSession(this.requireApi().post<NoteListResponse>('note/get', request));
    await storeCustomerNotes(customerId, answer.notes);
  }

  async findTags(orgId: string, keyword: string): Promise<TagCount[]> {
    const request = { orgId, keyword, limit: TAG_SEARCH_LIMIT } satisfies FindTagRequest;
    const result = await this.watchSession(this.requireApi().call<FindTagResult>('findTagV3', request));
    return result.tags;
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

  async saveTemplate(input: TemplateInput): Promise<void> {
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

  async presence(intent: PresenceIntent): Promise<PresenceNews[]> {
    const recent = this.presenceRelay.tell(intent);
    if (!this.leading) presenceIntents.toLeader(intent);
    return recent;
  }

  /** The network is back (`online`): pull, and send what waits without waiting out its backoff. */
  async nudge(): Promise<void> {
    this.puller?.request();
    this.flusher?.retryNow();
    this.actionFlusher?.retryNow();
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
    this.actionFlusher = new OutboxFlusher<PendingActionRecord, ActionAnswer>({
      table: actionTable,
      key: (entry) => entry.id,
      send: (entry) => this.perform(entry),
      confirm: (entry, answer) => confirmAction(entry.id, answer, this.deps.now()),
      now: this.deps.now,
      random: this.deps.random,
      onSessionInvalid: () => void this.onSessionInvalid(),
    });
    this.stopFollowers = presenceIntents.fromFollowers((intent) => this.presenceRelay.tell(intent));
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
        // The server is back: what waits goes now, whatever backoff the outage left it with.
        this.flusher?.retryNow();
        this.actionFlusher?.retryNow();
      },
      onDisconnect: () => {
        if (!current()) return;
        this.socketReady = false;
        this.presenceRelay.disconnect();
        void updateConnection({ online: false });
      },
      onReady: () => {
        if (!current()) return;
        this.socketReady = true;
        this.subscribeCurrentOrg();
        // Role changes made while the socket was away: the pages read the user's role again.
        if (this.orgId !== undefined) signalOrgRoleUpdated(this.orgId);
      },
      onMessage: (message, customer) => {
        if (!current()) return;
        void storeSocketMessage(message, customer);
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
      onBroadcast: (broadcast) => {
        if (current()) signalBroadcastChanged(broadcast.organization.objectId, broadcast);
      },
      onOrderNeedUpdate: ({ orgId, unhandledCount, unhandledDelta }) => {
        if (current()) signalOrderNeedUpdate({ orgId, unhandledCount, unhandledDelta });
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
      onPresence: (event) => {
        if (current()) this.presenceRelay.hear(event);
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
    this.socket?.subscribe(orgId, (ok) => {
      if (this.orgId !== orgId) return;
      this.puller?.request();
      // The server hears presence only from a subscribed socket.
      const userId = this.session?.userId;
      if (ok && userId) this.presenceRelay.connect(userId, (signal) => this.socket?.presence(signal));
    });
  }

  /**
   * Calls made from now on speak the new language. The running pull loop keeps its client: the change
   * feed does not depend on the language.
   */
  private followLanguage(session: SyncSession): void {
    this.session = session;
    this.api = createApiClient(session, this.serverOrigin(session), this.deps.fetch);
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
    // A WhatsApp template's content is the contract's send shape (WhatsAppTemplateSend); a card set's is its TemplateData.
    const request: Omit<PublishTemplateRequest, 'template'> & { orgId: string; template: PendingContent } = {
      orgId: entry.orgId,
      conversation: entry.conversationId,
      receiptId: entry.receiptId,
      template: entry.content ?? { contentType: 'text', data: { content: entry.text } },
      ...(entry.messageTag ? { options: { fbMessengerTag: entry.messageTag } } : {}),
    };
    return this.requireApi().call<PublishTemplateResult>('publishTemplate', request);
  }

  /** Sends one pending action the way its kind does (local/outbox/kinds/). */
  private perform(entry: PendingActionRecord): Promise<ActionAnswer> {
    return sendAction(this.requireApi(), entry, { userId: this.session?.userId ?? '' });
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
