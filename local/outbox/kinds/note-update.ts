// note.update: the new text shows at once; POST /note/update/{noteId}.
import type { NoteResponse, NoteUpdateRequest } from '../../../common/contracts/notes-tags';
import { newActionFields, noteLane, type ActionRecord, type NoteKind, type NotePayload } from './kind';

export interface NoteUpdatePayload extends NotePayload {
  note: string;
  /** The text put back if the agent discards the change. */
  before: string;
}
export type NoteUpdateAction = ActionRecord<'note.update', NoteUpdatePayload>;

export interface NoteUpdateIntent {
  kind: 'note.update';
  orgId: string;
  customerId: string;
  noteId: string;
  note: string;
}

export const noteUpdate: NoteKind<NoteUpdateAction, NoteUpdateIntent> = {
  surface: 'notes',
  subject: (intent) => intent.noteId,
  create(intent, current, context) {
    if (!current) throw new Error(`note ${intent.noteId} is not stored here`);
    return {
      ...newActionFields(intent.orgId, noteLane(intent.customerId), context),
      kind: 'note.update',
      payload: { customerId: intent.customerId, noteId: intent.noteId, note: intent.note.trim(), before: current.note },
    };
  },
  show(notes, action) {
    const at = new Date(action.createdAt).toISOString();
    return notes.map((existing) => (existing.objectId === action.payload.noteId ? { ...existing, note: action.payload.note, updatedAt: at } : existing));
  },
  undo: (notes, action) => notes.map((existing) => (existing.objectId === action.payload.noteId ? { ...existing, note: action.payload.before } : existing)),
  send(api, action) {
    const request: NoteUpdateRequest = { orgId: action.orgId, note: action.payload.note };
    return api.post<NoteResponse>(`note/update/${action.payload.noteId}`, request);
  },
};
