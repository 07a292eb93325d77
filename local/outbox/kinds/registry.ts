// The action kinds of the outbox, by name. A new kind is one file beside this one plus its line here.
import type { ApiClient } from '../../api-client';
import type { ActionAnswer, ActionContext, CustomerKind, KeptKind, NoteKind } from './kind';
import { assign } from './assign';
import { customFields } from './custom-fields';
import { keep } from './keep';
import { markRead } from './mark-read';
import { monitoring } from './monitoring';
import { noteCreate } from './note-create';
import { noteDelete } from './note-delete';
import { noteUpdate } from './note-update';
import { tagAdd, tagRemove } from './tags';
import { unkeep } from './unkeep';

const KINDS = {
  markRead,
  assign,
  'tag.add': tagAdd,
  'tag.remove': tagRemove,
  monitoring,
  customFields,
  'note.create': noteCreate,
  'note.update': noteUpdate,
  'note.delete': noteDelete,
  keep,
  unkeep,
};

type Kinds = typeof KINDS;
export type PendingActionKind = keyof Kinds;

type ActionOfKind<Definition> = Definition extends { create(intent: never, current: never, context: never): infer Action } ? Exclude<Action, undefined> : never;
type IntentOfKind<Definition> = Definition extends { create(intent: infer Intent, current: never, context: never): unknown } ? Intent : never;

/** An intent not yet confirmed by the server (ARCHITECTURE.md §2); the same states as the message outbox. */
export type PendingActionRecord = { [Kind in PendingActionKind]: ActionOfKind<Kinds[Kind]> }[PendingActionKind];
/** What the agent asks for (SyncApi.act): a kind and what it needs. */
export type ActionIntent = { [Kind in PendingActionKind]: IntentOfKind<Kinds[Kind]> }[PendingActionKind];

export type ActionOf<Kind extends PendingActionKind> = Extract<PendingActionRecord, { kind: Kind }>;

type ActionsShownOn<Surface> = { [Kind in PendingActionKind]: Kinds[Kind]['surface'] extends Surface ? ActionOf<Kind> : never }[PendingActionKind];
export type CustomerAction = ActionsShownOn<'customer'>;
export type NoteAction = ActionsShownOn<'notes'>;
export type KeptAction = ActionsShownOn<'kept'>;

// The generic code drives every kind of a store alike: with any action of that store and any intent
// (each kind file is typed for its own; the registry keys them by name, so they never meet another's).
type DrivenKind = CustomerKind<CustomerAction, ActionIntent> | NoteKind<NoteAction, ActionIntent> | KeptKind<KeptAction, ActionIntent>;
const DRIVEN: Record<PendingActionKind, DrivenKind> = KINDS;

export type ActionSurface = DrivenKind['surface'];

/** Which store a kind's actions show on. */
export function surfaceOf(kind: PendingActionKind): ActionSurface {
  return DRIVEN[kind].surface;
}

/** The kind, when it shows on customer rows. */
export function customerKind(kind: PendingActionKind): CustomerKind<CustomerAction, ActionIntent> | undefined {
  const driven = DRIVEN[kind];
  return driven.surface === 'customer' ? driven : undefined;
}

/** The kind, when it shows on the notes. */
export function noteKind(kind: PendingActionKind): NoteKind<NoteAction, ActionIntent> | undefined {
  const driven = DRIVEN[kind];
  return driven.surface === 'notes' ? driven : undefined;
}

/** The kind, when it shows on the kept messages. */
export function keptKind(kind: PendingActionKind): KeptKind<KeptAction, ActionIntent> | undefined {
  const driven = DRIVEN[kind];
  return driven.surface === 'kept' ? driven : undefined;
}

// The action of a kind is of that kind's type: the registry is keyed by kind name.
/** The action and its kind, when the kind shows on customer rows. */
export function onCustomerRow(action: PendingActionRecord): { kind: CustomerKind<CustomerAction, ActionIntent>; action: CustomerAction } | undefined {
  const kind = customerKind(action.kind);
  return kind && { kind, action: action as CustomerAction };
}

/** The action and its kind, when the kind shows on the notes. */
export function onNotes(action: PendingActionRecord): { kind: NoteKind<NoteAction, ActionIntent>; action: NoteAction } | undefined {
  const kind = noteKind(action.kind);
  return kind && { kind, action: action as NoteAction };
}

/** The action and its kind, when the kind shows on the kept messages. */
export function onKept(action: PendingActionRecord): { kind: KeptKind<KeptAction, ActionIntent>; action: KeptAction } | undefined {
  const kind = keptKind(action.kind);
  return kind && { kind, action: action as KeptAction };
}

/** The kinds that show on one store: customer rows, notes, or kept messages. */
export function kindsShownOn(surface: ActionSurface): PendingActionKind[] {
  return (Object.keys(KINDS) as PendingActionKind[]).filter((kind) => KINDS[kind].surface === surface);
}

/** Sends the action the way its kind does. */
export function sendAction(api: ApiClient, action: PendingActionRecord, context: Pick<ActionContext, 'userId'>): Promise<ActionAnswer> {
  const onRow = onCustomerRow(action);
  if (onRow) return onRow.kind.send(api, onRow.action, context);
  const onNoteList = onNotes(action);
  if (onNoteList) return onNoteList.kind.send(api, onNoteList.action, context);
  const onKeptList = onKept(action);
  if (onKeptList) return onKeptList.kind.send(api, onKeptList.action, context);
  throw new Error(`${action.kind}: no store shows it`);
}
