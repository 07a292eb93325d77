// What an action kind is: one file per kind (this folder) says how the agent's intent becomes a
// pending action, how the waiting action shows locally, how it is undone when the agent gives it up,
// and how it is sent. The generic code around it — the Dexie transactions (local/stores/store-actions.ts),
// the server rows with waiting actions on top (../pending-views.ts), the flush loop (workers/sync) —
// reads the kind from the registry (registry.ts) and never switches on kinds.
import type { AssignConflictBody } from '../../../common/contracts/inbox';
import type { Customer } from '../../../common/contracts/customers';
import type { KeptMessage } from '../../../common/contracts/kept-templates';
import type { Note } from '../../../common/contracts/notes-tags';
import type { ApiClient } from '../../api-client';
import type { CustomerRecord, KeptMessageRecord, NoteRecord } from '../../records';
import type { OutboxEntry } from '../outbox';

/** The outbox fields of every pending action (the state machine of ../outbox.ts). */
export interface ActionFields extends OutboxEntry {
  /** Random client id. */
  id: string;
  orgId: string;
  /**
   * The lane: actions of one target are sent one after another (a conversation; a customer's notes;
   * a conversation's kept messages), and a last-wins kind replaces a waiting one of the same target.
   */
  target: string;
}

export type ActionRecord<Kind extends string, Payload> = ActionFields & { kind: Kind; payload: Payload };

/** The action the agent is making: its id and time, and who makes it. */
export interface ActionContext {
  id: string;
  now: number;
  userId: string;
}

/** The outbox fields of a new action, queued now. */
export function newActionFields(orgId: string, target: string, context: ActionContext): ActionFields {
  return { id: context.id, orgId, target, createdAt: context.now, status: 'queued', attempts: 0, nextAttemptAt: context.now };
}

/** What the server answered to an action of a customer-row kind. */
export type CustomerAnswer = { customer: Customer } | { assignConflict: AssignConflictBody };
/** What the server answered to a note action: the stored note, or that it is gone. */
export type NoteAnswer = { note: Note } | { deletedNoteId: string };
/** What the server answered to a keep action: the stored keep, or that it is gone. */
export type KeptAnswer = { kept: KeptMessage } | { unkeptMessageId: string };

/** What the server answers to an action, whatever its kind (each kind's send answers its store's). */
export type ActionAnswer = CustomerAnswer | NoteAnswer | KeptAnswer;

/** The payload every customer-row kind carries. */
export interface CustomerActionPayload {
  conversationId: string;
  customerId: string;
  /** The row's updatedAt when the agent acted: which server rows still show the action, and which may be undone. */
  seenUpdatedAt: string;
}

// Methods (not arrow properties) on purpose: the registry drives each kind through these interfaces
// with the union of all actions, which method parameters allow.

/** A kind that changes the customer's row (the inbox, the customer panel). Its lane is the conversation. */
export interface CustomerKind<Action extends ActionRecord<string, CustomerActionPayload>, Intent> {
  readonly surface: 'customer';
  /**
   * `true`: a newer intent replaces a waiting one of the same target (the last one wins). `false`:
   * each intent is its own (a second tag added must not drop the first).
   */
  readonly lastWins: boolean;
  /**
   * Which server rows still show the waiting action: `seen` — rows no newer than the one acted on (a
   * newer row is the server's word); `every` — every row until answered (repeating it is harmless and
   * the server ends up doing it anyway).
   */
  readonly showsOn: 'seen' | 'every';
  /** The customer whose row the intent changes (read before `create`). */
  subject(intent: Intent): string;
  create(intent: Intent, row: CustomerRecord | undefined, context: ActionContext): Action;
  /** The row as the waiting action shows on it. */
  show(row: CustomerRecord, action: Action): CustomerRecord;
  /** The row put back when the agent gives the action up (only a row no newer than the one acted on). */
  undo?(row: CustomerRecord, action: Action): CustomerRecord;
  /** A new action replacing waiting ones of its target (lastWins), given what they were. */
  replacing?(action: Action, superseded: readonly Action[]): Action;
  send(api: ApiClient, action: Action, context: Pick<ActionContext, 'userId'>): Promise<CustomerAnswer>;
}

/**
 * A kind that changes one record of a list store (a customer's notes, a conversation's kept
 * messages), keyed by `subject`. The list functions take the records the action touches.
 */
export interface ListKind<Surface extends 'notes' | 'kept', Action extends ActionRecord<string, unknown>, Intent, Item, Answer> {
  readonly surface: Surface;
  /** The key of the record the intent changes, read before `create`; undefined for a new record. */
  subject(intent: Intent): string | undefined;
  /** The action of the intent, or undefined when it would change nothing. */
  create(intent: Intent, current: Item | undefined, context: ActionContext): Action | undefined;
  show(items: readonly Item[], action: Action): Item[];
  undo(items: readonly Item[], action: Action): Item[];
  send(api: ApiClient, action: Action, context: Pick<ActionContext, 'userId'>): Promise<Answer>;
}

export type NoteKind<Action extends ActionRecord<string, NotePayload>, Intent> = ListKind<'notes', Action, Intent, NoteRecord, NoteAnswer>;
export type KeptKind<Action extends ActionRecord<string, KeptPayload>, Intent> = ListKind<'kept', Action, Intent, KeptMessageRecord, KeptAnswer>;

/** Every note kind names its customer and note. */
export interface NotePayload {
  customerId: string;
  noteId: string;
}

/** Every keep kind names its conversation, customer and message. */
export interface KeptPayload {
  conversationId: string;
  customerId: string;
  messageId: string;
}

/** A customer's notes go one after another (a create before its edit and delete). */
export const noteLane = (customerId: string) => `notes:${customerId}`;

/** A conversation's keeps go one after another, so a message's keep goes before its unkeep. */
export const keptLane = (conversationId: string) => `kept:${conversationId}`;
