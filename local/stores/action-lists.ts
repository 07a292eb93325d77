// The list stores actions show on besides customer rows: a customer's notes and a conversation's kept
// messages. Each action changes one record (a note, a kept message), keyed as the action names it.
import type { Table } from 'dexie';
import { db } from '../db';
import { keptRecordFrom, noteRecordFrom } from '../mapping';
import type { KeptMessageRecord, NoteRecord } from '../records';
import { withPendingKeeps, withPendingNotes } from '../outbox/actions';
import type { ListKind } from '../outbox/kinds/kind';
import { kindsShownOn, noteKind, keptKind, type ActionIntent, type PendingActionKind, type PendingActionRecord } from '../outbox/kinds/registry';
import type { ActionStore } from './action-store';

interface ActionList<Item, Action extends PendingActionRecord, Answer> {
  surface: 'notes' | 'kept';
  table: Table<Item, string>;
  kindOf(kind: PendingActionKind): ListKind<'notes' | 'kept', Action, ActionIntent, Item, Answer> | undefined;
  /** The key of the record the action changes. */
  keyOf(action: Action): string;
  keyOfItem(item: Item): string;
  /** The server's copy of the record, or undefined when the answer says it is gone. */
  fromAnswer(answer: Answer): Item | undefined;
  /** The server's records with the waiting actions on top. */
  withPending(items: readonly Item[], actions: readonly PendingActionRecord[]): Item[];
}

/** The actions of one lane that show on a list (a customer's notes, a conversation's kept messages), whatever their status. */
export function listActionsOf(lane: string, surface: 'notes' | 'kept'): Promise<PendingActionRecord[]> {
  return db.pendingActions.where('[target+kind]').anyOf(kindsShownOn(surface).map((kind) => [lane, kind])).toArray();
}

function listStore<Item, Action extends PendingActionRecord, Answer>(list: ActionList<Item, Action, Answer>): ActionStore {
  // An action of a kind that shows on this list is of this list's type (the registry keys kinds by store).
  const typed = (action: PendingActionRecord) => {
    const kind = list.kindOf(action.kind);
    if (!kind) throw new Error(`${action.kind} does not show on the ${list.surface}`);
    return { kind, action: action as Action };
  };
  const itemsOf = async (action: Action): Promise<Item[]> => {
    const current = await list.table.get(list.keyOf(action));
    return current === undefined ? [] : [current];
  };
  const replace = async (before: readonly Item[], after: readonly Item[]) => {
    const staying = new Set(after.map(list.keyOfItem));
    await list.table.bulkDelete(before.map(list.keyOfItem).filter((key) => !staying.has(key)));
    await list.table.bulkPut([...after]);
  };
  return {
    async queue(intent, context) {
      const kind = list.kindOf(intent.kind);
      if (!kind) throw new Error(`${intent.kind} does not show on the ${list.surface}`);
      const subject = kind.subject(intent);
      const action = kind.create(intent, subject === undefined ? undefined : await list.table.get(subject), context);
      if (!action) return undefined;
      await db.pendingActions.add(action);
      const before = await itemsOf(action);
      await replace(before, kind.show(before, action));
      return action;
    },
    async confirm(entry, answer) {
      const { action } = typed(entry);
      const key = list.keyOf(action);
      // Later waiting actions of the same record still show on top of the server's copy.
      const waiting = (await listActionsOf(action.target, list.surface)).filter((other) => list.keyOf(other as Action) === key);
      const stored = list.fromAnswer(answer as Answer);
      await replace(await itemsOf(action), list.withPending(stored === undefined ? [] : [stored], waiting));
    },
    async undo(entry) {
      const { kind, action } = typed(entry);
      const before = await itemsOf(action);
      await replace(before, kind.undo(before, action));
    },
  };
}

export const noteStore = listStore({
  surface: 'notes',
  table: db.notes,
  kindOf: noteKind,
  keyOf: (action) => action.payload.noteId,
  keyOfItem: (note: NoteRecord) => note.objectId,
  fromAnswer: (answer) => ('note' in answer ? noteRecordFrom(answer.note) : undefined),
  withPending: withPendingNotes,
});

export const keptStore = listStore({
  surface: 'kept',
  table: db.keptMessages,
  kindOf: keptKind,
  keyOf: (action) => action.payload.messageId,
  keyOfItem: (kept: KeptMessageRecord) => kept.messageId,
  fromAnswer: (answer) => ('kept' in answer ? keptRecordFrom(answer.kept) : undefined),
  withPending: withPendingKeeps,
});
