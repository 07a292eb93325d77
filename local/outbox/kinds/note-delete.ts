// note.delete: the note is gone at once; POST /note/delete/{noteId}.
import { isRefusal } from '../../api-client';
import type { NoteRecord } from '../../records';
import { newActionFields, noteLane, type ActionRecord, type NoteKind, type NotePayload } from './kind';

export interface NoteDeletePayload extends NotePayload {
  /** The note put back if the agent discards the delete. */
  before: NoteRecord;
}
export type NoteDeleteAction = ActionRecord<'note.delete', NoteDeletePayload>;

export interface NoteDeleteIntent {
  kind: 'note.delete';
  orgId: string;
  customerId: string;
  noteId: string;
}

export const noteDelete: NoteKind<NoteDeleteAction, NoteDeleteIntent> = {
  surface: 'notes',
  subject: (intent) => intent.noteId,
  create(intent, current, context) {
    if (!current) throw new Error(`note ${intent.noteId} is not stored here`);
    return {
      ...newActionFields(intent.orgId, noteLane(intent.customerId), context),
      kind: 'note.delete',
      payload: { customerId: intent.customerId, noteId: intent.noteId, before: current },
    };
  },
  show: (notes, action) => notes.filter((existing) => existing.objectId !== action.payload.noteId),
  undo: (notes, action) => [...notes.filter((existing) => existing.objectId !== action.payload.noteId), action.payload.before],
  async send(api, action) {
    try {
      await api.post(`note/delete/${action.payload.noteId}`, { orgId: action.orgId });
    } catch (error) {
      // A repeat of a delete whose answer was lost finds nothing: the note is gone, as asked.
      if (!isRefusal(error, 404)) throw error;
    }
    return { deletedNoteId: action.payload.noteId };
  },
};
